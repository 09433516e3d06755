import 'server-only';
import { sql } from 'kysely';
import type { NotFoundEntry } from '@/lib/editorial';
import type { Db } from '../db/types';

// Addresses visitors asked for that do not exist, counted so that staff can redirect the
// ones that matter. Bounded: the table keeps the NOT_FOUND_LOG_SIZE most requested paths,
// so a crawler trying random URLs churns its bottom rows but never grows it.

export const NOT_FOUND_LOG_SIZE = 1_000;

export interface NotFoundHit {
  count: number;
  referrer: string;
  lastSeen: string;
}

/** Adds a batch of counted misses, then trims the table to its most requested paths. */
export async function recordNotFound(db: Db, hits: Map<string, NotFoundHit>): Promise<void> {
  if (hits.size === 0) return;
  const rows = [...hits].map(([path, hit]) => ({ path, ...hit }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('not_found_log')
      .values(rows.slice(start, start + 200))
      .onConflict((oc) =>
        oc.column('path').doUpdateSet({
          count: sql`${sql.ref('not_found_log.count')} + ${sql.ref('excluded.count')}`,
          lastSeen: sql.ref('excluded.lastSeen'),
          referrer: sql`case when ${sql.ref('excluded.referrer')} <> '' then ${sql.ref('excluded.referrer')} else ${sql.ref('not_found_log.referrer')} end`,
        }),
      )
      .execute();
  }
  await db
    .deleteFrom('not_found_log')
    .where(
      'path',
      'not in',
      db
        .selectFrom('not_found_log')
        .select('path')
        .orderBy('count', 'desc')
        .orderBy('lastSeen', 'desc')
        .limit(NOT_FOUND_LOG_SIZE),
    )
    .execute();
}

/** The most requested missing paths first. */
export async function listNotFound(db: Db, limit = 100): Promise<NotFoundEntry[]> {
  return db
    .selectFrom('not_found_log')
    .selectAll()
    .orderBy('count', 'desc')
    .orderBy('lastSeen', 'desc')
    .limit(limit)
    .execute();
}

/** A path that now redirects leaves the log. */
export async function forgetNotFound(db: Db, path: string): Promise<void> {
  await db.deleteFrom('not_found_log').where('path', '=', path).execute();
}
