import { TEST_SITE_URL } from '../support/env';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBlog, listBlogs } from '@/server/blogs/blogs';
import { createCaseStudy, listCaseStudyPage } from '@/server/case-studies/case-studies';
import { createLocationPage, listLocationPages } from '@/server/location-pages/location-pages';
import type { Db } from '@/server/db/types';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { blogHref } from '@/lib/paths';
import {
  readSitemapFile,
  sitemapFileCount,
  STATIC_SITEMAP_ENTRY_COUNT,
  type SitemapEntry,
} from '@/server/seo/sitemap-files';
import { countSitemapRecords, newestUpdates } from '@/server/seo/sitemap-queries';
import { countSitemapUrls } from '@/server/seo/sitemap-data';
import { localizedPath } from '@/lib/locale';
import { BUILD_PLACEHOLDER_TAG } from '@/server/cache/build-phase';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import sitemap, { generateSitemaps, revalidate as fileRevalidate } from '@/app/sitemaps/sitemap';
import { revalidate as indexRevalidate } from '@/app/sitemap.xml/route';
import { blogPayload, locationPayload } from '../support/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// /sitemap.xml is an index of sitemap files, /sitemaps/sitemap/{k}.xml, each holding at most
// SITEMAP_MAX_URLS (1,000) URLs and reading only its own slice of the site's URLs:
// static pages, then published case studies, blogs and location pages. The limit is
// injected small here (a parameter, and a mocked constant for the route files), so a
// few records span several files.

/** The route files' limit in this file (the real one is 1,000). */
const ROUTE_MAX_URLS = 4;

const state = vi.hoisted(() => ({
  db: undefined as unknown,
  dbReads: 0,
  /** Tags of the unstable_cache calls made (what the render's cache entry would carry). */
  tags: [] as string[],
}));

// Outside Next there is no incremental cache: unstable_cache runs the function and
// records the tags it would give the render.
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, _keys?: string[], options?: { tags?: string[] }) =>
    async (...args: A) => {
      state.tags.push(...(options?.tags ?? []));
      return fn(...args);
    },
}));
vi.mock('@/server/db', () => ({
  getDb: async () => {
    state.dbReads++;
    return state.db;
  },
}));
vi.mock('@/lib/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/constants')>()),
  SITEMAP_MAX_URLS: 4,
}));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const paths = (entries: SitemapEntry[]) => entries.map((entry) => entry.url.slice(TEST_SITE_URL.length));

const ENGLISH_STATIC_PATHS = [
  '/',
  '/company',
  '/case-studies',
  '/insights',
  '/contact',
  ...numberedServicePages.map((page) => page.path),
  ...sharedLayoutServicePages.map((page) => page.meta.canonicalPath),
  '/privacy-policy',
  '/refund-policy',
];
/** The static pages in English, then in Arabic (issue 29: tests/integration/translations-sitemap.test.ts). */
const STATIC_PATHS = [...ENGLISH_STATIC_PATHS, ...ENGLISH_STATIC_PATHS.map((path) => localizedPath('ar', path))];

describe.each(testEngines)('sitemap files on %s', (engine) => {
  let t: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    db = t.db;
    state.db = db;
    for (let i = 0; i < 5; i++) await createCaseStudy(db, { heroHeading: `Study ${i}` });
    await createCaseStudy(db); // a draft: no heading, no public page
    await createCaseStudy(db, { heroHeading: '   ' }); // blank: a draft too
    for (let i = 0; i < 6; i++) {
      // Two share a date: the blog id orders them, as on /insights.
      await createBlog(db, {
        ...blogPayload(0, { category: null, published_date: `2025-03-0${Math.min(i, 4) + 1}` }),
        title: `Sitemap Notes ${i}`,
      } as Parameters<typeof createBlog>[1]);
    }
    for (let i = 0; i < 3; i++) await createLocationPage(db, locationPayload({ slug_url: `area-${i}` }));
    // A blog and a location page taken back to draft: their counts come from the
    // trigger-kept status counts (migration 008), which must leave them out.
    const draftBlog = await createBlog(db, {
      ...blogPayload(0, { category: null, published_date: '2025-03-09' }),
      title: 'Sitemap Draft',
    } as Parameters<typeof createBlog>[1]);
    await db.updateTable('blogs').set({ status: 'draft' }).where('slug_url', '=', draftBlog.slug_url).execute();
    await createLocationPage(db, locationPayload({ slug_url: 'area-draft' }));
    await db.updateTable('location_pages').set({ status: 'draft' }).where('slug_url', '=', 'area-draft').execute();
  });
  afterAll(async () => t.drop());
  afterEach(() => {
    delete process.env.NEXT_PHASE;
    state.tags = [];
    state.dbReads = 0;
  });

  /** Every URL of the site in sitemap order, from the public lists' own readers. */
  async function expectedPaths(): Promise<string[]> {
    const studies = await listCaseStudyPage(db, { page: 1, limit: 100, search: '' }, { live: true });
    return [
      ...STATIC_PATHS,
      ...studies.items.map((study) => `/casestudy/${study._id}`),
      ...(await listBlogs(db, undefined, { status: 'published' })).map((blog) => blogHref(blog)),
      ...(await listLocationPages(db, { status: 'published' })).map((page) => `/${page.slug_url}`),
    ];
  }

  async function readAll(maxUrls: number): Promise<SitemapEntry[][]> {
    const counts = await countSitemapUrls(db);
    const source = { counts, newest: () => newestUpdates(db), maxUrls };
    const count = sitemapFileCount(counts, maxUrls);
    return Promise.all(Array.from({ length: count }, (_, index) => readSitemapFile(db, index, source)));
  }

  it('counts what has a public URL: published case studies, blogs, location pages', async () => {
    expect(await countSitemapRecords(db)).toEqual({ 'case-study': 5, blog: 6, 'location-page': 3 });
    expect(STATIC_SITEMAP_ENTRY_COUNT).toBe(STATIC_PATHS.length);
  });

  it.each([4, 7, STATIC_PATHS.length + 14, 50_000])(
    'at most %i URLs a file: ceil(total / max) files, together every URL once, in order',
    async (maxUrls) => {
      const expected = await expectedPaths();
      expect(expected).toHaveLength(STATIC_PATHS.length + 14);
      const files = await readAll(maxUrls);
      expect(files).toHaveLength(Math.ceil(expected.length / maxUrls));
      for (const file of files.slice(0, -1)) expect(file).toHaveLength(maxUrls);
      expect(files.at(-1)!.length).toBeGreaterThan(0);
      expect(files.at(-1)!.length).toBeLessThanOrEqual(maxUrls);
      expect(files.flatMap(paths)).toEqual(expected);
    },
  );

  it('each case study, blog and location page is in exactly one file; drafts in none', async () => {
    const all = (await readAll(5)).flatMap(paths);
    const studies = all.filter((path) => path.startsWith('/casestudy/'));
    const blogs = all.filter((path) => path.startsWith('/blogs/'));
    const areas = all.filter((path) => path.startsWith('/area-'));
    expect(studies).toHaveLength(5);
    expect(new Set(studies).size).toBe(5);
    expect(new Set(blogs)).toEqual(new Set([0, 1, 2, 3, 4, 5].map((i) => `/blogs/sitemap-notes-${i}`)));
    expect(blogs).toHaveLength(6);
    expect(areas.sort()).toEqual(['/area-0', '/area-1', '/area-2']);
  });

  it('the first file starts with the static pages, dated by the newest content they list', async () => {
    const [first] = await readAll(50_000);
    expect(paths(first!.slice(0, STATIC_PATHS.length))).toEqual(STATIC_PATHS);
    const newest = await newestUpdates(db);
    const newestOf = (...dates: (string | undefined)[]) =>
      Math.max(...dates.map((date) => new Date(date!).getTime()));
    const home = first![0]!;
    expect(home).toMatchObject({ priority: 1, changeFrequency: 'weekly' });
    expect((home.lastModified as Date).getTime()).toBe(newestOf(newest.blog, newest.caseStudy));
    expect(first![1]).toMatchObject({ url: `${TEST_SITE_URL}/company`, priority: 0.7, changeFrequency: 'monthly' });
    expect(first!.find((entry) => entry.url.endsWith('/privacy-policy'))).toMatchObject({
      priority: 0.3,
      changeFrequency: 'yearly',
    });
    const study = first!.find((entry) => entry.url.includes('/casestudy/'))!;
    expect(study).toMatchObject({ priority: 0.7, changeFrequency: 'monthly' });
  });

  it('a file past the end, or a bad index, is empty', async () => {
    const counts = await countSitemapUrls(db);
    const source = { counts, newest: () => newestUpdates(db), maxUrls: 4 };
    expect(await readSitemapFile(db, sitemapFileCount(counts, 4), source)).toEqual([]);
    expect(await readSitemapFile(db, -1, source)).toEqual([]);
    expect(await readSitemapFile(db, Number.NaN, source)).toEqual([]);
  });

  it('/sitemap.xml is an index of ceil(total / max) files at /sitemaps/sitemap/{k}.xml', async () => {
    const total = (await expectedPaths()).length;
    const files = Math.ceil(total / ROUTE_MAX_URLS);
    const response = await sitemapIndex();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual(
      Array.from({ length: files }, (_, k) => `${TEST_SITE_URL}/sitemaps/sitemap/${k}.xml`),
    );
    expect(state.tags).toContain('sitemap');
    expect(indexRevalidate).toBeGreaterThan(0);
    expect(fileRevalidate).toBe(indexRevalidate);
  });

  it('sitemaps/sitemap.ts: generateSitemaps lists the same files, each at most the limit', async () => {
    const ids = await generateSitemaps();
    const expected = await expectedPaths();
    expect(ids).toEqual(Array.from({ length: Math.ceil(expected.length / ROUTE_MAX_URLS) }, (_, id) => ({ id })));
    const files = await Promise.all(ids.map(({ id }) => sitemap({ id: Promise.resolve(String(id)) })));
    for (const file of files) expect(file.length).toBeLessThanOrEqual(ROUTE_MAX_URLS);
    expect(files.flatMap(paths)).toEqual(expected);
    expect(state.tags).toContain('sitemap');
  });

  it('during the build: one placeholder file and an index of it, without the database', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(await generateSitemaps()).toEqual([{ id: 0 }]);
    expect(await sitemap({ id: Promise.resolve('0') })).toEqual([]);
    expect(locs(await (await sitemapIndex()).text())).toEqual([`${TEST_SITE_URL}/sitemaps/sitemap/0.xml`]);
    expect(state.dbReads).toBe(0);
    expect(state.tags).toContain(BUILD_PLACEHOLDER_TAG);
  });
});

describe('sitemap of an empty database', () => {
  it('is one file of the static pages', async () => {
    const t = await createTestDatabase('sqlite');
    try {
      const counts = { records: await countSitemapRecords(t.db), translations: { ar: { blog: 0, 'case-study': 0, 'location-page': 0 } } };
      expect(sitemapFileCount(counts, 50_000)).toBe(1);
      const file = await readSitemapFile(t.db, 0, { counts, newest: () => newestUpdates(t.db), maxUrls: 50_000 });
      expect(paths(file)).toEqual(STATIC_PATHS);
    } finally {
      await t.drop();
    }
  });
});
