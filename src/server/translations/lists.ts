import 'server-only';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { CONTENT_TYPE_DECLARATIONS } from '@/lib/content-types';
import { blogFields } from '@/lib/content-types/blog';
import { listColumnsOf, searchColumnsOf } from '@/lib/content-types/fields';
import type { ContentEntity, PublicationState, PublicationStatus } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { containsText, countRows, offsetOf, type PageOf, type PageRequest } from '../db/paging';
import type { ContentTranslationRow, Database } from '../db/schema';
import type { Db } from '../db/types';
import { PUBLICATION_COLUMNS, withPublication } from '../editorial/publication';
import { toTranslation } from './store';
import { translate } from './translated';
import type { Translated, TranslationType } from './translation-types';

// The lists of translated records (issue 29): a type's records that have a translation
// in one language, in the type's own list order, each as its list shows it with the
// translation's fields and state. The record's table is joined with content_translations
// by the translation's key (entity, record id, locale): a list page walks the record's
// live-order index and looks each translation up by its primary key; the counts and the
// sitemap's slices walk content_translations_live and look each record up by its own.

/** Which translated records a list holds. */
export interface TranslatedFilter {
  locale: TranslationLocale;
  /**
   * The public lists: only records live in that language (the record published, and
   * listed where its type requires a field, and its translation published).
   */
  live?: boolean;
  /** Staff lists: only translations of this status (all without it). */
  status?: PublicationStatus | undefined;
}

type Row = Record<string, unknown>;
/** The joined query, written against `blogs as b`; the type's declaration says which table. */
type Joined = SelectQueryBuilder<
  Database & { b: Database['blogs']; t: Database['content_translations'] },
  'b' | 't',
  object
>;

/** What a list shows of a record of each type, and the record from its row. */
const LIST_SHAPES: Record<
  ContentEntity,
  { columns: readonly string[] | 'all'; record(row: Row): PublicationState }
> = {
  blog: {
    columns: ['blog_id', ...listColumnsOf(blogFields), 'updatedAt', ...PUBLICATION_COLUMNS],
    record: (row) => withPublication(row as never),
  },
  'case-study': {
    columns: 'all',
    record: ({ id, ...rest }) => ({ _id: id, ...withPublication(rest as never) }) as never,
  },
  'location-page': { columns: 'all', record: (row) => withPublication(row as never) },
};

const TRANSLATION_COLUMNS = [
  'record_id',
  'locale',
  'slug',
  'fields',
  'status',
  'publish_at',
  'published_at',
  'published_late_from',
  'pending_changes',
  'createdAt',
  'updatedAt',
] as const;

const ref = (column: string) => sql.ref(column);

/**
 * The record's id equals the translation's record_id. Integer ids are compared both
 * ways, so either side's key serves the join (whichever table the planner walks first).
 */
function sameRecord(type: TranslationType): ReturnType<typeof sql<SqlBool>> {
  const id = ref(`b.${type.content.idColumn}`);
  if (!type.numericId) return sql<SqlBool>`${ref('t.record_id')} = ${id}`;
  return sql<SqlBool>`${ref('t.record_id')} = cast(${id} as text) and ${id} = cast(${ref('t.record_id')} as integer)`;
}

/** The records of `type` with a translation in `filter.locale`, as `filter` narrows them. */
export function translatedRecords(db: Db, type: TranslationType, filter: TranslatedFilter): Joined {
  const { table } = CONTENT_TYPE_DECLARATIONS[type.entity];
  let query = (db as unknown as Db)
    .selectFrom(`${table} as b` as 'blogs as b')
    .innerJoin('content_translations as t', (join) =>
      join.on('t.entity', '=', type.entity).on('t.locale', '=', filter.locale).on(sameRecord(type)),
    ) as unknown as Joined;
  if (filter.live) {
    query = query
      .where(sql<SqlBool>`${ref('b.status')} = 'published'`)
      .where(sql<SqlBool>`${ref('t.status')} = 'published'`);
    const required = CONTENT_TYPE_DECLARATIONS[type.entity].sitemap.listedOnlyWith;
    if (required) query = query.where(sql<SqlBool>`trim(${ref(`b.${required}`)}) <> ''`);
  } else if (filter.status) {
    query = query.where(sql<SqlBool>`${ref('t.status')} = ${filter.status}`);
  }
  return query;
}

/** The joined row split into its record (as its list shows it) and its translation, translated. */
function toTranslated(type: TranslationType, row: Row): Translated<PublicationState> {
  const base: Row = {};
  const own: Row = { entity: type.entity };
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('t__')) own[key.slice(3)] = value;
    else base[key] = value;
  }
  const record = LIST_SHAPES[type.entity].record(base);
  return translate(type, record, toTranslation(own as unknown as ContentTranslationRow));
}

function selectListed(type: TranslationType, query: Joined) {
  const { columns } = LIST_SHAPES[type.entity];
  const withRecord =
    columns === 'all'
      ? query.selectAll('b')
      : query.select(columns.map((column) => `b.${column}`) as 'b.blog_id'[]);
  return withRecord.select(
    TRANSLATION_COLUMNS.map((column) => `t.${column} as t__${column}`) as 't.slug as t__slug'[],
  );
}

/** In the type's list order (its record's), on the record's columns. */
function inRecordOrder<Q extends SelectQueryBuilder<never, never, object>>(
  type: TranslationType,
  query: Q,
): Q {
  return CONTENT_TYPE_DECLARATIONS[type.entity].listOrder.reduce(
    (ordered, { column, direction }) => ordered.orderBy(ref(`b.${column}`), direction) as Q,
    query,
  );
}

/** Every translated record of the filter (the API's list without paging), or the first `limit`. */
export async function listTranslated(
  db: Db,
  type: TranslationType,
  filter: TranslatedFilter,
  limit?: number,
): Promise<Translated<PublicationState>[]> {
  let query = inRecordOrder(
    type,
    selectListed(type, translatedRecords(db, type, filter)) as never,
  ) as Joined;
  if (limit !== undefined) query = query.limit(limit);
  const rows = (await query.execute()) as Row[];
  return rows.map((row) => toTranslated(type, row));
}

/**
 * One page of translated records and how many there are in all (a COUNT over the join:
 * translations have no kept counts). A search matches the record's searched columns
 * (its English title, slug, heading or name) and the translation's slug.
 */
export async function listTranslatedPage(
  db: Db,
  type: TranslationType,
  request: PageRequest,
  filter: TranslatedFilter,
): Promise<PageOf<Translated<PublicationState>>> {
  let records = translatedRecords(db, type, filter);
  if (request.search) {
    const columns = searchColumnsOf(CONTENT_TYPE_DECLARATIONS[type.entity].fields).map(
      (column) => `b.${column}`,
    );
    records = records.where(containsText([...columns, 't.slug'], request.search));
  }
  const ordered = inRecordOrder(type, selectListed(type, records) as never) as Joined;
  const [rows, total] = await Promise.all([
    ordered.limit(request.limit).offset(offsetOf(request)).execute() as Promise<Row[]>,
    countRows(records),
  ]);
  return { items: rows.map((row) => toTranslated(type, row)), total };
}

/** How many records are live in `locale` (the public lists' and the sitemap's count). */
export async function countLiveTranslated(
  db: Db,
  type: TranslationType,
  locale: TranslationLocale,
): Promise<number> {
  return countRows(translatedRecords(db, type, { locale, live: true }));
}
