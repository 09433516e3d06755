import 'server-only';
import { sql } from 'kysely';
import { allServiceLinks } from '@/content/navigation';
import type { Redirect, RedirectCode } from '@/lib/editorial';
import { isRowId } from '@/lib/ids';
import type { RedirectInput } from '@/lib/schemas/editorial';
import { RESERVED_LOCATION_SLUGS } from '@/lib/schemas/location-page';
import type { PageOf, PageRequest } from '../db/paging';
import { containsText, countRows, offsetOf } from '../db/paging';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { writeUnique } from '../db/unique-violation';
import { invalid, notFound } from '../errors';
import type { ContentType } from './content-types';
import { livePublished } from './publication';
import { localeOfPath } from '@/lib/locale';
import { englishPathOf } from '@/lib/locale-routes';
import { isLiveTranslatedPath } from '../translations/paths';

// Redirects keep old addresses working: a published record whose URL changes leaves a
// 308 from the old URL to the new; a deleted one leaves 410 Gone. Staff add their own
// (301, 308 or 410). Chains collapse: with A→B, a move B→C leaves A→C and B→C, so a
// visitor is never sent twice. They are answered before Next from a table kept in
// memory (src/http/redirect-hook.ts, ./redirect-table.ts), not by a query per request.

const NOT_FOUND = 'Redirect not found.';

/** The site's own pages that no redirect may shadow. */
const STATIC_PAGES = new Set([
  '/',
  '/insights',
  '/case-studies',
  '/company',
  '/contact',
  '/privacy-policy',
  '/refund-policy',
  ...allServiceLinks.map((link) => link.href),
]);

/** Whether a visitor gets a page at this path now (so a redirect from it is refused). */
export async function isLivePath(db: Db, path: string): Promise<boolean> {
  if (STATIC_PAGES.has(path)) return true;
  // The Arabic edition (issue 29): every static page under /ar, and live translations.
  if (localeOfPath(path) !== 'en') {
    return STATIC_PAGES.has(englishPathOf(path)) || isLiveTranslatedPath(db, path);
  }
  const [first, second, ...rest] = path.slice(1).split('/');
  if (rest.length > 0 || !first) return false;
  if (RESERVED_LOCATION_SLUGS.has(first) && !second) return true;
  if (first === 'blogs' && second) {
    const row = await db
      .selectFrom('blogs')
      .select('blog_id')
      .where('slug_url', '=', second.toLowerCase())
      .where(livePublished)
      .executeTakeFirst();
    return row !== undefined;
  }
  if (first === 'casestudy' && second) {
    const row = await db
      .selectFrom('case_studies')
      .select('id')
      .where('id', '=', second)
      .where(livePublished)
      .executeTakeFirst();
    return row !== undefined;
  }
  if (second) return false;
  const row = await db
    .selectFrom('location_pages')
    .select('location_id')
    .where('slug_url', '=', first.toLowerCase())
    .where(livePublished)
    .executeTakeFirst();
  return row !== undefined;
}

const toRedirect = (row: {
  id: number;
  source: string;
  target: string;
  code: number;
  hits: number;
  createdAt: string;
  updatedAt: string;
}): Redirect => ({ ...row, code: row.code as RedirectCode });

export async function listRedirectPage(db: Db, request: PageRequest): Promise<PageOf<Redirect>> {
  let query = db.selectFrom('redirects');
  if (request.search) query = query.where(containsText(['source', 'target'], request.search));
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(request.limit)
      .offset(offsetOf(request))
      .execute(),
    countRows(query),
  ]);
  return { items: rows.map(toRedirect), total };
}

export async function getRedirect(db: Db, id: number): Promise<Redirect | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRedirect(row);
}

/**
 * Where a redirect chain starting at `path` ends (undefined when nothing redirects it),
 * leaving out the redirect being edited (its old row is still in the table).
 */
async function finalTarget(
  db: Db,
  path: string,
  editing?: number,
  limit = 20,
): Promise<string | undefined> {
  let current = path;
  let answer: string | undefined;
  for (let hop = 0; hop < limit; hop++) {
    const next = await db
      .selectFrom('redirects')
      .select(['target', 'code'])
      .where('source', '=', current)
      .$if(editing !== undefined, (q) => q.where('id', '<>', editing!))
      .executeTakeFirst();
    if (!next || next.code === 410) return answer;
    answer = current = next.target;
  }
  return answer;
}

/** Refuses a redirect from a live page, or one that would lead back to its source. */
async function assertValid(db: Db, input: RedirectInput, id?: number): Promise<RedirectInput> {
  if (await isLivePath(db, input.source))
    throw invalid(`${input.source} is a live page of the site; a redirect would hide it.`);
  if (input.code === 410) return input;
  const end = (await finalTarget(db, input.target, id)) ?? input.target;
  if (end === input.source) throw invalid('This redirect would make a loop.');
  const cycle = await db
    .selectFrom('redirects')
    .select('id')
    .where('source', '=', end)
    .where('target', '=', input.source)
    .$if(id !== undefined, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (cycle) throw invalid('This redirect would make a loop.');
  // Point straight at the end of the chain, so a visitor is sent once.
  return { ...input, target: end };
}

/** Redirects that pointed at `from` now point at `to` (chains collapse). */
async function retarget(db: Db, from: string, to: string): Promise<void> {
  await db
    .updateTable('redirects')
    .set({ target: to, updatedAt: nowIso() })
    .where('target', '=', from)
    .where('source', '<>', to)
    .execute();
}

const sourceTaken = (source: string) => `A redirect from ${source} already exists.`;

export async function createRedirect(db: Db, input: RedirectInput): Promise<Redirect> {
  return writeUnique(
    () =>
      inTransaction(db, async (tx) => {
        const valid = await assertValid(tx, input);
        const now = nowIso();
        const row = await tx
          .insertInto('redirects')
          .values({ ...valid, createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (valid.code !== 410) await retarget(tx, valid.source, valid.target);
        return toRedirect(row);
      }),
    sourceTaken(input.source),
  );
}

export async function updateRedirect(db: Db, id: number, input: RedirectInput): Promise<Redirect> {
  if (!isRowId(id)) throw notFound(NOT_FOUND);
  return writeUnique(
    () =>
      inTransaction(db, async (tx) => {
        const existing = await getRedirect(tx, id);
        if (!existing) throw notFound(NOT_FOUND);
        const valid = await assertValid(tx, input, id);
        const row = await tx
          .updateTable('redirects')
          .set({ ...valid, updatedAt: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (valid.code !== 410) await retarget(tx, valid.source, valid.target);
        return toRedirect(row);
      }),
    sourceTaken(input.source),
  );
}

export async function deleteRedirect(db: Db, id: number): Promise<void> {
  if (!isRowId(id)) throw notFound(NOT_FOUND);
  const result = await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NOT_FOUND);
}

/**
 * After a save: a published record that moved leaves a 308 from its old URL, and its
 * URL, live now, is no redirect's source. Runs in the save's transaction.
 */
export async function keepRedirectsForMove(
  db: Db,
  type: Pick<ContentType, 'path'>,
  before: Parameters<ContentType['path']>[0] | undefined,
  after: Parameters<ContentType['path']>[0],
): Promise<void> {
  const livePath = (record: typeof after | undefined) =>
    record?.status === 'published' ? type.path(record) : undefined;
  await keepRedirectsForPaths(db, livePath(before), livePath(after));
}

/**
 * The same by paths (a translation's, issue 29): `from` where it was live before the
 * save, `to` where it is live after it (undefined: not live).
 */
export async function keepRedirectsForPaths(
  db: Db,
  from: string | undefined,
  to: string | undefined,
): Promise<void> {
  if (to === undefined) return;
  // Its URL is live now: no redirect (nor a 410 of an earlier record) may hide it.
  await db.deleteFrom('redirects').where('source', '=', to).execute();
  if (from === undefined || from === to) return;
  const now = nowIso();
  await db
    .insertInto('redirects')
    .values({ source: from, target: to, code: 308, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('source').doUpdateSet({ target: to, code: 308, updatedAt: now }))
    .execute();
  await retarget(db, from, to);
}

/** A deleted record's URL answers 410 Gone, unless a redirect is already set for it. */
export async function markGone(db: Db, path: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('redirects')
    .values({ source: path, target: '', code: 410, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

/** Adds counted hits (batched by the in-memory table). */
export async function addRedirectHits(db: Db, hits: Map<number, number>): Promise<void> {
  for (const [id, count] of hits) {
    await db
      .updateTable('redirects')
      .set({ hits: sql`${sql.ref('hits')} + ${count}` })
      .where('id', '=', id)
      .execute();
  }
}

/** What the in-memory table needs: source → answer. */
export async function loadRedirectRows(db: Db) {
  return db.selectFrom('redirects').select(['id', 'source', 'target', 'code']).execute();
}

/** Changes whenever the table does: its row count and newest update. */
export async function redirectTableVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('redirects')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('rows'),
      eb.fn.max('updatedAt').as('newest'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.rows}|${row.newest ?? ''}`;
}
