import 'server-only';
import { sql } from 'kysely';
import { getEnv } from '@/env';
import type { EnquiryItem } from '@/lib/records';
import type { WebhookRecord } from '@/lib/schemas/answers/webhooks';
import type { WebhookCreate, WebhookUpdate } from '@/lib/schemas/webhook';
import {
  MAX_WEBHOOKS,
  PREVIOUS_SECRET_VALID_MS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@/lib/webhooks';
import type { WebhookRow } from '../db/schema';
import { countRows } from '../db/paging';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { invalid, notFound } from '../errors';
import { sealSecret } from '../secrets/secret-box';
import { checkWebhookTarget } from './addresses';
import { toDelivery } from './deliveries';
import { eventBody, insertDeliveries, newEventId } from './events';
import { generateSecret } from './signing';

// The webhooks administrators add (issue 27, part 4). A secret is made here, sealed
// before it is stored (src/server/secrets; SEALED_COLUMNS lists both columns, so the
// start check and the key rotation cover them), and answered once: by the call that
// made it. Rotating keeps the old secret, sealed as it was, signing beside the new one
// for 24 hours, so a receiver can switch without missing an event.

const NOT_FOUND = 'Webhook not found.';

const eventsOf = (stored: string): WebhookEvent[] =>
  (JSON.parse(stored) as string[]).filter((event): event is WebhookEvent =>
    (WEBHOOK_EVENTS as readonly string[]).includes(event),
  );

/** Events in their declared order, whatever order they were sent in. */
const storedEvents = (events: readonly WebhookEvent[]) =>
  JSON.stringify(WEBHOOK_EVENTS.filter((event) => events.includes(event)));

function toRecord(row: WebhookRow): WebhookRecord {
  const until = row.previousSecretUntil;
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row.events),
    active: Number(row.active) === 1,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    previousSecretUntil: until && Date.parse(until) > Date.now() ? until : null,
  };
}

const checkUrl = (url: string) =>
  checkWebhookTarget(url, { allowPrivate: getEnv().WEBHOOK_ALLOW_PRIVATE });

export async function listWebhooks(db: Db): Promise<WebhookRecord[]> {
  const rows = await db.selectFrom('webhooks').selectAll().orderBy('id').execute();
  return rows.map(toRecord);
}

async function readRow(db: Db, id: number): Promise<WebhookRow> {
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getWebhook(db: Db, id: number): Promise<WebhookRecord> {
  return toRecord(await readRow(db, id));
}

/** Adds a webhook with a new secret; answers it with the secret, this once. */
export async function createWebhook(
  db: Db,
  input: WebhookCreate,
  createdBy: string,
): Promise<{ webhook: WebhookRecord; secret: string }> {
  await checkUrl(input.url);
  const secret = generateSecret();
  const now = new Date().toISOString();
  const row = await inTransaction(db, async (tx) => {
    // Counted in the transaction that adds: two administrators adding the 20th at once
    // may both pass on SQLite's snapshot, which is harmless at this size.
    if ((await countRows(tx.selectFrom('webhooks'))) >= MAX_WEBHOOKS) {
      throw invalid(`A site may have at most ${MAX_WEBHOOKS} webhooks: remove one first.`);
    }
    return tx
      .insertInto('webhooks')
      .values({
        url: input.url,
        events: storedEvents(input.events),
        secret: sealSecret(secret),
        previousSecret: null,
        previousSecretUntil: null,
        active: input.active === false ? 0 : 1,
        createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { webhook: toRecord(row), secret };
}

/**
 * Changes a webhook's URL, events or whether it is active, and rotates its secret when
 * asked. Answers it before and after, and the new secret when there is one.
 */
export async function updateWebhook(
  db: Db,
  id: number,
  change: WebhookUpdate,
): Promise<{ before: WebhookRecord; after: WebhookRecord; secret?: string }> {
  const current = await readRow(db, id);
  if (change.url !== undefined && change.url !== current.url) await checkUrl(change.url);
  const secret = change.rotateSecret ? generateSecret() : undefined;
  const now = new Date();
  const row = await db
    .updateTable('webhooks')
    .set({
      ...(change.url !== undefined && { url: change.url }),
      ...(change.events !== undefined && { events: storedEvents(change.events) }),
      ...(change.active !== undefined && { active: change.active ? 1 : 0 }),
      ...(secret !== undefined && {
        // The secret in the row as this statement finds it, sealed as it was (never opened
        // here): two rotations at once each keep the one before their own.
        previousSecret: sql.ref('secret'),
        secret: sealSecret(secret),
        previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS).toISOString(),
      }),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND); // deleted meanwhile
  return { before: toRecord(current), after: toRecord(row), ...(secret && { secret }) };
}

/** Removes a webhook and its delivery log; events not yet delivered are dropped with it. */
export async function deleteWebhook(db: Db, id: number): Promise<void> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NOT_FOUND);
}

/** What "Send test" sends: an enquiry.created of a sample enquiry, id 0. */
export function sampleEnquiry(at: string): EnquiryItem {
  return {
    id: 0,
    form: 'main',
    name: 'Test Enquiry',
    email: 'test@example.com',
    phoneNum: '+971 4 000 0000',
    businessName: 'Example LLC',
    role: 'Marketing manager',
    message: 'This is a test event sent from the webhook settings. It is not a real enquiry.',
    formType: '',
    locale: 'en',
    createdAt: at,
    handledAt: null,
    status: 'new',
    assignee: null,
    statusChangedAt: null,
    page: '/contact',
    landing: '/?utm_source=test',
    referrer: '',
    utm_source: 'test',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
    gclid: '',
    fbclid: '',
    device: 'desktop',
    language: 'en',
    source: 'test',
    spamReason: '',
    delivery: 'sent',
    deliveryAttempts: 1,
  };
}

/** Queues a sample enquiry.created for one webhook (active or not), through the same queue. */
export async function sendTestEvent(db: Db, id: number) {
  await readRow(db, id);
  const at = new Date().toISOString();
  const [row] = await insertDeliveries(db, [
    {
      webhookId: id,
      eventId: newEventId(),
      eventType: 'enquiry.created',
      payload: eventBody({ type: 'enquiry.created', enquiry: sampleEnquiry(at) }, at),
    },
  ]);
  return toDelivery(row!);
}
