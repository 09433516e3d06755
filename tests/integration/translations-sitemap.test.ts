import { TEST_SITE_URL } from '../support/env';
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { localizedPath } from '@/lib/locale';
import type { PublicationInput } from '@/lib/schemas/editorial';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { locationPageSchema } from '@/lib/schemas/location-page';
import type { BlogInput } from '@/server/blogs/blogs';
import { createCategories, listCategories } from '@/server/categories/categories';
import { blogType, caseStudyType, locationPageType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';
import { countSitemapUrls } from '@/server/seo/sitemap-data';
import {
  readSitemapFile,
  sitemapFileCount,
  STATIC_SITEMAP_ENTRY_COUNT,
  type SitemapEntry,
} from '@/server/seo/sitemap-files';
import { newestUpdates } from '@/server/seo/sitemap-queries';
import { saveTranslation } from '@/server/translations/save';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import sitemap, { generateSitemaps } from '@/app/sitemaps/sitemap';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { pointDbAt } from '../support/harness';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// The sitemap in both languages (issue 29): the static pages and every record live in
// Arabic (record and translation published) at their Arabic URLs; each URL with a
// counterpart carries the language links (en, ar, x-default: English), one without
// carries none; the files still hold at most their share of the whole list.

vi.mock('next/cache', () => ({
  revalidateTag: vi.fn(),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A) =>
      fn(...args),
}));
vi.mock('@/lib/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/constants')>()),
  SITEMAP_MAX_URLS: 5,
}));

const AUTHOR = 'Sitemap';
const published: PublicationInput = { status: 'published' };
const draft: PublicationInput = { status: 'draft' };
const url = (path: string) =>
  `${TEST_SITE_URL}${path.split('/').map(encodeURIComponent).join('/')}`;
const ENGLISH_STATIC = [
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

describe.each(testEngines)('sitemap in both languages on %s', (engine) => {
  let t: TestDatabase;
  /** Path → the language links the entry should carry (undefined: none). */
  const expected = new Map<string, Record<string, string> | undefined>();
  const links = (english: string, arabic: string) => ({
    en: url(english),
    ar: url(arabic),
    'x-default': url(english),
  });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    pointDbAt(t);
    await createCategories(t.db, ['All', 'Web']);
    const categoryId = (await listCategories(t.db)).find((c) => c.category === 'Web')!.category_id;
    for (const path of ENGLISH_STATIC) {
      expected.set(path, links(path, localizedPath('ar', path)));
      expected.set(localizedPath('ar', path), links(path, localizedPath('ar', path)));
    }
    const blogs: [PublicationInput, PublicationInput | undefined, string][] = [
      [published, published, 'both'],
      [published, undefined, 'english-only'],
      [published, draft, 'arabic-draft'],
      [draft, published, 'english-draft'],
      [published, published, 'ampersand'],
    ];
    for (const [english, arabic, name] of blogs) {
      const { after } = await saveContent(t.db, blogType, undefined, {
        input: blogSchema.parse(
          blogPayload(categoryId, { slug_url: `sitemap-${name}` }),
        ) as BlogInput,
        publication: english,
        author: AUTHOR,
      });
      const arabicSlug = name === 'ampersand' ? 'أخبار-&-نصائح' : `مقالة-${name}`;
      if (arabic)
        await saveTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
          input: TRANSLATION_TYPES.blog.schema.parse(
            blogTranslationPayload({ slug_url: arabicSlug }),
          ) as Record<string, unknown>,
          publication: arabic,
          author: AUTHOR,
        });
      const englishPath = `/blogs/sitemap-${name}`;
      const bothLive = english.status === 'published' && arabic?.status === 'published';
      if (english.status === 'published')
        expected.set(
          englishPath,
          bothLive ? links(englishPath, `/ar/blogs/${arabicSlug}`) : undefined,
        );
      if (bothLive)
        expected.set(`/ar/blogs/${arabicSlug}`, links(englishPath, `/ar/blogs/${arabicSlug}`));
    }
    const study = await saveContent(t.db, caseStudyType, undefined, {
      input: caseStudySchema.parse(caseStudyPayload()),
      publication: published,
      author: AUTHOR,
    });
    await saveTranslation(t.db, TRANSLATION_TYPES['case-study'], study.after._id, 'ar', {
      input: TRANSLATION_TYPES['case-study'].schema.parse(caseStudyTranslationPayload()) as Record<
        string,
        unknown
      >,
      publication: published,
      author: AUTHOR,
    });
    const studyPath = `/casestudy/${study.after._id}`;
    expected.set(studyPath, links(studyPath, `/ar${studyPath}`));
    expected.set(`/ar${studyPath}`, links(studyPath, `/ar${studyPath}`));
    const page = await saveContent(t.db, locationPageType, undefined, {
      input: locationPageSchema.parse(locationPayload({ slug_url: 'web-design-fujairah' })),
      publication: published,
      author: AUTHOR,
    });
    await saveTranslation(t.db, TRANSLATION_TYPES['location-page'], page.after.location_id, 'ar', {
      input: TRANSLATION_TYPES['location-page'].schema.parse(
        locationTranslationPayload({ slug_url: 'تصميم مواقع الفجيرة' }),
      ) as Record<string, unknown>,
      publication: published,
      author: AUTHOR,
    });
    expected.set('/web-design-fujairah', links('/web-design-fujairah', '/ar/تصميم-مواقع-الفجيرة'));
    expected.set(
      '/ar/تصميم-مواقع-الفجيرة',
      links('/web-design-fujairah', '/ar/تصميم-مواقع-الفجيرة'),
    );
  });
  afterAll(async () => t.drop());

  async function readAll(maxUrls: number): Promise<SitemapEntry[][]> {
    const counts = await countSitemapUrls(t.db);
    const source = { counts, newest: () => newestUpdates(t.db), maxUrls };
    const files = sitemapFileCount(counts, maxUrls);
    return Promise.all(
      Array.from({ length: files }, (_, index) => readSitemapFile(t.db, index, source)),
    );
  }

  it('counts the records live in Arabic: record and translation both published', async () => {
    expect(await countSitemapUrls(t.db)).toEqual({
      records: { 'case-study': 1, blog: 4, 'location-page': 1 },
      translations: { ar: { 'case-study': 1, blog: 2, 'location-page': 1 } },
    });
    expect(STATIC_SITEMAP_ENTRY_COUNT).toBe(2 * ENGLISH_STATIC.length);
  });

  it.each([3, 7, 50_000])(
    'lists every URL of both languages once, at most %i a file, each with its language links',
    async (maxUrls) => {
      const files = await readAll(maxUrls);
      const total = expected.size;
      expect(files).toHaveLength(Math.ceil(total / maxUrls));
      for (const file of files.slice(0, -1)) expect(file).toHaveLength(maxUrls);
      const entries = files.flat();
      expect(entries.map((entry) => entry.url).sort()).toEqual(
        [...expected.keys()].map(url).sort(),
      );
      for (const entry of entries) {
        const path = [...expected.keys()].find((key) => url(key) === entry.url)!;
        expect(entry.alternates?.languages, path).toEqual(expected.get(path));
      }
    },
  );

  it('writes the language links as xhtml:link in well-formed XML with ASCII addresses', async () => {
    const ids = await generateSitemaps();
    const files = await Promise.all(
      ids.map(({ id }) => sitemap({ id: Promise.resolve(String(id)) })),
    );
    expect(files.flat()).toHaveLength(expected.size);
    for (const file of files) expect(file.length).toBeLessThanOrEqual(5);
    const xml = files.map((file) => resolveSitemap(file));
    const withArabic = xml.find((text) =>
      text.includes(`<loc>${url('/ar/blogs/مقالة-both')}</loc>`),
    )!;
    expect(withArabic).toBeDefined();
    expect(withArabic).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(withArabic).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${url('/blogs/sitemap-both')}" />`,
    );
    expect(withArabic).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('/blogs/sitemap-both')}" />`,
    );
    for (const text of xml) {
      // Every address is ASCII (an Arabic slug and its & percent-encoded), and the XML parses.
      expect(text).not.toMatch(/[^\x00-\x7f]/);
      expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const errors: Error[] = [];
      const parser = new Parser({ onerror: (error) => errors.push(error) }, { xmlMode: true });
      parser.write(text);
      parser.end();
      expect(errors).toEqual([]);
    }
    const all = xml.join('\n');
    expect(all).toContain(`<loc>${url('/ar/blogs/أخبار-&-نصائح')}</loc>`);
    expect(url('/ar/blogs/أخبار-&-نصائح')).toContain('%26');
    // An English URL without a counterpart carries no language links.
    const alone = all
      .split('<url>')
      .find((block) => block.includes('/blogs/sitemap-english-only<'))!;
    expect(alone).not.toContain('xhtml:link');
  });
});
