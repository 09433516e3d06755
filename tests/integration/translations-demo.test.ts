import '../support/env';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toSlug } from '@/lib/slug';
import {
  demoBlogs,
  demoCaseStudies,
  demoLocationPages,
  demoUnpublishedBlogs,
} from '@/server/db/seed-data';
import {
  ARABIC_DEMO_COUNTS,
  arabicBlogs,
  arabicCaseStudies,
  arabicLocationPages,
  UNTRANSLATED_DEMO,
} from '@/server/db/seed-data-ar';
import {
  getBlog,
  getBlogListPage,
  getCaseStudyById,
  getCaseStudyListPage,
  getLatestBlogs,
  getLocationPage,
  getPortfolioPool,
  getShowcaseCaseStudies,
  getTranslationPaths,
} from '@/server/public-data';
import { countSitemapUrls } from '@/server/seo/sitemap-data';
import { prepareDatabase } from '@/server/setup/prepare-database';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import { pointDbAt } from '../support/harness';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// A fresh install's Arabic edition (issue 29): the demo seed publishes the demo records'
// Arabic translations, so the Arabic home, listings, service pages' portfolio and
// location pages have content; a few records stay untranslated on purpose
// (src/server/db/seed-data-ar/index.ts). Read through the public readers the pages use.

// Outside Next: unstable_cache runs the function.
vi.mock('next/cache', () => ({
  revalidateTag: vi.fn(),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) =>
      fn(...args),
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
  cookies: async () => ({ get: () => undefined }),
}));

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const quiet = () => {};

describe.each(testEngines)('the Arabic demo content on %s', (engine) => {
  let t: TestDatabase;
  const prepare = () => prepareDatabase(t, { log: quiet, secrets: { dataDir: t.config.dataDir } });
  beforeAll(async () => {
    t = await createTestDatabase(engine, { migrate: false });
    await prepare();
    pointDbAt(t);
  });
  afterAll(async () => t.drop());

  it('translates the demo records it names, and leaves the ones it says untranslated', () => {
    const englishBlogSlugs = demoBlogs.map((blog) => toSlug(blog.slug_url));
    expect(Object.keys(arabicBlogs).every((slug) => englishBlogSlugs.includes(slug))).toBe(true);
    expect(englishBlogSlugs).toContain(UNTRANSLATED_DEMO.blogSlug);
    expect(Object.keys(arabicBlogs)).not.toContain(UNTRANSLATED_DEMO.blogSlug);
    expect(Object.keys(arabicBlogs)).toHaveLength(demoBlogs.length - 1);
    expect(Object.keys(arabicCaseStudies).sort()).toEqual(
      demoCaseStudies
        .map((study) => study.id)
        .filter((id) => id !== UNTRANSLATED_DEMO.caseStudyId)
        .sort(),
    );
    expect(Object.keys(arabicLocationPages).sort()).toEqual(
      demoLocationPages.map((page) => page.slug_url).sort(),
    );
    // Every translatable field is written: none would show blank on an Arabic page.
    const written = [
      ['blog', arabicBlogs],
      ['case-study', arabicCaseStudies],
      ['location-page', arabicLocationPages],
    ] as const;
    for (const [entity, translations] of written) {
      for (const [key, input] of Object.entries(translations)) {
        for (const field of TRANSLATION_TYPES[entity].fieldNames) {
          const value = (input as Record<string, unknown>)[field];
          expect(value, `${entity} ${key}: ${field}`).toBeTruthy();
        }
      }
    }
  });

  it('lists the Arabic blogs on /ar/insights and the home, in Arabic, at their Arabic slugs', async () => {
    const page = await getBlogListPage(1, 'ar');
    expect(page.total).toBe(ARABIC_DEMO_COUNTS.blog);
    const arabicSlugs = Object.values(arabicBlogs).map((blog) => blog.slug_url);
    expect(new Set(arabicSlugs).size).toBe(arabicSlugs.length);
    for (const item of page.items) {
      expect(item.title, item.slug_url).toMatch(ARABIC_LETTERS);
      expect(arabicSlugs).toContain(item.slug_url);
    }
    const latest = await getLatestBlogs(3, 'ar');
    expect(latest).toHaveLength(3);
    // Newest first, by the English record's date: the newest demo blog leads.
    const newest = demoBlogs.reduce((a, b) => (b.published_date > a.published_date ? b : a));
    expect(latest[0]!.title).toBe(arabicBlogs[toSlug(newest.slug_url)]!.title);

    const found = await getBlog(arabicBlogs[toSlug(newest.slug_url)]!.slug_url, 'ar');
    expect(found?.blogs_content.length).toBeGreaterThanOrEqual(3);
    expect(found?.metaTitle).toMatch(ARABIC_LETTERS);
    expect(found?.metaDescription).toMatch(ARABIC_LETTERS);
    // The site's own links in the Arabic text lead to Arabic pages.
    const html = found!.blogs_content.map((section) => section.paragraph).join('');
    expect(html).toMatch(/href="\/ar\//);
    expect(html).not.toMatch(/href="\/(?!ar\/)[a-z]/);
  });

  it('leaves the untranslated blog out of Arabic, and English as it was', async () => {
    expect(await getBlog(UNTRANSLATED_DEMO.blogSlug, 'ar')).toBeNull();
    const english = await getBlogListPage(1);
    expect(english.total).toBe(demoBlogs.length);
    const untranslated = english.items.find(
      (item) => item.slug_url === UNTRANSLATED_DEMO.blogSlug,
    )!;
    expect(untranslated.title).not.toMatch(ARABIC_LETTERS);
    expect(await getTranslationPaths('blog', untranslated.blog_id)).not.toHaveProperty('ar');
    const { items } = await getBlogListPage(1, 'ar');
    expect(items.map((item) => item.blog_id)).not.toContain(untranslated.blog_id);
  });

  it('lists the Arabic case studies in the listing, the showcase and the portfolio', async () => {
    const page = await getCaseStudyListPage(1, 'ar');
    expect(page.total).toBe(ARABIC_DEMO_COUNTS['case-study']);
    for (const reader of [
      page.items,
      await getShowcaseCaseStudies('ar'),
      await getPortfolioPool('ar'),
    ]) {
      expect(reader.map((study) => study._id).sort()).toEqual(
        Object.keys(arabicCaseStudies).sort(),
      );
      for (const study of reader) expect(study.heroHeading, study._id).toMatch(ARABIC_LETTERS);
    }
    const [id, arabic] = Object.entries(arabicCaseStudies)[0]!;
    const study = await getCaseStudyById(id, 'ar');
    expect(study).toMatchObject(arabic);
    // Every figure of the results section is written in Arabic too, none left blank.
    for (const n of [1, 2, 3, 4] as const) {
      expect(study?.[`sec4Percentage${n}`], `figure ${n}`).not.toBe('');
      expect(study?.[`sec4Text${n}`], `figure ${n}`).toMatch(ARABIC_LETTERS);
    }
    expect(await getCaseStudyById(UNTRANSLATED_DEMO.caseStudyId, 'ar')).toBeFalsy();
  });

  it('answers every location page at its Arabic slug, in Arabic, with its own meta fields', async () => {
    for (const [englishSlug, arabic] of Object.entries(arabicLocationPages)) {
      const page = await getLocationPage(arabic.slug_url, 'ar');
      expect(page, englishSlug).toMatchObject({
        main_heading: arabic.main_heading,
        meta_title: arabic.meta_title,
        meta_description: arabic.meta_description,
        slug_url: arabic.slug_url,
      });
      expect(await getTranslationPaths('location-page', page!.location_id)).toMatchObject({
        en: `/${englishSlug}`,
        ar: `/ar/${arabic.slug_url}`,
      });
    }
  });

  it('gives the pictures of the translated records Arabic alt texts', async () => {
    const pictures = [
      ...demoBlogs.map((blog) => blog.blog_image),
      ...demoCaseStudies.flatMap((study) => [study.bannerImage, study.sec1Img, study.sec2Img]),
    ].filter((url): url is string => Boolean(url));
    const rows = await t.db
      .selectFrom('media_assets')
      .select(['url', 'alt_ar'])
      .where('url', 'in', pictures)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.alt_ar, row.url).toMatch(ARABIC_LETTERS);
  });

  it('counts them in the sitemap, and seeds them once', async () => {
    const arabic = {
      'case-study': ARABIC_DEMO_COUNTS['case-study'],
      blog: ARABIC_DEMO_COUNTS.blog,
      'location-page': ARABIC_DEMO_COUNTS['location-page'],
    };
    expect((await countSitemapUrls(t.db)).translations.ar).toEqual(arabic);
    const rows = async () =>
      t.db.selectFrom('content_translations').select(['entity', 'status']).execute();
    const before = await rows();
    expect(before).toHaveLength(arabic.blog + arabic['case-study'] + arabic['location-page']);
    expect(before.every((row) => row.status === 'published')).toBe(true);
    // Each has its first revision, in its language.
    const revisions = await t.db
      .selectFrom('revisions')
      .select('record_id')
      .where('locale', '=', 'ar')
      .execute();
    expect(revisions).toHaveLength(before.length);

    await prepare();
    expect(await rows()).toHaveLength(before.length);
    // The unpublished demo blogs stay without a translation.
    const drafts = demoUnpublishedBlogs.map(({ blog }) => blog.slug_url);
    for (const slug of drafts) expect(Object.keys(arabicBlogs)).not.toContain(slug);
  });
});
