import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlogBySlug, listBlogs } from '@/server/blogs/blogs';
import { getCaseStudy, listCaseStudies } from '@/server/case-studies/case-studies';
import { categoryExists } from '@/server/categories/categories';
import {
  getLocationPageBySlug,
  listLocationPages,
} from '@/server/location-pages/location-pages';
import { sanitizeRichText } from '@/server/sanitize/html';
import { findAssetByUrl, listAssets } from '@/server/media/assets';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import {
  demoBlogs,
  demoCaseStudies,
  demoLocationPages,
  demoUnpublishedBlogs,
} from '@/server/db/seed-data';
import { parseBulkArgs, UsageError } from '../../scripts/bulk/args';
import { seedBulk, type BulkSummary } from '../../scripts/bulk/seed';
import { countSpam, listEnquiries } from '@/server/enquiries/inbox';
import { enquiryStats } from '@/server/enquiries/stats';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

const COUNTS = { blogs: 300, caseStudies: 20, locationPages: 20, assets: 1_200, enquiries: 700 };

describe.each(testEngines)('seed:bulk on %s', (engine) => {
  let t: TestDatabase;
  let first: BulkSummary;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // Small statements and transactions, so that batching boundaries are crossed.
    first = await seedBulk(t, COUNTS, {
      seed: 7,
      runId: 'testone',
      rowsPerStatement: 64,
      recordsPerTransaction: 100,
    });
  });
  afterAll(async () => t.drop());

  it('adds the demo content to an empty database, then the requested records', async () => {
    expect(first.demoSeeded).toBe(true);
    expect(first).toMatchObject({ ...COUNTS, runId: 'testone', seed: 7 });
    expect(await listBlogs(t.db)).toHaveLength(demoBlogs.length + demoUnpublishedBlogs.length + COUNTS.blogs);
    expect(await listCaseStudies(t.db)).toHaveLength(demoCaseStudies.length + COUNTS.caseStudies);
    expect(await listLocationPages(t.db)).toHaveLength(
      demoLocationPages.length + COUNTS.locationPages,
    );
  });

  it('writes enquiries the inbox lists and the dashboard counts: a year of them, Spam left out', async () => {
    const { items, total } = await listEnquiries(t.db, {}, { page: 1, pageSize: 5 });
    const spam = await countSpam(t.db);
    expect(total + spam).toBe(COUNTS.enquiries);
    expect(spam).toBeGreaterThan(0);
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
    const year = await enquiryStats(t.db, '12m');
    expect(year.periods).toHaveLength(12);
    // 400 days were generated, 12 calendar months are counted: most but not all.
    expect(year.total).toBeGreaterThan(total * 0.75);
    expect(year.total).toBeLessThanOrEqual(total);
    expect(year.sources.map((row) => row.source)).toEqual(expect.arrayContaining(['Direct', 'google']));
    expect(year.sources.reduce((sum, row) => sum + row.won, 0)).toBeGreaterThan(0);
  });

  it('writes blogs the readers return whole: unique slugs, 3-6 ordered sections of clean HTML', async () => {
    const bulk = (await listBlogs(t.db)).filter((b) => b.slug_url.includes('-testone-'));
    expect(bulk).toHaveLength(COUNTS.blogs);
    expect(new Set(bulk.map((b) => b.slug_url)).size).toBe(COUNTS.blogs);
    const years = new Set(bulk.map((b) => b.published_date.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(4);

    let sections = 0;
    for (const summary of bulk) {
      expect(summary.slug_url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(summary.published_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(summary.blog_image).toMatch(/^\/demo\/blogs\/blog-\d+\.webp$/);
      const blog = await getBlogBySlug(t.db, summary.slug_url);
      expect(blog?.blog_id).toBe(summary.blog_id);
      expect(blog!.blogs_content.length).toBeGreaterThanOrEqual(3);
      expect(blog!.blogs_content.length).toBeLessThanOrEqual(6);
      expect(await categoryExists(t.db, blog!.category!)).toBe(true);
      for (const section of blog!.blogs_content) {
        expect(section.heading).not.toBe('');
        expect(section.paragraph.length).toBeGreaterThan(1000);
        expect(section.paragraph.length).toBeLessThan(2600);
      }
      sections += blog!.blogs_content.length;
    }
    expect(sections).toBe(first.sections);

    const sample = (await getBlogBySlug(t.db, bulk[0]!.slug_url))!;
    for (const section of sample.blogs_content) {
      expect(sanitizeRichText(section.paragraph)).toBe(section.paragraph);
    }
    const positions = await t.db
      .selectFrom('blog_sections')
      .select(['blog_id', 'position'])
      .where('blog_id', '=', sample.blog_id)
      .orderBy('position')
      .execute();
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i));
  });

  it('writes case studies with 24-hex ids and every field filled', async () => {
    const bulk = (await listCaseStudies(t.db)).filter(
      (c) => !demoCaseStudies.some((d) => d.id === c._id),
    );
    expect(bulk).toHaveLength(COUNTS.caseStudies);
    for (const { _id } of bulk) {
      expect(_id).toMatch(/^[0-9a-f]{24}$/);
      const study = await getCaseStudy(t.db, _id);
      expect(study).toBeDefined();
      for (const [field, value] of Object.entries(study!)) {
        expect(value, field).not.toBe('');
      }
      expect(study!.bannerImage).toMatch(/^\/demo\/case-studies\/cs-\d+-banner\.webp$/);
      expect(['template1', 'template2']).toContain(study!.template);
    }
  });

  it('writes location pages under bulk- slugs with every field filled', async () => {
    const bulk = (await listLocationPages(t.db)).filter((p) => p.slug_url.startsWith('bulk-'));
    expect(bulk).toHaveLength(COUNTS.locationPages);
    expect(new Set(bulk.map((p) => p.slug_url)).size).toBe(COUNTS.locationPages);
    for (const page of bulk) {
      const found = await getLocationPageBySlug(t.db, page.slug_url);
      expect(found?.location_id).toBe(page.location_id);
      for (const [field, value] of Object.entries(found!)) {
        expect(value, field).not.toBe('');
      }
    }
  });

  it('writes media assets the library lists, each pointing at a demo file with its facts', async () => {
    const library = await listAssets(t.db, { page: 1, limit: 5_000, search: '' });
    // Seeding registered the demo media; the bulk run added its assets beside them.
    expect(library.total).toBe(DEMO_MEDIA.length + COUNTS.assets);
    const bulk = library.items.filter((asset) => asset.url.includes('?bulk=testone-'));
    expect(bulk).toHaveLength(COUNTS.assets);
    expect(new Set(bulk.map((asset) => asset.url)).size).toBe(COUNTS.assets);
    const demo = new Map(DEMO_MEDIA.map((media) => [media.url, media]));
    for (const asset of bulk) {
      const file = asset.url.slice(0, asset.url.indexOf('?'));
      expect(fs.existsSync(path.join('public', file)), file).toBe(true);
      const { kind, type, size, width, height } = demo.get(file)!;
      expect(asset).toMatchObject({ kind, type, size, width, height, version: 1, usedIn: [] });
      expect(asset.name).toMatch(/^[a-z0-9-]+-\d{5}\.(webp|mp4)$/);
      expect(asset.uploadedBy).not.toBe('');
      expect(Date.parse(asset.uploadedAt)).toBeLessThanOrEqual(Date.parse(asset.updatedAt));
    }
    const videos = bulk.filter((asset) => asset.kind === 'video');
    const pictures = bulk.filter((asset) => asset.kind === 'image');
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((asset) => asset.alt === '' && !asset.decorative)).toBe(true);
    // Most pictures described, some not yet, a few decorative: the filters have work to do.
    const described = pictures.filter((asset) => asset.alt !== '').length;
    expect(described / pictures.length).toBeGreaterThan(0.6);
    expect(described / pictures.length).toBeLessThan(0.9);
    expect(pictures.some((asset) => asset.decorative)).toBe(true);
    // Newest first by upload time, spread over the years.
    const times = bulk.map((asset) => asset.uploadedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times.map((time) => time.slice(0, 4))).size).toBeGreaterThanOrEqual(4);
    // Searchable by name and alt text, like uploads.
    const search = await listAssets(t.db, { page: 1, limit: 1, search: 'dubai marina skyline' });
    expect(search.total).toBeGreaterThan(0);
  });

  it('rebuilds "Used in" for the records it wrote', async () => {
    const blogs = await listBlogs(t.db);
    const bulkBlog = blogs.find((b) => b.slug_url.includes('-testone-'))!;
    const picture = await findAssetByUrl(t.db, bulkBlog.blog_image);
    expect(picture?.usedIn).toContainEqual({
      entity: 'blog',
      id: String(bulkBlog.blog_id),
      title: bulkBlog.title,
      field: 'blog_image',
    });
    const blogUses = await t.db
      .selectFrom('media_usage')
      .select((eb) => eb.fn.countAll<number>().as('uses'))
      .where('entity', '=', 'blog')
      .executeTakeFirstOrThrow();
    expect(Number(blogUses.uses)).toBe(blogs.filter((b) => b.blog_image !== '').length);

    const study = (await listCaseStudies(t.db)).find(
      (c) => !demoCaseStudies.some((d) => d.id === c._id),
    )!;
    const banner = await findAssetByUrl(t.db, study.bannerImage);
    expect(banner?.usedIn).toContainEqual(
      expect.objectContaining({ entity: 'case-study', id: study._id, field: 'bannerImage' }),
    );
    expect(first.usageSeconds).toBeGreaterThan(0);
  });

  it('adds more on a second run, with the same seed, without conflicts', async () => {
    const second = await seedBulk(t, COUNTS, { seed: 7, runId: 'testtwo' });
    expect(second.demoSeeded).toBe(false);
    const blogs = await listBlogs(t.db);
    expect(blogs).toHaveLength(demoBlogs.length + demoUnpublishedBlogs.length + 2 * COUNTS.blogs);
    expect(new Set(blogs.map((b) => b.slug_url)).size).toBe(blogs.length);
    expect(await listCaseStudies(t.db)).toHaveLength(
      demoCaseStudies.length + 2 * COUNTS.caseStudies,
    );
    expect(await listLocationPages(t.db)).toHaveLength(
      demoLocationPages.length + 2 * COUNTS.locationPages,
    );
    // Same seed: the same titles, told apart by the run id in the slug.
    const titles = (tag: string) =>
      blogs
        .filter((b) => b.slug_url.includes(`-${tag}-`))
        .map((b) => b.title)
        .sort();
    expect(titles('testtwo')).toEqual(titles('testone'));
    const assets = await listAssets(t.db, { page: 1, limit: 1, search: '' });
    expect(assets.total).toBe(DEMO_MEDIA.length + 2 * COUNTS.assets);
    // The rebuilt usage counts every blog once, the first run's as well.
    const blogUses = await t.db
      .selectFrom('media_usage')
      .select((eb) => eb.fn.countAll<number>().as('uses'))
      .where('entity', '=', 'blog')
      .executeTakeFirstOrThrow();
    expect(Number(blogUses.uses)).toBe(blogs.length);
  });
});

describe('seed:bulk arguments', () => {
  it('reads counts, seed and run id', () => {
    expect(
      parseBulkArgs([
        '--blogs',
        '100000',
        '--case-studies=5',
        '--location-pages',
        '0',
        '--seed',
        '3',
      ]),
    ).toEqual({
      help: false,
      counts: { blogs: 100_000, caseStudies: 5, locationPages: 0, assets: 0, enquiries: 0 },
      seed: 3,
      runId: undefined,
    });
  });

  it('reads a count of assets, or of enquiries, alone', () => {
    expect(parseBulkArgs(['--assets', '10000']).counts).toEqual({
      blogs: 0,
      caseStudies: 0,
      locationPages: 0,
      assets: 10_000,
      enquiries: 0,
    });
    expect(parseBulkArgs(['--enquiries', '100000']).counts).toMatchObject({
      assets: 0,
      enquiries: 100_000,
    });
  });

  it.each([
    [['--assets', 'many']],
    [['--blogs', 'ten']],
    [['--blogs', '-5']],
    [['--blogs', '1.5']],
    [['--blogs']],
    [['--posts', '3']],
    [['--blogs', '3', 'extra']],
    [['--blogs', '3', '--run-id', 'Not_OK']],
    [[]],
  ])('rejects %j', (argv) => {
    expect(() => parseBulkArgs(argv)).toThrow(UsageError);
  });
});
