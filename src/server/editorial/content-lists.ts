import 'server-only';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { searchColumnsOf, type FieldDeclarations } from '@/lib/content-types/fields';
import type { PublicationStatus } from '@/lib/editorial';
import { countOfStatus } from '../db/content-counts';
import {
  containsText,
  countRows,
  inListOrder,
  offsetOf,
  type PageOf,
  type PageRequest,
} from '../db/paging';
import type { ContentCountTable } from '../db/schema';
import type { Db } from '../db/types';
import { livePublished } from './publication';

// How the content types' lists read their tables: the records of a status, in the
// order the type declares, a page at a time with the total the admin's pager shows.
// Each domain module says only what its list selects and what it answers.

/** Which records a list holds: those of one status (public lists: published), or all. */
export interface StatusFilter {
  status?: PublicationStatus | undefined;
}

/** What a type's declaration says of its lists (src/lib/content-types). */
export interface ListDeclaration {
  table: ContentCountTable['entity'];
  listOrder: readonly { column: string; direction: 'asc' | 'desc' }[];
  /** Those declared `search` are what the search box matches. */
  fields: FieldDeclarations;
}

/** The records of `status` (published: those live), or all of them. */
export function ofStatus<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  status: PublicationStatus | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (status === 'published') return query.where(livePublished);
  return status ? query.where(sql<SqlBool>`${sql.ref('status')} = ${status}`) : query;
}

export interface PageQuery<DB, TB extends keyof DB, O> {
  /** The records of the list, of its status (`ofStatus`) and whatever else narrows it. */
  records: SelectQueryBuilder<DB, TB, object>;
  /** What the list shows of each record. */
  select: (records: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>;
  status: PublicationStatus | undefined;
  /** A condition beyond status and search narrows the list (its total is then counted). */
  narrowed?: boolean;
}

/**
 * One page of a list in the declared order, optionally only the records whose fields
 * declared `search` contain the request's text, and how many there are in all: the count the
 * triggers keep of each status, unless a search or another condition narrows the list.
 */
export async function readPage<DB, TB extends keyof DB, O>(
  db: Db,
  declaration: ListDeclaration,
  request: PageRequest,
  { records, select, status, narrowed = false }: PageQuery<DB, TB, O>,
): Promise<PageOf<O>> {
  const query = request.search
    ? records.where(containsText(searchColumnsOf(declaration.fields), request.search))
    : records;
  const [items, total] = await Promise.all([
    inListOrder(select(query), declaration.listOrder)
      .limit(request.limit)
      .offset(offsetOf(request))
      .execute(),
    request.search || narrowed ? countRows(query) : countOfStatus(db, declaration.table, status),
  ]);
  return { items, total };
}
