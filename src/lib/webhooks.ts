// Webhooks' vocabulary (issue 27, part 4), shared by the API, the domain and the admin screen.

export const WEBHOOK_EVENTS = ['enquiry.created', 'enquiry.status_changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'enquiry.created': 'A new enquiry arrives (or is released from Spam)',
  'enquiry.status_changed': "An enquiry's status changes",
};

/** A delivery's state in the log. */
export const DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof DELIVERY_STATES)[number];

/** How many webhooks a site may have: each event is one delivery per webhook. */
export const MAX_WEBHOOKS = 20;
/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** How much of a receiver's answer the log keeps. */
export const RESPONSE_EXCERPT_LENGTH = 500;
/** How long the secret before a rotation keeps signing beside the new one. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60_000;
