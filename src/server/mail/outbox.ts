import 'server-only';
import { getEnv } from '@/env';
import type { OutboxRow } from '../db/schema';
import type { Db } from '../db/types';
import { log } from '../log';
import { getMetrics } from '../metrics';
import { doublingBackoff, LeasedQueue, type AttemptOutcome } from '../queue/leased-queue';
import { getMailTransport, type MailTransport } from './transport';

// The outbox: a row per e-mail, written in the same transaction as the enquiry, sent
// by this worker until it goes. Several instances may run it against one database: the
// claims, leases, give-backs at shutdown and the worker itself are the leased queue's
// (../queue/leased-queue.ts). Each e-mail is marked sent on its own, right after the
// relay took it, so a killed worker leaves at most one to send twice.

// Longer than the SMTP transport's time-outs allow a send to take (transport.ts), short
// enough that an e-mail claimed by a killed instance still goes within minutes.
export const CLAIM_LEASE_MS = 2 * 60_000;

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export const retryDelayMs = doublingBackoff(30_000, 60 * 60_000);

const outbox = new LeasedQueue<OutboxRow>(
  {
    name: 'outbox',
    table: 'outbox',
    doneColumn: 'sentAt',
    leaseMs: CLAIM_LEASE_MS,
    // Longer than the SMTP transport's time-outs together (15 + 10 + 30 s, transport.ts).
    longestAttemptMs: 60_000,
    batchSize: 20,
  },
  (db) => processOutbox(db).then(({ sent, failed }) => ({ done: sent, failed })),
);

export interface OutboxRunOptions {
  transport?: MailTransport;
  now?: Date;
  batchSize?: number;
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
}

/** Sends every e-mail that is due; safe to call from several processes at once. */
export async function processOutbox(
  db: Db,
  options: OutboxRunOptions = {},
): Promise<OutboxRunResult> {
  const { now = new Date(), batchSize } = options;
  const transport = options.transport ?? getMailTransport();
  const from = getEnv().MAIL_FROM;
  const { done, failed } = await outbox.process(
    db,
    (row) => sendClaimed(db, row, now, transport, from),
    { now, batchSize },
  );
  return { sent: done, failed };
}

/** Sends one claimed row and records the outcome. */
async function sendClaimed(
  db: Db,
  row: OutboxRow,
  now: Date,
  transport: MailTransport,
  from: string,
): Promise<AttemptOutcome> {
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
  getMetrics().outboxSent.inc();
  await outbox.recordDone(
    id,
    () =>
      db
        .updateTable('outbox')
        .set({ sentAt: new Date().toISOString(), lastError: null })
        .where('id', '=', id)
        .execute(),
    `e-mail ${id}`,
  );
  return 'done';
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

/** Starts the background sender of this process (once); see instrumentation.ts. */
export function startOutboxWorker(intervalMs = 10_000): void {
  if (outbox.start(intervalMs)) {
    log('outbox').info(`sending e-mails via ${getMailTransport().description}`);
  }
}

export const stopOutboxWorker = (): void => outbox.stop();

/**
 * At shutdown: no more runs and no new claims; answers once the run in progress (if
 * any) is over. The caller bounds the wait, then releases what is still claimed.
 */
export const haltOutbox = (): Promise<void> => outbox.halt();

/**
 * Gives back the rows this process claimed and has not sent (a send cut short by the
 * shutdown): their next attempt is now, so another instance sends them at once rather
 * than after the lease. A row is only released while it still holds this process's lease.
 */
export async function releaseOutboxClaims(db: Db, now = new Date()): Promise<number> {
  const released = await outbox.releaseClaims(db, now);
  if (released > 0)
    log('outbox').info(`released ${released} claimed e-mail(s) for another instance`);
  return released;
}

/** The ids this process holds claims on (tests). */
export const heldOutboxClaims = (): number[] => outbox.heldClaims();

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
export const nudgeOutbox = (): void => outbox.nudge();
