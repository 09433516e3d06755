import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../client';
import { withAutoId } from './helpers';

// Signed webhooks (issue 27, part 4): the endpoints administrators add, and one delivery
// row per event and endpoint, retried like the outbox's e-mails (src/server/queue).
//
// Deliveries have a table of their own rather than rows in `outbox`: an outbox row is an
// e-mail (recipient, subject, body, the enquiry it reports), a delivery is a signed POST
// with an event id kept across retries, an HTTP status, a response excerpt and a log per
// endpoint; both run on the same leased queue.

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withAutoId(db.schema.createTable('webhooks'), 'id', engine)
    .addColumn('url', 'text', (col) => col.notNull())
    /** JSON array of event types. */
    .addColumn('events', 'text', (col) => col.notNull())
    /** whsec_…, sealed (src/server/secrets). */
    .addColumn('secret', 'text', (col) => col.notNull())
    /** The secret before the last rotation, sealed: it signs too until previousSecretUntil. */
    .addColumn('previousSecret', 'text')
    .addColumn('previousSecretUntil', 'text')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('createdBy', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull())
    .execute();

  await withAutoId(db.schema.createTable('webhook_deliveries'), 'id', engine)
    .addColumn('webhookId', 'integer', (col) =>
      col.notNull().references('webhooks.id').onDelete('cascade'),
    )
    /** msg_…: the webhook-id header, the same on every attempt. */
    .addColumn('eventId', 'text', (col) => col.notNull())
    .addColumn('eventType', 'text', (col) => col.notNull())
    /** The body, exactly as signed on every attempt. */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (col) => col.notNull())
    /** Delivered or given up: no more attempts. */
    .addColumn('finishedAt', 'text')
    .addColumn('deliveredAt', 'text')
    .addColumn('lastAttemptAt', 'text')
    .addColumn('lastStatus', 'integer')
    .addColumn('responseExcerpt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .execute();
  // The worker's claim: unfinished rows by their next attempt (as outbox_pending).
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['finishedAt', 'nextAttemptAt'])
    .execute();
  // A webhook's delivery log, newest first; an event reaches an endpoint once.
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['webhookId', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .columns(['eventId', 'webhookId'])
    .unique()
    .execute();
}
