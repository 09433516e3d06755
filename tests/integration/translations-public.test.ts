import '../support/env';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicationInput } from '@/lib/schemas/editorial';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { locationPageSchema } from '@/lib/schemas/location-page';
import type { BlogInput } from '@/server/blogs/blogs';
import { createCategories, listCategories } from '@/server/categories/categories';
import { createSession } from '@/server/auth/sessions';
import { blogType, caseStudyType, locationPageType } from '@/server/editorial/content-types';
import { createPreviewLink } from '@/server/editorial/preview-links';
import { saveContent } from '@/server/editorial/save';
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
  previewedTranslation,
} from '@/server/public-data';
import { saveTranslation } from '@/server/translations/save';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import { createUser } from '@/server/users/users';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { pointDbAt } from '../support/harness';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// The public readers in Arabic (issue 29): only records whose record AND Arabic
// translation are published, in the English shape with the Arabic values; found by
// their Arabic slug; tagged with the record's tag, the Arabic slug's and the Arabic
// list's. Preview shows a translation's draft to whoever holds its grant.

const state = vi.hoisted(() => ({
  tags: [] as string[],
  draftMode: false,
  cookies: new Map<string, string>(),
}));
// Outside Next: unstable_cache runs the function and records the tags the render gets.
vi.mock('next/cache', () => ({
  revalidateTag: vi.fn(),
  unstable_cache:
    <A extends unknown[], R>(
      fn: (...args: A) => Promise<R>,
      _keys?: string[],
      options?: { tags?: string[] },
    ) =>
    async (...args: A) => {
      state.tags.push(...(options?.tags ?? []));
      return fn(...args);
    },
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: state.draftMode }),
  cookies: async () => ({
    get: (name: string) =>
      state.cookies.has(name) ? { value: state.cookies.get(name) } : undefined,
  }),
}));

const AUTHOR = 'Noura Editor';
const published: PublicationInput = { status: 'published' };
const draft: PublicationInput = { status: 'draft' };

describe.each(testEngines)('public readers in Arabic on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;
  let made = 0;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    pointDbAt(t);
    await createCategories(t.db, ['All', 'Web']);
    categoryId = (await listCategories(t.db)).find((c) => c.category === 'Web')!.category_id;
  });
  afterAll(async () => t.drop());
  beforeEach(() => {
    state.tags = [];
    state.draftMode = false;
    state.cookies.clear();
  });

  async function blog(english: PublicationInput, arabic?: PublicationInput, date = '2025-01-01') {
    const slug = `public-${++made}-${Date.now()}`;
    const { after } = await saveContent(t.db, blogType, undefined, {
      input: blogSchema.parse(
        blogPayload(categoryId, { slug_url: slug, published_date: date }),
      ) as BlogInput,
      publication: english,
      author: AUTHOR,
    });
    const arabicSlug = `مقالة-${made}-${Date.now()}`;
    if (arabic) {
      await saveTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
        input: TRANSLATION_TYPES.blog.schema.parse(
          blogTranslationPayload({ title: `مقالة ${made}`, slug_url: arabicSlug }),
        ) as Record<string, unknown>,
        publication: arabic,
        author: AUTHOR,
      });
    }
    const arabicTitle = `مقالة ${made}`;
    return { id: after.blog_id, slug: after.slug_url, arabicSlug, arabicTitle, title: after.title };
  }

  it('lists and finds only blogs live in both languages, with their Arabic fields', async () => {
    const live = await blog(published, published, '2031-03-03');
    const untranslated = await blog(published, undefined, '2031-03-02');
    const arabicDraft = await blog(published, draft, '2031-03-01');
    const englishDraft = await blog(draft, published, '2031-02-28');

    const page = await getBlogListPage(1, 'ar');
    const ids = page.items.map((item) => item.blog_id);
    expect(ids).toContain(live.id);
    for (const hidden of [untranslated, arabicDraft, englishDraft])
      expect(ids).not.toContain(hidden.id);
    expect(page.total).toBe(page.items.length);
    const item = page.items.find((entry) => entry.blog_id === live.id)!;
    expect(item).toMatchObject({
      title: live.arabicTitle,
      slug_url: live.arabicSlug,
      locale: 'ar',
    });
    expect(item).not.toHaveProperty('pending_changes');
    expect(state.tags).toEqual(expect.arrayContaining(['ar:blogs:list', `blog:${live.id}`]));
    expect(state.tags).not.toContain('blogs:list');

    const latest = await getLatestBlogs(3, 'ar');
    expect(latest[0]!.blog_id).toBe(live.id);
    expect(latest.map((entry) => entry.blog_id)).not.toContain(untranslated.id);

    // The English readers are as they were: every published blog, in English.
    const english = await getBlogListPage(1);
    const englishIds = english.items.map((entry) => entry.blog_id);
    for (const shown of [live, untranslated, arabicDraft]) expect(englishIds).toContain(shown.id);
    expect(english.items.find((entry) => entry.blog_id === live.id)!.title).toBe(live.title);

    // One blog, by its Arabic slug (as the URL carries it, percent-encoded or not).
    state.tags = [];
    const found = await getBlog(encodeURIComponent(live.arabicSlug), 'ar');
    expect(found).toMatchObject({
      blog_id: live.id,
      slug_url: live.arabicSlug,
      locale: 'ar',
      status: 'published',
    });
    expect(found!.blogs_content[0]!.heading).toBe('ابدأ صغيراً');
    expect(found!.published_date).toBe('2031-03-03');
    // The shape a page renders: the English record's (its staff-only pending changes apart).
    const englishBlog = (await getBlog(live.slug))!;
    const englishKeys = Object.keys(englishBlog).filter((key) => key !== 'pending_changes');
    expect(Object.keys(found!)).toEqual(expect.arrayContaining(englishKeys));
    expect(state.tags).toEqual(
      expect.arrayContaining([`ar:blog-slug:${live.arabicSlug}`, `blog:${live.id}`]),
    );
    expect(await getBlog(live.slug, 'ar')).toBeNull(); // an English slug is no Arabic address
    expect(await getBlog(untranslated.slug, 'ar')).toBeNull();
    expect(await getBlog(arabicDraft.arabicSlug, 'ar')).toBeNull();
    expect(await getBlog(englishDraft.arabicSlug, 'ar')).toBeNull();
    expect(await getBlog('a/b', 'ar')).toBeNull();
    // A 404 at an Arabic address is tagged by it: a translation given it later replaces it.
    state.tags = [];
    expect(await getBlog('لا-يوجد', 'ar')).toBeNull();
    expect(state.tags).toEqual(['ar:blog-slug:لا-يوجد']);
  });

  it('lists and finds case studies and location pages the same way', async () => {
    const study = async (english: PublicationInput, arabic?: PublicationInput) => {
      const { after } = await saveContent(t.db, caseStudyType, undefined, {
        input: caseStudySchema.parse(caseStudyPayload({ clientName: `Client ${++made}` })),
        publication: english,
        author: AUTHOR,
      });
      if (arabic)
        await saveTranslation(t.db, TRANSLATION_TYPES['case-study'], after._id, 'ar', {
          input: TRANSLATION_TYPES['case-study'].schema.parse(
            caseStudyTranslationPayload({ clientName: `عميل ${made}` }),
          ) as Record<string, unknown>,
          publication: arabic,
          author: AUTHOR,
        });
      return after._id;
    };
    const live = await study(published, published);
    const hidden = [
      await study(published),
      await study(published, draft),
      await study(draft, published),
    ];
    const page = await getCaseStudyListPage(1, 'ar');
    const ids = page.items.map((item) => item._id);
    expect(ids).toContain(live);
    for (const id of hidden) expect(ids).not.toContain(id);
    expect(state.tags).toContain('ar:case-studies:list');
    for (const reader of [getShowcaseCaseStudies, getPortfolioPool]) {
      const items = (await reader('ar')).map((item) => item._id);
      expect(items).toContain(live);
      for (const id of hidden) expect(items).not.toContain(id);
    }
    const one = await getCaseStudyById(live, 'ar');
    expect(one).toMatchObject({ _id: live, heroHeading: 'متجر إلكتروني أسرع', locale: 'ar' });
    expect(one!.bannerImage).toBe(caseStudyPayload().bannerImage);
    for (const id of hidden) expect(await getCaseStudyById(id, 'ar')).toBeNull();
    expect((await getCaseStudyById(hidden[0]!))!.heroHeading).toBe(caseStudyPayload().heroHeading);

    const { after: page2 } = await saveContent(t.db, locationPageType, undefined, {
      input: locationPageSchema.parse(locationPayload()),
      publication: published,
      author: AUTHOR,
    });
    await saveTranslation(t.db, TRANSLATION_TYPES['location-page'], page2.location_id, 'ar', {
      input: TRANSLATION_TYPES['location-page'].schema.parse(
        locationTranslationPayload({ slug_url: 'تصميم مواقع رأس الخيمة' }),
      ) as Record<string, unknown>,
      publication: published,
      author: AUTHOR,
    });
    state.tags = [];
    const located = await getLocationPage(encodeURIComponent('تصميم-مواقع-رأس-الخيمة'), 'ar');
    expect(located).toMatchObject({
      location_id: page2.location_id,
      main_heading: 'تصميم المواقع في الشارقة',
    });
    expect(state.tags).toEqual(
      expect.arrayContaining([
        'ar:location-slug:تصميم-مواقع-رأس-الخيمة',
        `location-page:${page2.location_id}`,
      ]),
    );
    expect(await getLocationPage(page2.slug_url, 'ar')).toBeNull();
    expect((await getLocationPage(page2.slug_url))!.main_heading).toBe('Web design in Sharjah');
  });

  it("answers each record's live addresses in both languages, and none for a missing one", async () => {
    const both = await blog(published, published);
    const englishOnly = await blog(published);
    const arabicDraft = await blog(published, draft);
    const neither = await blog(draft, published);
    state.tags = [];
    expect(await getTranslationPaths('blog', both.id)).toEqual({
      en: `/blogs/${both.slug}`,
      ar: `/ar/blogs/${both.arabicSlug}`,
    });
    expect(state.tags).toEqual([`blog:${both.id}`]);
    expect(await getTranslationPaths('blog', englishOnly.id)).toEqual({
      en: `/blogs/${englishOnly.slug}`,
    });
    expect(await getTranslationPaths('blog', arabicDraft.id)).toEqual({
      en: `/blogs/${arabicDraft.slug}`,
    });
    expect(await getTranslationPaths('blog', neither.id)).toEqual({});
    expect(await getTranslationPaths('blog', 999_999)).toEqual({});
    expect(await getTranslationPaths('blog', 'not-an-id')).toEqual({});
  });

  it("shows a translation's draft in preview, to the holder of its grant only", async () => {
    const record = await blog(published, published);
    // A draft of the live translation, with a new slug.
    const draftSlug = `مسودة-${Date.now()}`;
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, record.id, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(
        blogTranslationPayload({ title: 'عنوان المسودة', slug_url: draftSlug }),
      ) as Record<string, unknown>,
      publication: published,
      draft: true,
      author: AUTHOR,
    });
    // Without preview: the live translation.
    expect((await getBlog(record.arabicSlug, 'ar'))!.title).not.toBe('عنوان المسودة');
    expect(await getBlog(draftSlug, 'ar')).toBeNull();

    // A staff grant for the Arabic draft.
    const user = await createUser(t.db, {
      email: `preview-${Date.now()}@agency.test`,
      password: 'preview-pass-12',
      name: 'Preview',
      role: 'editor',
    });
    state.draftMode = true;
    state.cookies.set('agency_session', (await createSession(t.db, user.id)).token);
    state.cookies.set('agency_preview', `staff:blog:${record.id}:ar`);
    const shown = await getBlog(draftSlug, 'ar');
    expect(shown).toMatchObject({ title: 'عنوان المسودة', slug_url: draftSlug, previewing: true });
    expect(await previewedTranslation('blog', `/ar/blogs/${draftSlug}`, 'ar')).toMatchObject({
      blog_id: record.id,
      previewing: true,
    });
    // Not on the English page, and not at another address.
    expect((await getBlog(record.slug))!).not.toHaveProperty('previewing');
    expect(
      await previewedTranslation('blog', `/ar/blogs/${record.arabicSlug}`, 'ar'),
    ).toBeUndefined();

    // A preview link for the Arabic draft.
    state.cookies.clear();
    const { token } = await createPreviewLink(
      t.db,
      { entity: 'blog', id: String(record.id), locale: 'ar' },
      AUTHOR,
    );
    state.cookies.set('agency_preview', `link:${token}`);
    expect(await getBlog(draftSlug, 'ar')).toMatchObject({
      title: 'عنوان المسودة',
      previewing: true,
    });
    // An English link shows nothing in Arabic.
    const english = await createPreviewLink(
      t.db,
      { entity: 'blog', id: String(record.id) },
      AUTHOR,
    );
    state.cookies.set('agency_preview', `link:${english.token}`);
    expect(await getBlog(draftSlug, 'ar')).toBeNull();
  });
});
