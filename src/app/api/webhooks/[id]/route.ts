import { messageAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { webhookUpdated } from '@/lib/schemas/answers/webhooks';
import { webhookUpdateSchema } from '@/lib/schemas/webhook';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { deleteWebhook, updateWebhook } from '@/server/webhooks/webhooks';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Webhook not found.';

// PUT /api/webhooks/:id {url?, events?, active?, rotateSecret?} – change a webhook; a
// rotation answers the new secret once, and the old one signs beside it for 24 h (admin)
export const PUT = endpoint(
  {
    summary: 'Change a webhook, or rotate its secret (admin)',
    description:
      'rotateSecret: true makes a new secret, answered this once; for 24 hours every delivery ' +
      'is signed with both (two signatures in webhook-signature), so the receiver can switch.',
    auth: 'admin',
    params: ['id'],
    body: webhookUpdateSchema,
    response: savedAnswer(webhookUpdated),
    errors: {
      invalid:
        'The URL is not https, or leads to a private, loopback, link-local or metadata address',
      not_found: 'Unknown id',
    },
    audit: 'webhook',
  },
  async ({ db, params, body, audit }) => {
    const id = rowIdParam(params.id, NOT_FOUND);
    const { before, after, secret } = await updateWebhook(db, id, body);
    const fields = [
      ...(before.url !== after.url ? ['url'] : []),
      ...(before.events.join() !== after.events.join() ? ['events'] : []),
      ...(before.active !== after.active ? ['active'] : []),
      ...(secret ? ['secret'] : []),
    ];
    audit({ action: 'update', entityId: id, fields });
    return success({
      data: { ...after, ...(secret && { secret }) },
      message: secret
        ? 'New secret made. Copy it now: it is not shown again. The old one also signs for 24 hours.'
        : 'Webhook saved.',
    });
  },
);

// DELETE /api/webhooks/:id – remove a webhook and its delivery log (admin)
export const DELETE = endpoint(
  {
    summary: 'Remove a webhook and its delivery log; events not yet delivered are dropped (admin)',
    auth: 'admin',
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'Unknown id' },
    audit: 'webhook',
  },
  async ({ db, params }) => {
    await deleteWebhook(db, rowIdParam(params.id, NOT_FOUND));
    return success({ message: 'Webhook deleted.' });
  },
);
