import 'server-only';
import { getEnv } from '@/env';
import { getDb } from '../db';
import type { OutboxRow } from '../db/schema';
import type { Db } from '../db/types';
import { log } from '../log';
import { getMetrics } from '../metrics';
import { getMailTransport, type MailTransport } from './transport';

// The outbox: a row per e-mail, written in the same transaction as the enquiry, sent
// by this worker until it goes. Several instances may run it against one database: the
// due rows are claimed by one conditional UPDATE, which only one of them can win for a
// row, and which moves each claimed row's next attempt one lease into the future. One
// statement claims the whole batch: each commit waits for the disk, on SQLite on the
// event loop's own thread, and one per e-mail made the outbox the largest cost of an
// enquiry under load (docs/performance.md). Each e-mail is still marked sent on its own,
// right after the relay took it, so a killed worker leaves at most one to send twice. A worker that dies mid-send leaves the
// row to be retried once the lease is over; a worker that shuts down (SIGTERM) gives its
// claims back at once (releaseOutboxClaims).

// Longer than the SMTP transport's time-outs allow a send to take (transport.ts), short
// enough that an e-mail claimed by a killed instance still goes within minutes.
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Longer than the SMTP transport's time-outs together (15 + 10 + 30 s, transport.ts). */
const LONGEST_SEND_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxRunOptions {
  transport?: MailTransport;
  now?: Date;
  batchSize?: number;
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

const worker = globalThis as typeof globalThis & {
  __outboxTimer?: NodeJS.Timeout;
  __outboxFirstRun?: NodeJS.Timeout;
  __outboxRunning?: Promise<void>;
  /** Set at shutdown: no new claims from this process. */
  __outboxHalted?: boolean;
  /** Rows this process has claimed and not yet recorded as sent or failed: id → lease end. */
  __outboxClaims?: Map<number, string>;
};

const heldClaims = () => (worker.__outboxClaims ??= new Map());

/** Claims up to `batchSize` due rows, oldest due first; answers those this worker won. */
async function claimDue(db: Db, now: Date, batchSize: number): Promise<OutboxRow[]> {
  const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(batchSize);
  // The conditions again on the row itself: a row another worker claimed meanwhile
  // (its next attempt moved past now) is left to it.
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseEnd }))
    .where('id', 'in', due)
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now.toISOString())
    .returningAll()
    .execute();
  for (const row of rows) heldClaims().set(row.id, leaseEnd);
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Gives claimed rows back at once (their next attempt is `now`), each only while it still
 * holds this worker's lease.
 */
async function giveBack(db: Db, ids: readonly number[], now: Date): Promise<number> {
  let released = 0;
  for (const id of ids) {
    const leaseEnd = heldClaims().get(id);
    heldClaims().delete(id);
    if (leaseEnd === undefined) continue;
    const result = await db
      .updateTable('outbox')
      .set({ nextAttemptAt: now.toISOString() })
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '=', leaseEnd)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) released++;
  }
  return released;
}

/** Sends every e-mail that is due; safe to call from several processes at once. */
export async function processOutbox(
  db: Db,
  options: OutboxRunOptions = {},
): Promise<OutboxRunResult> {
  const { now = new Date(), batchSize = 20 } = options;
  const transport = options.transport ?? getMailTransport();
  const from = getEnv().MAIL_FROM;
  const result: OutboxRunResult = { sent: 0, failed: 0 };
  if (worker.__outboxHalted) return result;
  const claimed = await claimDue(db, now, batchSize);
  const claimedAt = Date.now();
  let next = 0;
  for (; next < claimed.length; next++) {
    // Shutting down: the rest stay claimed until releaseOutboxClaims gives them back.
    if (worker.__outboxHalted) return result;
    // A slow relay: a send started now might outlast the lease, and another worker would
    // send the same e-mail meanwhile. The rest go back to whoever is free.
    if (Date.now() - claimedAt > CLAIM_LEASE_MS - LONGEST_SEND_MS) break;
    const row = claimed[next]!;
    try {
      result[await sendClaimed(db, row, now, transport, from)]++;
    } finally {
      heldClaims().delete(row.id);
    }
  }
  const rest = claimed.slice(next).map((row) => row.id);
  if (rest.length > 0) await giveBack(db, rest, new Date());
  return result;
}

/** Sends one claimed row and records the outcome. */
async function sendClaimed(
  db: Db,
  row: OutboxRow,
  now: Date,
  transport: MailTransport,
  from: string,
): Promise<keyof OutboxRunResult> {
  const { id } = row;
  try {
    await transport.send({
      to: row.recipient,
      from,
      replyTo: row.replyTo || undefined,
      subject: row.subject,
      text: row.body,
      html: row.html ?? undefined,
      // Stable per row: should a retry follow an unrecorded success, mail clients see one message.
      messageId: `<outbox-${row.id}-${Date.parse(row.createdAt)}@${from.split('@')[1] ?? 'localhost'}>`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('outbox')
      .set({
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    getMetrics().outboxFailures.inc();
    log('outbox').warn(`e-mail ${id} not sent (attempt ${row.attempts}): ${message}`);
    return 'failed';
  }
  // Sent: from here a failure to record it must not count as a failed send, or it would
  // be sent again. The claim is no longer given back at shutdown.
  heldClaims().delete(id);
  getMetrics().outboxSent.inc();
  await recordSent(db, id);
  return 'sent';
}

const RECORD_RETRY_MS = 1_000;

/**
 * Marks a sent row, trying again while the database is away (it restarts): for as long
 * as the claim's lease holds, so no other instance sends it meanwhile. Should the lease
 * run out first, the row is sent once more (at least once, never lost).
 */
async function recordSent(db: Db, id: number): Promise<void> {
  const giveUpAt = Date.now() + CLAIM_LEASE_MS - 10_000; // the claim was made just now
  for (;;) {
    try {
      await db
        .updateTable('outbox')
        .set({ sentAt: new Date().toISOString(), lastError: null })
        .where('id', '=', id)
        .execute();
      return;
    } catch (error) {
      if (Date.now() + RECORD_RETRY_MS > giveUpAt) throw error;
      log('outbox').warn(`e-mail ${id} sent but not recorded yet: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
    }
  }
}

export interface QueuedMail {
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the team's answer goes (an enquiry's visitor). */
  replyTo?: string;
  /** The enquiry it reports, if any (the inbox shows its delivery). */
  enquiryId?: number;
}

/** Queues an e-mail; pass the transaction that makes the change it reports. */
export function queueMail(db: Db, mail: QueuedMail): Promise<void> {
  return queueMails(db, [mail]);
}

/** Queues several e-mails in one statement (enquiries that share a commit). */
export async function queueMails(db: Db, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        enquiryId: mail.enquiryId ?? null,
        recipient: mail.recipient,
        subject: mail.subject,
        body: mail.text,
        html: mail.html ?? null,
        replyTo: mail.replyTo ?? '',
        attempts: 0,
        nextAttemptAt: now,
        sentAt: null,
        lastError: null,
        createdAt: now,
      })),
    )
    .execute();
}

async function tick(): Promise<void> {
  if (worker.__outboxRunning) return worker.__outboxRunning;
  worker.__outboxRunning = (async () => {
    try {
      // Drain bigger backlogs in one tick, batch by batch.
      for (let round = 0; round < 10 && !worker.__outboxHalted; round++) {
        const { sent, failed } = await processOutbox(await getDb());
        if (sent + failed < 20) break;
      }
    } catch (error) {
      log('outbox').error({ err: error }, 'run failed');
    } finally {
      worker.__outboxRunning = undefined;
    }
  })();
  return worker.__outboxRunning;
}

/** Starts the background sender of this process (once); see instrumentation.ts. */
export function startOutboxWorker(intervalMs = 10_000): void {
  if (worker.__outboxTimer) return;
  worker.__outboxHalted = false;
  worker.__outboxTimer = setInterval(() => void tick(), intervalMs);
  worker.__outboxTimer.unref();
  worker.__outboxFirstRun = setTimeout(() => void tick(), 1_000).unref();
  log('outbox').info(`sending e-mails via ${getMailTransport().description}`);
}

export function stopOutboxWorker(): void {
  clearInterval(worker.__outboxTimer);
  clearTimeout(worker.__outboxFirstRun);
  worker.__outboxTimer = undefined;
}

/**
 * At shutdown: no more runs and no new claims; answers once the run in progress (if
 * any) is over. The caller bounds the wait, then releases what is still claimed.
 */
export function haltOutbox(): Promise<void> {
  stopOutboxWorker();
  worker.__outboxHalted = true;
  return worker.__outboxRunning ?? Promise.resolve();
}

/**
 * Gives back the rows this process claimed and has not sent (a send cut short by the
 * shutdown): their next attempt is now, so another instance sends them at once rather
 * than after the lease. A row is only released while it still holds this process's lease.
 */
export async function releaseOutboxClaims(db: Db, now = new Date()): Promise<number> {
  const released = await giveBack(db, [...heldClaims().keys()], now);
  if (released > 0)
    log('outbox').info(`released ${released} claimed e-mail(s) for another instance`);
  return released;
}

/** The ids this process holds claims on (tests). */
export function heldOutboxClaims(): number[] {
  return [...heldClaims().keys()];
}

/** Unsent e-mails in the whole outbox, and how many of them failed their last attempt. */
export async function outboxBacklog(db: Db): Promise<{ unsent: number; failing: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [eb.fn.countAll().as('unsent'), eb.fn.count('lastError').as('failing')])
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { unsent: Number(row.unsent), failing: Number(row.failing) };
}

/** Sends a just-queued e-mail now rather than at the next tick, when the worker runs here. */
export function nudgeOutbox(): void {
  if (worker.__outboxTimer) setImmediate(() => void tick());
}
