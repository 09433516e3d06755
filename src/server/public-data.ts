import 'server-only';
// The public site's data readers. Every reader is cached with unstable_cache under the
// entity's cache tag; the API handlers call revalidateTag(tag, { expire: 0 }) after a
// write, so the next visit renders fresh data without a rebuild. React's cache()
// de-duplicates calls within one request (layout, metadata and page read the same record).
// Each reader first awaits connection(): a page that shows data is rendered on request,
// never at build time, so a build needs no database.
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { cache } from 'react';
import type { Kysely } from 'kysely';
import { PORTFOLIO_POOL_SIZE, PUBLIC_LIST_PAGE_SIZE, SHOWCASE_MAX_ITEMS } from '@/lib/constants';
import { getBlogBySlug, listBlogPage, listBlogs, type Blog, type BlogSummary } from './blogs/blogs';
import { CACHE_TAGS } from './cache-tags';
import {
  getCaseStudy,
  listCaseStudies,
  listCaseStudyPage,
  type CaseStudy,
} from './case-studies/case-studies';
import type { PageOf } from './db/paging';
import { getDb } from './db';
import {
  getLocationPageBySlug,
  listLocationPages,
  type LocationPage,
} from './location-pages/location-pages';

export type { Blog, BlogSummary, CaseStudy, LocationPage };

/**
 * Identifies the database behind this process: when its first migration ran. Next keeps
 * cached entries on disk across restarts, so without it a server started on a fresh or
 * restored database would show what another database held when the entry was written.
 */
let identity: Promise<string> | undefined;
function databaseIdentity(): Promise<string> {
  identity ??= (async () => {
    // The migration table is Kysely's own and not part of the typed schema.
    const db = (await getDb()) as unknown as Kysely<{
      kysely_migration: { name: string; timestamp: string };
    }>;
    const row = await db
      .selectFrom('kysely_migration')
      .select('timestamp')
      .orderBy('name')
      .limit(1)
      .executeTakeFirst();
    return String(row?.timestamp ?? 'unmigrated');
  })().catch((error: unknown) => {
    identity = undefined;
    throw error;
  });
  return identity;
}

/**
 * A save expires the entries at once: on every instance when they share Redis (the
 * cache handler in ./cache/shared-cache-handler.mjs), otherwise on the saving one. This
 * bound is the backstop: how long an instance without Redis, or one that missed an
 * expiry while Redis was away, may keep showing the old data.
 */
const SHARED_FRESHNESS_SECONDS = 60;

/** A case study with a heading: created-but-never-filled drafts stay off the public lists. */
const isPublished = (study: CaseStudy) => study.heroHeading.trim() !== '';

const cachedCaseStudies = unstable_cache(
  async (_database: string) => listCaseStudies(await getDb()),
  ['public:case-studies'],
  { tags: [CACHE_TAGS.caseStudies], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedCaseStudy = unstable_cache(
  async (_database: string, id: string) => (await getCaseStudy(await getDb(), id)) ?? null,
  ['public:case-study'],
  { tags: [CACHE_TAGS.caseStudies], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedCaseStudyPage = unstable_cache(
  async (_database: string, page: number, limit: number) =>
    listCaseStudyPage(await getDb(), { page, limit, search: '' }, { withHeading: true }),
  ['public:case-study-page'],
  { tags: [CACHE_TAGS.caseStudies], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedLatestBlogs = unstable_cache(
  async (_database: string, count: number) => listBlogs(await getDb(), count),
  ['public:latest-blogs'],
  { tags: [CACHE_TAGS.blogs], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedBlogPage = unstable_cache(
  async (_database: string, page: number, limit: number) =>
    listBlogPage(await getDb(), { page, limit, search: '' }),
  ['public:blog-page'],
  { tags: [CACHE_TAGS.blogs], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedBlogs = unstable_cache(
  async (_database: string) => listBlogs(await getDb()),
  ['public:blogs'],
  { tags: [CACHE_TAGS.blogs], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedBlog = unstable_cache(
  async (_database: string, slug: string) => (await getBlogBySlug(await getDb(), slug)) ?? null,
  ['public:blog'],
  { tags: [CACHE_TAGS.blogs], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedLocationPages = unstable_cache(
  async (_database: string) => listLocationPages(await getDb()),
  ['public:location-pages'],
  { tags: [CACHE_TAGS.locationPages], revalidate: SHARED_FRESHNESS_SECONDS },
);

const cachedLocationPage = unstable_cache(
  async (_database: string, slug: string) =>
    (await getLocationPageBySlug(await getDb(), slug)) ?? null,
  ['public:location-page'],
  { tags: [CACHE_TAGS.locationPages], revalidate: SHARED_FRESHNESS_SECONDS },
);

/** A URL segment, decoded when it is still percent-encoded; malformed input gives ''. */
function segment(value: string): string {
  try {
    return decodeURIComponent(value).trim().toLowerCase();
  } catch {
    return '';
  }
}

/** Every published case study, newest first (the sitemap only: pages read bounded lists). */
export const getCaseStudies = cache(async (): Promise<CaseStudy[]> => {
  await connection();
  const all = await cachedCaseStudies(await databaseIdentity());
  return all.filter(isPublished);
});

/** A page of published case studies, newest first, with how many there are in all. */
export const getCaseStudyListPage = cache(async (page: number): Promise<PageOf<CaseStudy>> => {
  await connection();
  return cachedCaseStudyPage(await databaseIdentity(), page, PUBLIC_LIST_PAGE_SIZE);
});

/** The newest published case studies for the home showcase carousel. */
export const getShowcaseCaseStudies = cache(async (): Promise<CaseStudy[]> => {
  await connection();
  return (await cachedCaseStudyPage(await databaseIdentity(), 1, SHOWCASE_MAX_ITEMS)).items;
});

/** One case study by its _id (drafts included: the admin may preview by id). */
export const getCaseStudyById = cache(async (id: string): Promise<CaseStudy | null> => {
  await connection();
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  return cachedCaseStudy(await databaseIdentity(), id);
});

/** Every blog, newest first by published date (the sitemap only: pages read bounded lists). */
export const getBlogs = cache(async (): Promise<BlogSummary[]> => {
  await connection();
  return cachedBlogs(await databaseIdentity());
});

/** The newest `count` blogs. */
export const getLatestBlogs = cache(async (count: number): Promise<BlogSummary[]> => {
  await connection();
  return cachedLatestBlogs(await databaseIdentity(), count);
});

/** A page of blogs, newest first, with how many there are in all. */
export const getBlogListPage = cache(async (page: number): Promise<PageOf<BlogSummary>> => {
  await connection();
  return cachedBlogPage(await databaseIdentity(), page, PUBLIC_LIST_PAGE_SIZE);
});

/** A blog by the slug in its URL (slug_url first, then a title that slugifies to it). */
export const getBlog = cache(async (slug: string): Promise<Blog | null> => {
  await connection();
  const wanted = segment(slug);
  if (wanted === '' || wanted.length > 200) return null;
  return cachedBlog(await databaseIdentity(), wanted);
});

export const getLocationPages = cache(async (): Promise<LocationPage[]> => {
  await connection();
  return cachedLocationPages(await databaseIdentity());
});

export const getLocationPage = cache(async (slug: string): Promise<LocationPage | null> => {
  await connection();
  const wanted = segment(slug);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(wanted) || wanted.length > 120) return null;
  return cachedLocationPage(await databaseIdentity(), wanted);
});

/**
 * Up to `count` published case studies in random order (the portfolio preview), drawn
 * from the newest PORTFOLIO_POOL_SIZE so the read stays bounded however many exist.
 */
export async function getRandomCaseStudies(count: number): Promise<CaseStudy[]> {
  await connection();
  const pool = await cachedCaseStudyPage(await databaseIdentity(), 1, PORTFOLIO_POOL_SIZE);
  const studies = [...pool.items];
  for (let i = studies.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [studies[i], studies[j]] = [studies[j]!, studies[i]!];
  }
  return studies.slice(0, count);
}
