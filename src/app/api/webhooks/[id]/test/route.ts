import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { webhookDelivery } from '@/lib/schemas/answers/webhooks';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { sendTestEvent } from '@/server/webhooks/webhooks';

export const dynamic = 'force-dynamic';

// POST /api/webhooks/:id/test – queue a sample enquiry.created for this webhook (admin)
export const POST = endpoint(
  {
    summary: 'Send a sample enquiry.created to a webhook through the delivery queue (admin)',
    description:
      'The sample enquiry has id 0. It goes as any event does (signed, retried); its outcome ' +
      'shows in the delivery log. Any body is ignored.',
    auth: 'admin',
    params: ['id'],
    response: savedAnswer(webhookDelivery),
    errors: { not_found: 'Unknown id' },
    audit: 'webhook',
  },
  async ({ db, params, audit }) => {
    const id = rowIdParam(params.id, 'Webhook not found.');
    const delivery = await sendTestEvent(db, id);
    audit({ action: 'send-test', entityId: id });
    return success({
      data: delivery,
      message: 'Test event queued: it shows in the delivery log in a few seconds.',
    });
  },
);
