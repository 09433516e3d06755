import 'server-only';
import { getEnv } from '@/env';
import type { EnquiryStatus } from '@/lib/enquiries';
import type { Locale } from '@/lib/locale';
import type { EnquiryItem, EnquiryNote } from '@/lib/records';
import { countRows } from '../db/paging';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { invalid, notFound } from '../errors';
import { queueMails } from '../mail/outbox';
import { findUserRow } from '../users/users';
import { enquiryChangeEvents, queueWebhookEvents } from '../webhooks/events';
import { enquiryMail, itemQuery, toItem } from './enquiries';
import { forgetEnquiryStats } from './stats';

// The inbox (issue 27): enquiries filtered and paged, their status in the pipeline
// (New, Contacted, Won, Lost, Spam), who works on each, and internal notes. Spam is a
// view of its own; releasing an enquiry from it ("Not spam") sends the e-mail it never got.

const NOT_FOUND = 'Enquiry not found.';

export interface EnquiryFilter {
  /** Without a status: every enquiry but Spam. */
  status?: EnquiryStatus | undefined;
  form?: 'main' | 'page' | undefined;
  /** The language of the form it was sent with. */
  locale?: Locale | undefined;
  source?: string | undefined;
  /** A staff member's id, or null for enquiries assigned to nobody. */
  assignee?: number | null | undefined;
  /** Instants: [from, to). */
  from?: string | undefined;
  to?: string | undefined;
}

function filtered(db: Db, filter: EnquiryFilter) {
  let query = itemQuery(db);
  query = filter.status
    ? query.where('enquiries.status', '=', filter.status)
    : query.where('enquiries.status', '!=', 'spam');
  if (filter.form) query = query.where('enquiries.form', '=', filter.form);
  if (filter.locale) query = query.where('enquiries.locale', '=', filter.locale);
  if (filter.source) query = query.where('enquiries.source', '=', filter.source);
  if (filter.assignee === null) query = query.where('enquiries.assignee', 'is', null);
  else if (filter.assignee !== undefined)
    query = query.where('enquiries.assignee', '=', filter.assignee);
  if (filter.from) query = query.where('enquiries.createdAt', '>=', filter.from);
  if (filter.to) query = query.where('enquiries.createdAt', '<', filter.to);
  return query.orderBy('enquiries.createdAt', 'desc').orderBy('enquiries.id', 'desc');
}

/** Newest first, one page at a time, with the total that matches. */
export async function listEnquiries(
  db: Db,
  filter: EnquiryFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ items: EnquiryItem[]; total: number }> {
  const query = filtered(db, filter);
  const [rows, total] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countRows(query.clearSelect().clearOrderBy()),
  ]);
  return { items: rows.map(toItem), total };
}

/** Every enquiry that matches, newest first (the CSV export), read in pages. */
export async function* allEnquiries(db: Db, filter: EnquiryFilter): AsyncGenerator<EnquiryItem[]> {
  const pageSize = 500;
  for (let page = 1; ; page += 1) {
    const rows = await filtered(db, filter)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    if (rows.length > 0) yield rows.map(toItem);
    if (rows.length < pageSize) return;
  }
}

async function readItem(db: Db, id: number): Promise<EnquiryItem> {
  const row = await itemQuery(db).where('enquiries.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return toItem(row);
}

export interface EnquiryChange {
  status?: EnquiryStatus | undefined;
  assignee?: number | null | undefined;
}

/**
 * Moves an enquiry in the pipeline and/or assigns it. Out of Spam ("Not spam"), it gets
 * the e-mail it was never sent, in the same transaction, and webhooks get it as created;
 * any other status change is an enquiry.status_changed. Answers it before and after.
 */
export async function updateEnquiry(
  db: Db,
  id: number,
  change: EnquiryChange,
): Promise<{ before: EnquiryItem; after: EnquiryItem; released: boolean }> {
  const changed = await moveEnquiry(db, id, change);
  if (changed.before.status !== changed.after.status) forgetEnquiryStats();
  return changed;
}

async function moveEnquiry(
  db: Db,
  id: number,
  change: EnquiryChange,
): Promise<{ before: EnquiryItem; after: EnquiryItem; released: boolean }> {
  if (change.assignee) {
    const user = await findUserRow(db, change.assignee);
    if (!user || !user.active) throw invalid('assignee must be an active staff member.');
  }
  return inTransaction(db, async (tx) => {
    const before = await readItem(tx, id);
    const status = change.status ?? before.status;
    const now = nowIso();
    await tx
      .updateTable('enquiries')
      .set({
        ...(status !== before.status && { status, statusChangedAt: now }),
        // handledAt keeps meaning "someone acted on it", for PATCH {handled}'s clients.
        ...(status !== 'new' &&
          status !== 'spam' &&
          before.handledAt === null && { handledAt: now }),
        ...((status === 'new' || status === 'spam') && { handledAt: null }),
        ...(change.assignee !== undefined && { assignee: change.assignee }),
      })
      .where('id', '=', id)
      .execute();
    const released = before.status === 'spam' && status !== 'spam';
    // Released for the first time: it was never e-mailed nor sent to webhooks.
    const firstRelease =
      released &&
      !(await tx.selectFrom('outbox').select('id').where('enquiryId', '=', id).executeTakeFirst());
    if (firstRelease) await queueMails(tx, [enquiryMail(before, getEnv().CONTACT_TO, id)]);
    const after = await readItem(tx, id);
    await queueWebhookEvents(tx, enquiryChangeEvents(before, after, firstRelease));
    return { before, after, released };
  });
}

/** PATCH {handled} of the inbox before the pipeline: handled is Contacted, unhandled is New. */
export async function setEnquiryHandled(db: Db, id: number, handled: boolean) {
  const current = await readItem(db, id);
  const isHandled = current.status !== 'new' && current.status !== 'spam';
  if (handled === isHandled) return { before: current, after: current, released: false };
  return updateEnquiry(db, id, { status: handled ? 'contacted' : 'new' });
}

export async function listNotes(db: Db, enquiryId: number): Promise<EnquiryNote[]> {
  const rows = await db
    .selectFrom('enquiry_notes')
    .select(['id', 'authorId', 'authorName', 'text', 'createdAt'])
    .where('enquiryId', '=', enquiryId)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    ...row,
    authorId: row.authorId === null ? null : Number(row.authorId),
  }));
}

export async function addNote(
  db: Db,
  enquiryId: number,
  author: { id: number; name: string },
  text: string,
): Promise<EnquiryNote> {
  await readItem(db, enquiryId);
  const row = await db
    .insertInto('enquiry_notes')
    .values({ enquiryId, authorId: author.id, authorName: author.name, text, createdAt: nowIso() })
    .returning(['id', 'authorId', 'authorName', 'text', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { ...row, authorId: row.authorId === null ? null : Number(row.authorId) };
}

export const countSpam = (db: Db) =>
  countRows(db.selectFrom('enquiries').where('status', '=', 'spam'));

/** Who an enquiry can be assigned to: active staff by name (a name, else the e-mail). */
export async function listAssignees(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name || row.email }));
}
