import 'server-only';
import { isRowId } from '@/lib/ids';
import {
  ATTRIBUTION_FIELDS,
  LOCALE_LABELS,
  sourceOf,
  type Attribution,
  type DeviceClass,
  type EnquiryStatus,
  type SpamReason,
} from '@/lib/enquiries';
import { isLocale } from '@/lib/locale';
import type { DeliveryState, EnquiryForm, EnquiryInput, EnquiryItem } from '@/lib/records';
export type { DeliveryState, EnquiryForm, EnquiryInput, EnquiryItem } from '@/lib/records';
import { groupCommit } from '../db/group-commit';
import { forgetEnquiryStats } from './stats';
import { countRows } from '../db/paging';
import { queueMails } from '../mail/outbox';
import { queueWebhookEvents } from '../webhooks/events';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { EnquiryRow } from '../db/schema';

const FORM_LABELS: Record<EnquiryForm, string> = {
  main: 'site contact form',
  page: 'contact page form',
};

/** Header values must stay on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function composeEnquiryMail(input: EnquiryInput): { subject: string; body: string } {
  const lines = [
    `A new enquiry arrived through the ${FORM_LABELS[input.form]}.`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email}`,
    input.phoneNum && input.phoneNum !== 'none' ? `Phone: ${input.phoneNum}` : undefined,
    input.businessName ? `Business: ${input.businessName}` : undefined,
    input.role ? `Role: ${input.role}` : undefined,
    input.formType ? `Form: ${input.formType}` : undefined,
    `Language: ${LOCALE_LABELS[input.locale]}`,
    '',
    'Message:',
    input.message,
  ].filter((line) => line !== undefined);
  return { subject: oneLine(`New enquiry from ${input.name}`), body: lines.join('\n') };
}

/** What the server knows of an enquiry beyond the form's fields. */
export interface EnquiryContext {
  attribution: Attribution;
  device: DeviceClass | '';
  language: string;
  /** Filed as Spam: stored, never e-mailed, until staff say "Not spam". */
  spamReason: SpamReason;
}

export const NO_CONTEXT: EnquiryContext = {
  attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])) as Attribution,
  device: '',
  language: '',
  spamReason: '',
};

interface NewEnquiry {
  input: EnquiryInput;
  context: EnquiryContext;
  recipient: string;
  requestId: string | undefined;
}

/** The enquiry's e-mail to the team, queued in the caller's transaction. */
export const enquiryMail = (input: EnquiryInput, recipient: string, enquiryId: number) => {
  const { subject, body } = composeEnquiryMail(input);
  return { recipient, subject, text: body, replyTo: oneLine(input.email), enquiryId };
};

/**
 * Enquiries and their e-mails, written in the caller's transaction in a fixed number of
 * statements however many there are: under load each statement waits for a turn of a
 * busy event loop, so a batch written row by row would hold the write lock for as many
 * turns as it has rows.
 */
async function insertEnquiries(tx: Db, batch: readonly NewEnquiry[]): Promise<EnquiryRow[]> {
  // The same request tried again (on another instance, after the first died before
  // answering): it was stored, with its e-mail, the first time.
  const requestIds = [...new Set(batch.map((item) => item.requestId).filter(Boolean))];
  const stored = new Map<string, EnquiryRow>();
  if (requestIds.length > 0) {
    const earlier = await tx
      .selectFrom('enquiries')
      .selectAll()
      .where('requestId', 'in', requestIds as string[])
      .execute();
    for (const row of earlier) stored.set(row.requestId!, row);
  }
  // Each new request once, even when it came twice in this batch.
  const fresh = batch.filter(
    (item, index) =>
      !item.requestId ||
      (!stored.has(item.requestId) &&
        batch.findIndex((other) => other.requestId === item.requestId) === index),
  );
  if (fresh.length > 0) {
    const createdAt = nowIso();
    const rows = await tx
      .insertInto('enquiries')
      .values(
        fresh.map(({ input, context, requestId }) => ({
          ...input,
          ...context.attribution,
          device: context.device,
          language: context.language,
          source: sourceOf(context.attribution),
          spamReason: context.spamReason,
          status: context.spamReason ? 'spam' : 'new',
          createdAt,
          handledAt: null,
          requestId: requestId ?? null,
        })),
      )
      .returningAll()
      .execute();
    // Ids are given in the order of the rows inserted; RETURNING's own order is not promised.
    rows.sort((a, b) => a.id - b.id);
    // Spam is kept for review, never e-mailed nor sent to webhooks (until staff say "Not spam").
    const kept = fresh.flatMap((item, index) => (item.context.spamReason ? [] : [index]));
    await queueMails(
      tx,
      kept.map((index) =>
        enquiryMail(fresh[index]!.input, fresh[index]!.recipient, rows[index]!.id),
      ),
    );
    // As GET /api/enquiries/{id} answers it now: its e-mail is queued, not yet sent.
    await queueWebhookEvents(
      tx,
      kept.map((index) => ({
        type: 'enquiry.created',
        enquiry: toItem(queuedMailOf(rows[index]!)),
      })),
    );
    fresh.forEach((item, index) => {
      if (item.requestId) stored.set(item.requestId, rows[index]!);
    });
    return batch.map((item) =>
      item.requestId ? stored.get(item.requestId)! : rows[fresh.indexOf(item)]!,
    );
  }
  return batch.map((item) => stored.get(item.requestId!)!);
}

/** Enquiries sent at the same moment share one commit (src/server/db/group-commit.ts). */
export const enquiryCommits = groupCommit(insertEnquiries);

/**
 * Stores the enquiry and queues its e-mail to `recipient` in one transaction, shared
 * with the enquiries that arrive meanwhile; resolves once that transaction is committed.
 */
export function createEnquiry(
  db: Db,
  input: EnquiryInput,
  recipient: string,
  requestId?: string,
  context: EnquiryContext = NO_CONTEXT,
): Promise<EnquiryRow> {
  return enquiryCommits.submit(db, { input, context, recipient, requestId }).then((row) => {
    forgetEnquiryStats();
    return row;
  });
}

/** An enquiry just stored, with the state of its e-mail queued in the same transaction. */
const queuedMailOf = (row: EnquiryRow): ItemRow => ({
  ...row,
  sentAt: null,
  lastError: null,
  attempts: 0,
});

function itemQuery(db: Db) {
  return db
    .selectFrom('enquiries')
    .leftJoin('outbox', 'outbox.enquiryId', 'enquiries.id')
    .selectAll('enquiries')
    .select(['outbox.sentAt', 'outbox.lastError', 'outbox.attempts']);
}

type ItemRow = EnquiryRow & {
  sentAt: string | null;
  lastError: string | null;
  attempts: number | null;
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- requestId is never shown
export function toItem({ sentAt, lastError, attempts, requestId, ...row }: ItemRow): EnquiryItem {
  const delivery: DeliveryState =
    sentAt !== null ? 'sent' : lastError !== null ? 'failed-retrying' : 'pending';
  return {
    ...row,
    form: row.form === 'page' ? 'page' : 'main',
    locale: isLocale(row.locale) ? row.locale : 'en',
    status: row.status as EnquiryStatus,
    assignee: row.assignee === null ? null : Number(row.assignee),
    device: row.device as DeviceClass | '',
    spamReason: row.spamReason as SpamReason,
    delivery,
    deliveryAttempts: Number(attempts ?? 0),
  };
}

export async function getEnquiry(db: Db, id: number): Promise<EnquiryItem | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await itemQuery(db).where('enquiries.id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** The inbox's rows with their e-mail's state (./inbox.ts filters and pages them). */
export { itemQuery };

/** How many enquiries there are: used by tests and the admin badge. */
export function countEnquiries(db: Db): Promise<number> {
  return countRows(db.selectFrom('enquiries'));
}
