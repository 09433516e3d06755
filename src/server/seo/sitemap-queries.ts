import 'server-only';
import { sql, type SqlBool } from 'kysely';
import { countOfStatus } from '../db/content-counts';
import { countRows } from '../db/paging';
import type { Db } from '../db/types';
import { livePublished } from '../editorial/publication';

// The sitemap's reads. Each answers from an index (tests/data/indexes.test.ts) and
// reads at most one file's worth of rows: counts are the kept status counts or COUNT
// queries, the newest update is the first row of an index, and a file's URLs are one
// limit/offset slice of a list in a fixed order (the order its public list uses).

/**
 * Published case studies: those with a heading (listCaseStudyPage's `withHeading`).
 * Written exactly as the partial indexes of migration 004 write it.
 */
const published = sql<SqlBool>`trim(${sql.ref('heroHeading')}) <> ''`;

export interface SitemapTotals {
  caseStudies: number;
  blogs: number;
  locationPages: number;
}

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

/**
 * How many records of each kind have a URL in the sitemap: the kept status counts for
 * blogs and location pages (migration 008); case studies also need a heading, which
 * those counts do not know, so they are counted.
 */
export async function countSitemapRecords(db: Db): Promise<SitemapTotals> {
  const [caseStudies, blogs, locationPages] = await Promise.all([
    countRows(db.selectFrom('case_studies').where(livePublished).where(published)),
    countOfStatus(db, 'blogs', 'published'),
    countOfStatus(db, 'location_pages', 'published'),
  ]);
  return { caseStudies, blogs, locationPages };
}

/** The newest updates that date the static pages listing case studies or blogs. */
export async function newestUpdates(db: Db): Promise<NewestUpdates> {
  const [caseStudy, blog] = await Promise.all([
    db
      .selectFrom('case_studies')
      .where(livePublished)
      .where(published)
      .select('updatedAt')
      .orderBy('updatedAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('blogs')
      .where(livePublished)
      .select('updatedAt')
      .orderBy('updatedAt', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { caseStudy: caseStudy?.updatedAt, blog: blog?.updatedAt };
}

/** Published case studies, newest first (the order of /case-studies). */
export async function listCaseStudyUrls(
  db: Db,
  { offset, limit }: Slice,
): Promise<{ id: string; updatedAt: string }[]> {
  return db
    .selectFrom('case_studies')
    .where(livePublished)
    .where(published)
    .select(['id', 'updatedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Blogs, newest first by published date (the order of /insights). */
export async function listBlogUrls(
  db: Db,
  { offset, limit }: Slice,
): Promise<{ slug_url: string; title: string; updatedAt: string }[]> {
  return db
    .selectFrom('blogs')
    .where(livePublished)
    .select(['slug_url', 'title', 'updatedAt'])
    .orderBy('published_date', 'desc')
    .orderBy('blog_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Location pages, newest first (the admin list's order). */
export async function listLocationPageUrls(
  db: Db,
  { offset, limit }: Slice,
): Promise<{ slug_url: string; updatedAt: string }[]> {
  return db
    .selectFrom('location_pages')
    .where(livePublished)
    .select(['slug_url', 'updatedAt'])
    .orderBy('location_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
