import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { webhookDeliveryPage } from '@/lib/schemas/answers/webhooks';
import { deliveryPageQuery } from '@/lib/schemas/webhook';
import { endpoint } from '@/http/endpoint';
import { readQuery, rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { listDeliveries } from '@/server/webhooks/deliveries';
import { getWebhook } from '@/server/webhooks/webhooks';

export const dynamic = 'force-dynamic';

// GET /api/webhooks/:id/deliveries?page=&pageSize= – the delivery log, newest first (admin)
export const GET = endpoint(
  {
    summary:
      "A webhook's delivery log, newest first: event, state, attempts, status and the answer's start (admin)",
    auth: 'admin',
    params: ['id'],
    query: deliveryPageQuery,
    response: dataAnswer(webhookDeliveryPage),
    errors: { not_found: 'Unknown id' },
  },
  async ({ db, params, request }) => {
    const id = rowIdParam(params.id, 'Webhook not found.');
    const { page, pageSize } = readQuery(request, deliveryPageQuery);
    await getWebhook(db, id);
    const { items, total } = await listDeliveries(db, id, { page, pageSize });
    return success({ data: { items, page, pageSize, total } });
  },
);
