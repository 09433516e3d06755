import 'server-only';
import { randomBytes } from 'node:crypto';
import type { EnquiryStatus } from '@/lib/enquiries';
import type { EnquiryItem } from '@/lib/records';
import type { WebhookEvent } from '@/lib/webhooks';
import type { Db } from '../db/types';

// Events, queued in the transaction that makes the change they report (as the outbox's
// e-mails are): one delivery row per active webhook subscribed to the event, so an
// acknowledged change always has its deliveries, and a rolled-back one has none.
//
// The body is `{type, timestamp, data}`: `data` is the enquiry as GET /api/enquiries/{id}
// answers it, without its notes (internal), and for enquiry.status_changed also
// `previousStatus`. It is written once, here, and every attempt sends it unchanged.

export type EnquiryEvent =
  | { type: 'enquiry.created'; enquiry: EnquiryItem }
  | { type: 'enquiry.status_changed'; enquiry: EnquiryItem; previousStatus: EnquiryStatus };

/** A new event id: `msg_` and 128 random bits, the webhook-id of every attempt. */
export const newEventId = () => `msg_${randomBytes(16).toString('hex')}`;

export function eventBody(event: EnquiryEvent, at: string): string {
  const data =
    event.type === 'enquiry.status_changed'
      ? { ...event.enquiry, previousStatus: event.previousStatus }
      : event.enquiry;
  return JSON.stringify({ type: event.type, timestamp: at, data });
}

/** The events a change to an enquiry makes: created when first released from Spam, else a status change. */
export function enquiryChangeEvents(
  before: EnquiryItem,
  after: EnquiryItem,
  firstRelease: boolean,
): EnquiryEvent[] {
  // A receiver never heard of an enquiry filed as Spam: its release is its creation.
  if (firstRelease) return [{ type: 'enquiry.created', enquiry: after }];
  if (before.status === after.status) return [];
  return [{ type: 'enquiry.status_changed', enquiry: after, previousStatus: before.status }];
}

export interface QueuedDelivery {
  webhookId: number;
  eventId: string;
  eventType: WebhookEvent;
  payload: string;
}

/** Inserts delivery rows, due now (one statement). */
export async function insertDeliveries(db: Db, deliveries: readonly QueuedDelivery[]) {
  if (deliveries.length === 0) return [];
  const now = new Date().toISOString();
  return db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((delivery) => ({
        ...delivery,
        attempts: 0,
        nextAttemptAt: now,
        finishedAt: null,
        deliveredAt: null,
        lastAttemptAt: null,
        lastStatus: null,
        lastError: null,
        createdAt: now,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * Queues events for every active webhook subscribed to them; pass the transaction that
 * makes the change. Two statements however many events: a read of the (few) webhooks,
 * one insert.
 */
export async function queueWebhookEvents(db: Db, events: readonly EnquiryEvent[]): Promise<void> {
  if (events.length === 0) return;
  const webhooks = await db
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('active', '=', 1)
    .execute();
  if (webhooks.length === 0) return;
  const at = new Date().toISOString();
  const deliveries = events.flatMap((event) => {
    const eventId = newEventId();
    const payload = eventBody(event, at);
    return webhooks
      .filter((webhook) => (JSON.parse(webhook.events) as string[]).includes(event.type))
      .map((webhook) => ({ webhookId: webhook.id, eventId, eventType: event.type, payload }));
  });
  await insertDeliveries(db, deliveries);
}
