import { dataAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { webhookList, webhookWithSecret } from '@/lib/schemas/answers/webhooks';
import { webhookCreateSchema } from '@/lib/schemas/webhook';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { createWebhook, listWebhooks } from '@/server/webhooks/webhooks';

export const dynamic = 'force-dynamic';

const REFUSED_URL =
  'The URL is not https, holds a user name or password, cannot be resolved, or leads to a private, loopback, link-local or metadata address; or there are 20 webhooks already';

// GET /api/webhooks – every webhook, without its secret (admin)
export const GET = endpoint(
  {
    summary: 'Every webhook: its URL, events and whether it is active; never its secret (admin)',
    auth: 'admin',
    response: dataAnswer(webhookList),
  },
  async ({ db }) => success({ data: await listWebhooks(db) }),
);

// POST /api/webhooks {url, events, active?} – add one; answers its secret, this once (admin)
export const POST = endpoint(
  {
    summary: 'Add a webhook (admin): answers its signing secret, this once',
    description:
      'Events are POSTed to the URL signed as Standard Webhooks define (webhook-id, ' +
      'webhook-timestamp, webhook-signature) with the secret answered here; no later answer ' +
      'holds it. The URL is checked where it leads when saved and again at each delivery.',
    auth: 'admin',
    body: webhookCreateSchema,
    response: savedAnswer(webhookWithSecret),
    status: 201,
    errors: { invalid: REFUSED_URL },
    audit: 'webhook',
  },
  async ({ db, body, session, audit }) => {
    const { webhook, secret } = await createWebhook(
      db,
      body,
      session.user.name || session.user.email,
    );
    audit({ action: 'create', entityId: webhook.id, fields: ['url', 'events', 'active'] });
    return success(
      {
        data: { ...webhook, secret },
        message: 'Webhook added. Copy its secret now: it is not shown again.',
      },
      { status: 201 },
    );
  },
);
