import 'server-only';
import { getEnv } from '@/env';
import type { WebhookDeliveryState } from '@/lib/webhooks';
import type { WebhookDelivery } from '@/lib/schemas/answers/webhooks';
import { countRows } from '../db/paging';
import type { WebhookDeliveryRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../errors';
import { log } from '../log';
import {
  doublingBackoff,
  LeasedQueue,
  type AttemptOutcome,
  type QueueRun,
} from '../queue/leased-queue';
import { openSecret, SecretBoxError } from '../secrets/secret-box';
import { checkWebhookTarget } from './addresses';
import { postChecked } from './post';
import { signedHeaders } from './signing';

// Deliveries retry on the leased queue the outbox runs on (../queue/leased-queue.ts): a
// row per event and webhook, claimed by one instance at a time, so several instances
// deliver each event once (at least once: an instance killed after the receiver took an
// event, before recording it, leaves it to be sent again with the same webhook-id, which
// a receiver drops). Claimed rows are posted side by side: one slow receiver does not hold
// the others up.
//
// An attempt succeeds on a 2xx answer within 10 s. Anything else (an error, a timeout, a
// 3xx: redirects are not followed, another status, a URL that now resolves to an address
// it may not go to) is retried after 10 s, doubling, at most an hour apart, until 24 h
// after the event; then the delivery is given up and the log says so.

export const DELIVERY_TIMEOUT_MS = 10_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Wait after the n-th failed attempt: 10 s, 20 s, 40 s, … capped at one hour. */
export const retryDelayMs = doublingBackoff(10_000, 60 * 60_000);
/** Finished deliveries stay in the log this long. */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

const deliveries = new LeasedQueue<WebhookDeliveryRow>(
  {
    name: 'webhooks',
    table: 'webhook_deliveries',
    doneColumn: 'finishedAt',
    leaseMs: 2 * 60_000,
    // The name's resolution (5 s at most) and the 10 s the answer may take.
    longestAttemptMs: 30_000,
    batchSize: 20,
    concurrency: 10,
  },
  async (db) => {
    await pruneFinished(db);
    return processWebhookDeliveries(db);
  },
);

export interface DeliveryRunOptions {
  /** The clock the schedule is read and written by (tests move it); attempts are signed at the real time. */
  now?: Date;
  batchSize?: number;
  timeoutMs?: number;
}

/** Makes an attempt at every delivery that is due; safe to call from several processes at once. */
export function processWebhookDeliveries(
  db: Db,
  options: DeliveryRunOptions = {},
): Promise<QueueRun> {
  const { now = new Date(), batchSize, timeoutMs = DELIVERY_TIMEOUT_MS } = options;
  return deliveries.process(db, (row) => attempt(db, row, now, timeoutMs), { now, batchSize });
}

/** Why an attempt failed, in the log's words, and the receiver's answer if there was one. */
class AttemptFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly excerpt = '',
  ) {
    super(message);
  }
}

/** The secrets that sign now: the current one, and the one before a rotation for 24 h. */
function signingSecrets(webhook: {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
}): string[] {
  const secrets = [openSecret(webhook.secret)];
  if (webhook.previousSecret && webhook.previousSecretUntil) {
    if (Date.parse(webhook.previousSecretUntil) > Date.now()) {
      secrets.push(openSecret(webhook.previousSecret));
    }
  }
  return secrets;
}

async function attempt(
  db: Db,
  row: WebhookDeliveryRow,
  now: Date,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const webhook = await db
    .selectFrom('webhooks')
    .select(['url', 'secret', 'previousSecret', 'previousSecretUntil'])
    .where('id', '=', row.webhookId)
    .executeTakeFirst();
  // Deleted meanwhile: its deliveries went with it.
  if (!webhook) return 'failed';
  const attemptedAt = new Date();
  let status: number;
  let excerpt: string;
  try {
    let secrets: string[];
    try {
      secrets = signingSecrets(webhook);
    } catch (error) {
      if (error instanceof SecretBoxError) throw new AttemptFailure(error.message);
      throw error;
    }
    const { url, addresses } = await checkWebhookTarget(webhook.url, {
      allowPrivate: getEnv().WEBHOOK_ALLOW_PRIVATE,
    }).catch((error: unknown) => {
      throw error instanceof DomainError ? new AttemptFailure(error.message) : error;
    });
    const headers = signedHeaders(secrets, row.eventId, attemptedAt, row.payload);
    ({ status, excerpt } = await postChecked(url, addresses, headers, row.payload, timeoutMs));
    if (status < 200 || status > 299) {
      const why =
        status >= 300 && status < 400
          ? `answered ${status}: redirects are not followed`
          : `answered ${status}`;
      throw new AttemptFailure(why, status, excerpt);
    }
  } catch (error) {
    const failure =
      error instanceof AttemptFailure
        ? error
        : new AttemptFailure(error instanceof Error ? error.message : String(error));
    await recordFailure(db, row, now, attemptedAt, failure);
    return 'failed';
  }
  await deliveries.recordDone(
    row.id,
    () =>
      db
        .updateTable('webhook_deliveries')
        .set({
          deliveredAt: new Date().toISOString(),
          finishedAt: new Date().toISOString(),
          lastAttemptAt: attemptedAt.toISOString(),
          lastStatus: status,
          responseExcerpt: excerpt,
          lastError: null,
        })
        .where('id', '=', row.id)
        .execute(),
    `webhook delivery ${row.id}`,
  );
  return 'done';
}

/** Schedules the next attempt, or gives up 24 h after the event. */
async function recordFailure(
  db: Db,
  row: WebhookDeliveryRow,
  now: Date,
  attemptedAt: Date,
  failure: AttemptFailure,
): Promise<void> {
  const giveUpAt = Date.parse(row.createdAt) + GIVE_UP_AFTER_MS;
  const givingUp = now.getTime() >= giveUpAt;
  const message = givingUp
    ? `${failure.message}; gave up after ${row.attempts} attempts over 24 hours`
    : failure.message;
  await db
    .updateTable('webhook_deliveries')
    .set({
      lastAttemptAt: attemptedAt.toISOString(),
      lastStatus: failure.status,
      responseExcerpt: failure.excerpt,
      lastError: message.slice(0, 1000),
      // The last attempt falls at 24 h, however the doubling lands.
      nextAttemptAt: new Date(
        Math.min(now.getTime() + retryDelayMs(row.attempts), giveUpAt),
      ).toISOString(),
      finishedAt: givingUp ? now.toISOString() : null,
    })
    .where('id', '=', row.id)
    .execute();
  const what = `webhook delivery ${row.id} (${row.eventType} ${row.eventId} to webhook ${row.webhookId})`;
  if (givingUp) log('webhooks').error(`${what} given up: ${message}`);
  else log('webhooks').warn(`${what} failed (attempt ${row.attempts}): ${message}`);
}

let lastPrune = 0;

/** Deletes deliveries finished more than 30 days ago, at most hourly (the same delete whoever runs it). */
async function pruneFinished(db: Db): Promise<void> {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  await db
    .deleteFrom('webhook_deliveries')
    .where('finishedAt', '<', new Date(Date.now() - KEEP_FINISHED_MS).toISOString())
    .execute();
}

// --- The delivery log.

function stateOf(row: WebhookDeliveryRow): WebhookDeliveryState {
  if (row.deliveredAt) return 'delivered';
  if (row.finishedAt) return 'failed';
  return row.lastError !== null ? 'retrying' : 'pending';
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    createdAt: row.createdAt,
    state: stateOf(row),
    attempts: Number(row.attempts),
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.finishedAt ? null : row.nextAttemptAt,
    deliveredAt: row.deliveredAt,
    lastStatus: row.lastStatus === null ? null : Number(row.lastStatus),
    responseExcerpt: row.responseExcerpt,
    lastError: row.lastError,
  };
}

/** A webhook's deliveries, newest first, one page at a time. */
export async function listDeliveries(
  db: Db,
  webhookId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const query = db.selectFrom('webhook_deliveries').where('webhookId', '=', webhookId);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countRows(query),
  ]);
  return { items: rows.map(toDelivery), total };
}

// --- The worker (started with the outbox's in src/http/node-services.ts).

export function startWebhookWorker(): void {
  // Every 5 s: a first retry (10 s) goes within 15 s of the failure.
  if (deliveries.start(5_000)) log('webhooks').info('delivering webhook events');
}

/** Delivers a just-queued event now rather than at the next tick, when the worker runs here. */
export const nudgeWebhooks = (): void => deliveries.nudge();

/** At shutdown: no new claims; answers once the run in progress (bounded by the caller) is over. */
export const haltWebhooks = (): Promise<void> => deliveries.halt();

/** Gives this process's unfinished claims back, for another instance to deliver at once. */
export async function releaseWebhookClaims(db: Db, now = new Date()): Promise<number> {
  const released = await deliveries.releaseClaims(db, now);
  if (released > 0) log('webhooks').info(`released ${released} claimed deliveries`);
  return released;
}

export const heldWebhookClaims = (): number[] => deliveries.heldClaims();
