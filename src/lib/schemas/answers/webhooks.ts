import { z } from '@/lib/zod-setup';
import { DELIVERY_STATES, RESPONSE_EXCERPT_LENGTH, WEBHOOK_EVENTS } from '../../webhooks';

// Webhooks as the API answers them. A secret is answered only by the call that makes it
// (POST, and PUT with rotateSecret): `WebhookWithSecret`; every other answer is `Webhook`.

export const webhookRecord = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    active: z.boolean(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    previousSecretUntil: z
      .string()
      .nullable()
      .describe('Until when the secret before the last rotation also signs; null when none does'),
  })
  .meta({ id: 'Webhook' });

export const webhookWithSecret = webhookRecord
  .extend({
    secret: z.string().describe('whsec_…: the signing secret, answered this once and never again'),
  })
  .meta({ id: 'WebhookWithSecret' });

/** PUT's answer: the secret only when rotateSecret was true. */
export const webhookUpdated = webhookRecord
  .extend({
    secret: z
      .string()
      .optional()
      .describe('Only after rotateSecret: the new secret, answered this once and never again'),
  })
  .meta({ id: 'WebhookUpdated' });

export const webhookList = z.array(webhookRecord);

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    eventId: z.string().describe('msg_…: the webhook-id header, the same on every attempt'),
    eventType: z.string(),
    createdAt: z.string().describe('When the event happened'),
    state: z
      .enum(DELIVERY_STATES)
      .describe('pending, retrying (the last attempt failed), delivered, or failed (gave up)'),
    attempts: z.number().int(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable().describe('null once delivered or given up'),
    deliveredAt: z.string().nullable(),
    lastStatus: z.number().int().nullable().describe("The receiver's last HTTP status, if any"),
    responseExcerpt: z
      .string()
      .max(RESPONSE_EXCERPT_LENGTH)
      .describe(`The start of the receiver's last answer (${RESPONSE_EXCERPT_LENGTH} characters)`),
    lastError: z.string().nullable().describe('Why the last attempt failed'),
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookDeliveryPage = z
  .object({
    items: z.array(webhookDelivery),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryPage' });

export type WebhookRecord = z.infer<typeof webhookRecord>;
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPage>;
