import 'server-only';
import { sql, type SqlBool } from 'kysely';
import { countOfStatus } from '../db/content-counts';
import { countRows } from '../db/paging';
import type { Db } from '../db/types';
import { livePublished } from '../editorial/publication';
import { blogType } from '@/lib/content-types/blog';
import { caseStudyType } from '@/lib/content-types/case-study';
import { contentTypeList } from '@/lib/content-types';
import type { ContentEntity } from '@/lib/editorial';

// The sitemap's reads. Each answers from an index (tests/data/indexes.test.ts) and
// reads at most one file's worth of rows: counts are the kept status counts or COUNT
// queries, the newest update is the first row of an index, and a file's URLs are one
// limit/offset slice of a list in a fixed order (the order its public list uses).

/** A content type's declaration, as far as the sitemap reads it. */
type SitemapType = (typeof contentTypeList)[number];

/** How many published records of each content type have a URL in the sitemap. */
export type SitemapTotals = Record<ContentEntity, number>;

export interface NewestUpdates {
  /** updatedAt of the most recently updated published case study, if any. */
  caseStudy: string | undefined;
  /** updatedAt of the most recently updated blog, if any. */
  blog: string | undefined;
}

export interface Slice {
  offset: number;
  limit: number;
}

/** A record's URL in the sitemap: its public path and when it last changed. */
export interface RecordUrl {
  path: string;
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

const newestUpdateOf = async (db: Db, type: SitemapType) =>
  (
    await publishedOf(db, type)
      .select('updatedAt')
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
  return { caseStudy, blog };
}

/** One slice of a type's published records, in its list order (the order of its public list). */
export async function listRecordUrls(
  db: Db,
  type: SitemapType,
  { offset, limit }: Slice,
): Promise<RecordUrl[]> {
  let query = publishedOf(db, type).select([
    ...(type.sitemap.pathColumns as 'title'[]),
    'updatedAt',
  ]);
  for (const { column, direction } of type.listOrder)
    query = query.orderBy(column as 'title', direction);
  const rows = await query.limit(limit).offset(offset).execute();
  return rows.map((row) => ({
    path: type.sitemap.path(row as Record<string, string>),
    updatedAt: row.updatedAt,
  }));
}
