import 'server-only';
import { isRowId } from '@/lib/ids';
import type { DeliveryState, EnquiryForm, EnquiryInput, EnquiryItem } from '@/lib/records';
export type { DeliveryState, EnquiryForm, EnquiryInput, EnquiryItem } from '@/lib/records';
import { groupCommit } from '../db/group-commit';
import { countRows } from '../db/paging';
import { queueMails } from '../mail/outbox';
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
    '',
    'Message:',
    input.message,
  ].filter((line) => line !== undefined);
  return { subject: oneLine(`New enquiry from ${input.name}`), body: lines.join('\n') };
}

interface NewEnquiry {
  input: EnquiryInput;
  recipient: string;
  requestId: string | undefined;
}

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
        fresh.map(({ input, requestId }) => ({
          ...input,
          createdAt,
          handledAt: null,
          requestId: requestId ?? null,
        })),
      )
      .returningAll()
      .execute();
    // Ids are given in the order of the rows inserted; RETURNING's own order is not promised.
    rows.sort((a, b) => a.id - b.id);
    await queueMails(
      tx,
      fresh.map(({ input, recipient }, index) => {
        const { subject, body } = composeEnquiryMail(input);
        return {
          recipient,
          subject,
          text: body,
          replyTo: oneLine(input.email),
          enquiryId: rows[index]!.id,
        };
      }),
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
): Promise<EnquiryRow> {
  return enquiryCommits.submit(db, { input, recipient, requestId });
}

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
function toItem({ sentAt, lastError, attempts, requestId, ...row }: ItemRow): EnquiryItem {
  const delivery: DeliveryState =
    sentAt !== null ? 'sent' : lastError !== null ? 'failed-retrying' : 'pending';
  return {
    ...row,
    form: row.form === 'page' ? 'page' : 'main',
    delivery,
    deliveryAttempts: Number(attempts ?? 0),
  };
}

/** Newest first, one page at a time. */
export async function listEnquiries(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: EnquiryItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    itemQuery(db)
      .orderBy('enquiries.createdAt', 'desc')
      .orderBy('enquiries.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countEnquiries(db),
  ]);
  return { items: rows.map(toItem), total };
}

/** Every enquiry, newest first (CSV export). */
export async function listAllEnquiries(db: Db): Promise<EnquiryItem[]> {
  const rows = await itemQuery(db)
    .orderBy('enquiries.createdAt', 'desc')
    .orderBy('enquiries.id', 'desc')
    .execute();
  return rows.map(toItem);
}

export async function getEnquiry(db: Db, id: number): Promise<EnquiryItem | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await itemQuery(db).where('enquiries.id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

/** Marks an enquiry handled (now) or not; undefined when there is no such enquiry. */
export async function setEnquiryHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<EnquiryItem | undefined> {
  if (!isRowId(id)) return undefined;
  const current = await getEnquiry(db, id);
  if (!current) return undefined;
  if (handled !== (current.handledAt !== null)) {
    await db
      .updateTable('enquiries')
      .set({ handledAt: handled ? nowIso() : null })
      .where('id', '=', id)
      .execute();
  }
  return getEnquiry(db, id);
}

/** How many enquiries there are: used by tests and the admin badge. */
export function countEnquiries(db: Db): Promise<number> {
  return countRows(db.selectFrom('enquiries'));
}
