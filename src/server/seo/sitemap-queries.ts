import 'server-only';
import { sql, type SqlBool } from 'kysely';
import { countOfStatus } from '../db/content-counts';
import { countRows } from '../db/paging';
import type { Db } from '../db/types';
import { livePublished } from '../editorial/publication';
import { countLiveTranslated } from '../translations/lists';
import { TRANSLATION_TYPES } from '../translations/translation-types';
import { blogType } from '@/lib/content-types/blog';
import { caseStudyType } from '@/lib/content-types/case-study';
import { contentTypeList } from '@/lib/content-types';
import type { ContentEntity } from '@/lib/editorial';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/locale';

// The sitemap's reads. Each answers from an index (tests/data/indexes.test.ts) and
// reads at most one file's worth of rows: counts are the kept status counts or COUNT
// queries, the newest update is the first row of an index, and a file's URLs are one
// limit/offset slice of a list in a fixed order (the order its public list uses).
//
// Translations (issue 29): a record's translation into a language has a URL while the
// record and the translation are both published. A record's slice says, per record, where
// its translations are live (by the translation's primary key); a language's slice walks
// that language's published translations (content_translations_live) and reads each
// record by its own key.

/** A content type's declaration, as far as the sitemap reads it. */
type SitemapType = (typeof contentTypeList)[number];

/** How many published records of each content type have a URL in the sitemap. */
export type SitemapTotals = Record<ContentEntity, number>;

/** How many records of each type are live in each translation's language. */
export type TranslatedTotals = Record<TranslationLocale, SitemapTotals>;

export interface NewestUpdates {
  /** updatedAt of the most recently updated published case study, if any. */
  caseStudy: string | undefined;
  /** updatedAt of the most recently updated blog, if any. */
  blog: string | undefined;
  /** The same of each language's published translations. */
  translations?: Partial<
    Record<TranslationLocale, { caseStudy: string | undefined; blog: string | undefined }>
  >;
}

export interface Slice {
  offset: number;
  limit: number;
}

/** A record's URL in the sitemap: its public path and when it last changed. */
export interface RecordUrl {
  path: string;
  updatedAt: string;
  /** Where its translations are live, by language (none: it has no counterpart). */
  translations: Partial<Record<TranslationLocale, string>>;
}

/** A translation's URL: its path, its record's (English) path, and when either last changed. */
export interface TranslationUrl {
  path: string;
  englishPath: string;
  updatedAt: string;
}

// The queries below name a type's table from its declaration; Kysely checks a query's
// columns against one table, so each is written against `blogs` and the declaration says
// which columns exist (tests/data/content-columns.test.ts holds them to the tables).
const tableOf = (type: SitemapType) => type.table as 'blogs';

/**
 * Its published records that have a page: live ones and, where the type says so, only
 * those whose `listedOnlyWith` column is not blank, written exactly as the partial
 * indexes of migration 004 write it (trim(heroHeading) <> '').
 */
function publishedOf(db: Db, type: SitemapType) {
  const query = db.selectFrom(tableOf(type)).where(livePublished);
  const required = type.sitemap.listedOnlyWith;
  return required ? query.where(sql<SqlBool>`trim(${sql.ref(required)}) <> ''`) : query;
}

/**
 * How many records of each kind have a URL in the sitemap: the kept status counts
 * (migration 008), or a COUNT where a column decides as well, which those counts do not
 * know.
 */
export async function countSitemapRecords(db: Db): Promise<SitemapTotals> {
  const counts = await Promise.all(
    contentTypeList.map((type) =>
      type.sitemap.listedOnlyWith
        ? countRows(publishedOf(db, type))
        : countOfStatus(db, type.table, 'published'),
    ),
  );
  return Object.fromEntries(
    contentTypeList.map((type, index) => [type.entity, counts[index]!]),
  ) as SitemapTotals;
}

/** How many records of each kind are live in each translation's language (a COUNT each). */
export async function countSitemapTranslations(db: Db): Promise<TranslatedTotals> {
  const totals = {} as TranslatedTotals;
  for (const locale of TRANSLATION_LOCALES) {
    const counts = await Promise.all(
      contentTypeList.map((type) =>
        countLiveTranslated(db, TRANSLATION_TYPES[type.entity], locale),
      ),
    );
    totals[locale] = Object.fromEntries(
      contentTypeList.map((type, index) => [type.entity, counts[index]!]),
    ) as SitemapTotals;
  }
  return totals;
}

const newestUpdateOf = async (db: Db, type: SitemapType) =>
  (
    await publishedOf(db, type)
      .select('updatedAt')
      .orderBy('updatedAt', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.updatedAt;

/** The newest update of a type's published translations in a language (content_translations_live_updated). */
const newestTranslationOf = async (db: Db, type: SitemapType, locale: TranslationLocale) =>
  (
    await db
      .selectFrom('content_translations')
      .select('updatedAt')
      .where('entity', '=', type.entity)
      .where('locale', '=', locale)
      .where('status', '=', 'published')
      .orderBy('updatedAt', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.updatedAt;

/** The newest updates that date the static pages listing case studies or blogs. */
export async function newestUpdates(db: Db): Promise<NewestUpdates> {
  const [caseStudy, blog] = await Promise.all([
    newestUpdateOf(db, caseStudyType),
    newestUpdateOf(db, blogType),
  ]);
  const translations: NonNullable<NewestUpdates['translations']> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const [translatedStudy, translatedBlog] = await Promise.all([
      newestTranslationOf(db, caseStudyType, locale),
      newestTranslationOf(db, blogType, locale),
    ]);
    translations[locale] = { caseStudy: translatedStudy, blog: translatedBlog };
  }
  return { caseStudy, blog, translations };
}

const ref = (column: string) => sql.ref(column);

/** The record's id (as `b`) is the translation's (as `t`) record_id; either side's key serves. */
function sameRecord(type: SitemapType) {
  const id = ref(`b.${TRANSLATION_TYPES[type.entity].content.idColumn}`);
  return TRANSLATION_TYPES[type.entity].numericId
    ? sql<SqlBool>`${ref('t.record_id')} = cast(${id} as text) and ${id} = cast(${ref('t.record_id')} as integer)`
    : sql<SqlBool>`${ref('t.record_id')} = ${id}`;
}

/** The type's records live in the sitemap, as `b` (the conditions of publishedOf, qualified). */
function livePublishedAs(type: SitemapType) {
  const required = type.sitemap.listedOnlyWith;
  return sql<SqlBool>`${ref('b.status')} = 'published'${
    required ? sql` and trim(${ref(`b.${required}`)}) <> ''` : sql``
  }`;
}

const translationIdOf = (type: SitemapType) => TRANSLATION_TYPES[type.entity].content.idColumn;

/**
 * One slice of a type's published records, in its list order (the order of its public
 * list), each with where its translations are live (looked up by their primary key).
 */
export async function listRecordUrls(
  db: Db,
  type: SitemapType,
  { offset, limit }: Slice,
): Promise<RecordUrl[]> {
  const idColumn = translationIdOf(type);
  const pathColumns = [...new Set([...type.sitemap.pathColumns, idColumn])];
  let query = db
    .selectFrom(`${type.table} as b` as 'blogs as b')
    .where(livePublishedAs(type))
    .select([...pathColumns.map((column) => `b.${column}`), 'b.updatedAt'] as 'b.title'[]);
  for (const { column, direction } of type.listOrder)
    query = query.orderBy(ref(`b.${column}`), direction);
  const rows = (await query.limit(limit).offset(offset).execute()) as Record<string, string>[];
  const live = await liveTranslationsOf(
    db,
    type,
    rows.map((row) => String(row[idColumn])),
  );
  return rows.map((row) => ({
    path: type.sitemap.path(row),
    updatedAt: row.updatedAt!,
    translations: live.get(String(row[idColumn])) ?? {},
  }));
}

/** Where each of these records' translations is live (published), by record id and language. */
async function liveTranslationsOf(
  db: Db,
  type: SitemapType,
  recordIds: string[],
): Promise<Map<string, Partial<Record<TranslationLocale, string>>>> {
  const live = new Map<string, Partial<Record<TranslationLocale, string>>>();
  const translationType = TRANSLATION_TYPES[type.entity];
  for (let start = 0; start < recordIds.length; start += 1000) {
    const rows = await db
      .selectFrom('content_translations')
      .select(['record_id', 'locale', 'slug'])
      .where('entity', '=', type.entity)
      .where('record_id', 'in', recordIds.slice(start, start + 1000))
      .where('status', '=', 'published')
      .execute();
    for (const row of rows) {
      if (!(TRANSLATION_LOCALES as readonly string[]).includes(row.locale)) continue;
      const locale = row.locale as TranslationLocale;
      const paths = live.get(row.record_id) ?? {};
      paths[locale] = translationType.path(locale, row.record_id, row.slug);
      live.set(row.record_id, paths);
    }
  }
  return live;
}

/**
 * One slice of the records live in `locale`: that language's published translations in
 * record-id order (content_translations_live), each of a published record (read by its
 * key), with the record's own path for the language links.
 */
export async function listTranslationUrls(
  db: Db,
  type: SitemapType,
  locale: TranslationLocale,
  { offset, limit }: Slice,
): Promise<TranslationUrl[]> {
  const translationType = TRANSLATION_TYPES[type.entity];
  const idColumn = translationIdOf(type);
  const pathColumns = [...new Set([...type.sitemap.pathColumns, idColumn])];
  const rows = (await db
    .selectFrom('content_translations as t')
    .innerJoin(`${type.table} as b` as 'blogs as b', (join) => join.on(sameRecord(type)))
    .where('t.entity', '=', type.entity)
    .where('t.locale', '=', locale)
    .where('t.status', '=', 'published')
    .where(livePublishedAs(type))
    .select([
      ...pathColumns.map((column) => `b.${column}`),
      'b.updatedAt as recordUpdatedAt',
      't.record_id as translationRecordId',
      't.slug as translationSlug',
      't.updatedAt as translationUpdatedAt',
    ] as 'b.title'[])
    .orderBy('t.record_id')
    .limit(limit)
    .offset(offset)
    .execute()) as unknown as Record<string, string | null>[];
  return rows.map((row) => {
    const recordUpdated = row.recordUpdatedAt!;
    const translationUpdated = row.translationUpdatedAt!;
    return {
      path: translationType.path(locale, row.translationRecordId!, row.translationSlug ?? null),
      englishPath: type.sitemap.path(row as Record<string, string>),
      updatedAt: recordUpdated > translationUpdated ? recordUpdated : translationUpdated,
    };
  });
}
