import { z } from '@/lib/zod-setup';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from '../webhooks';
import { pageNumber } from './fields';

// What administrators send to add or change a webhook. The URL's shape is checked here
// (the form shows the same messages); where it leads (https, or a private address with
// WEBHOOK_ALLOW_PRIVATE=1; never a metadata or link-local one) is checked by the server
// when it saves and again at each delivery (src/server/webhooks/addresses.ts).

const webhookUrl = z
  .string({ message: 'url must be text.' })
  .trim()
  .min(1, 'Enter the URL that receives the events.')
  .max(WEBHOOK_URL_MAX_LENGTH, `The URL may be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
    message: 'The URL must be a full address starting with https://.',
  })
  .describe('https://… (http:// only to a private address when WEBHOOK_ALLOW_PRIVATE=1)');

const webhookEvents = z
  .array(
    z.enum(WEBHOOK_EVENTS, {
      message: 'events may be enquiry.created and enquiry.status_changed.',
    }),
    { message: 'events must be a list of event types.' },
  )
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENTS.length, 'Name each event once.')
  .refine((events) => new Set(events).size === events.length, { message: 'Name each event once.' })
  .describe('The events sent to this URL');

const active = z
  .boolean({ message: 'active must be true or false.' })
  .describe('Whether new events are sent (default true)');

/** POST /api/webhooks. */
export const webhookCreateSchema = z
  .strictObject({ url: webhookUrl, events: webhookEvents, active: active.optional() })
  .meta({ id: 'WebhookInput' });

/** PUT /api/webhooks/{id}: any of url, events, active, and rotateSecret. */
export const webhookUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    active: active.optional(),
    rotateSecret: z
      .boolean({ message: 'rotateSecret must be true or false.' })
      .optional()
      .describe(
        'true: a new secret, answered once; the old one still signs beside it for 24 hours',
      ),
  })
  .refine(
    (body) =>
      body.url !== undefined ||
      body.events !== undefined ||
      body.active !== undefined ||
      body.rotateSecret !== undefined,
    { message: 'Send url, events, active or rotateSecret.' },
  )
  .meta({ id: 'WebhookUpdate' });

/** GET /api/webhooks/{id}/deliveries: page (from 1) and pageSize (1-100, default 20). */
export const deliveryPageQuery = z.object({
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

export type WebhookCreate = z.infer<typeof webhookCreateSchema>;
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;
