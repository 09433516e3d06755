import '../support/env';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { callJson, createWorld, type World } from '../support/harness';
import { testEngines } from '../support/test-databases';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// Content translations through the API (issue 29): `?locale=ar` on the content endpoints
// reads, writes and removes a record's Arabic translation, which has its own status; the
// English record is never changed by it, nor the translation by English writes.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

type Json = Record<string, unknown>;

describe.each(testEngines)('translations through the API on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  const admin = () => ({ token: w.adminToken });
  const expiredTags = () =>
    vi
      .mocked(revalidateTag)
      .mock.calls.map(([tag]) => tag)
      .sort();
  let made = 0;
  const unique = (prefix: string) => `${prefix}-${++made}-${Date.now().toString(36)}`;

  async function postBlog(overrides: Json = {}) {
    const answer = await callJson('POST', '/blog', {
      ...admin(),
      json: blogPayload(w.categoryId, { slug_url: unique('blog'), ...overrides }),
    });
    expect(answer.status).toBe(201);
    return answer.body.data as Json & { blog_id: number; slug_url: string };
  }
  const putArabic = (path: string, json: Json, query = '') =>
    callJson('PUT', `${path}?locale=ar${query}`, { ...admin(), json });
  /** The English record and its revisions, as staff see them. */
  async function englishState(path: string, id: string | number, entity = 'blog') {
    const record = await callJson('GET', path, admin());
    const revisions = await callJson('GET', `/api/revisions?entity=${entity}&id=${id}`, admin());
    return { record: record.body, revisions: revisions.body };
  }

  it('writes, reads and deletes a blog translation; the English blog stays as it was', async () => {
    const blog = await postBlog();
    const before = await englishState(`/blog/${blog.blog_id}`, blog.blog_id);
    vi.mocked(revalidateTag).mockClear();

    const written = await putArabic(`/blog/${blog.blog_id}`, {
      ...blogTranslationPayload({ title: 'دليل الإطلاق', slug_url: '  دليل   الإطلاق ' }),
      blogs_content: [{ heading: 'البداية', paragraph: '<p>نص</p><script>alert(1)</script>' }],
    });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      status: 'success',
      message: 'Arabic translation of the blog saved.',
      data: {
        blog_id: blog.blog_id,
        locale: 'ar',
        title: 'دليل الإطلاق',
        slug_url: 'دليل-الإطلاق',
        status: 'published',
        // What is not translatable is the English record's.
        published_date: blog.published_date,
        blog_image: blog.blog_image,
        // Rich text is sanitized as an English save's is.
        blogs_content: [{ heading: 'البداية', paragraph: '<p>نص</p>' }],
      },
    });
    // The record's pages (both languages), the Arabic URL, the Arabic lists, the sitemap.
    expect(expiredTags()).toEqual(
      [`blog:${blog.blog_id}`, 'ar:blog-slug:دليل-الإطلاق', 'ar:blogs:list', 'sitemap'].sort(),
    );
    expect(await englishState(`/blog/${blog.blog_id}`, blog.blog_id)).toEqual(before);

    // Read back: by id, and by its Arabic slug.
    for (const key of [String(blog.blog_id), encodeURIComponent('دليل-الإطلاق')]) {
      const read = await callJson('GET', `/blog/${key}?locale=ar`);
      expect(read.status, key).toBe(200);
      expect(read.body.data).toMatchObject({ blog_id: blog.blog_id, title: 'دليل الإطلاق' });
      expect(read.body.data).not.toHaveProperty('pending_changes');
    }
    const list = await callJson('GET', '/blog?locale=ar');
    expect(list.body.data.map((item: Json) => item.blog_id)).toContain(blog.blog_id);
    const item = list.body.data.find((entry: Json) => entry.blog_id === blog.blog_id);
    expect(item).toMatchObject({ locale: 'ar', slug_url: 'دليل-الإطلاق', status: 'published' });
    expect(item).not.toHaveProperty('metaTitle'); // a list item keeps its list shape

    // The English answers are those of the original API.
    const english = await callJson('GET', `/blog/${blog.blog_id}`);
    expect(english.body.data).toMatchObject({ title: blog.title, slug_url: blog.slug_url });
    expect(english.body.data).not.toHaveProperty('locale');
    const withEn = await callJson('GET', `/blog/${blog.blog_id}?locale=en`);
    expect(withEn.body).toEqual(english.body);
    const publicList = await callJson('GET', '/blog');
    for (const entry of publicList.body.data as Json[]) {
      expect(entry).not.toHaveProperty('translations');
      expect(entry).not.toHaveProperty('locale');
    }
    // Staff lists say where each record's translations stand.
    const staffList = await callJson('GET', '/blog', admin());
    const staffItem = staffList.body.data.find((entry: Json) => entry.blog_id === blog.blog_id);
    expect(staffItem.translations).toEqual({ ar: { status: 'published', slug: 'دليل-الإطلاق' } });

    vi.mocked(revalidateTag).mockClear();
    const removed = await callJson('DELETE', `/blog/${blog.blog_id}?locale=ar`, admin());
    expect(removed.body).toEqual({
      status: 'success',
      message: 'Arabic translation of the blog deleted.',
    });
    expect(expiredTags()).toEqual(
      [`blog:${blog.blog_id}`, 'ar:blog-slug:دليل-الإطلاق', 'ar:blogs:list', 'sitemap'].sort(),
    );
    expect((await callJson('GET', `/blog/${blog.blog_id}?locale=ar`, admin())).status).toBe(404);
    expect((await callJson('DELETE', `/blog/${blog.blog_id}?locale=ar`, admin())).status).toBe(404);
    expect(await englishState(`/blog/${blog.blog_id}`, blog.blog_id)).toEqual(before);
    const staffAfter = await callJson('GET', '/blog', admin());
    expect(
      staffAfter.body.data.find((entry: Json) => entry.blog_id === blog.blog_id).translations,
    ).toEqual({});
  });

  it('gives each language its own status: publishing or unpublishing one leaves the other', async () => {
    const blog = await postBlog();
    const path = `/blog/${blog.blog_id}`;
    // An Arabic draft: the English blog stays published, the Arabic page is not public.
    const draft = await putArabic(path, blogTranslationPayload({ status: 'draft' }));
    expect(draft.body.data.status).toBe('draft');
    expect((await callJson('GET', path)).body.data.status).toBe('published');
    expect((await callJson('GET', `${path}?locale=ar`)).status).toBe(404);
    expect((await callJson('GET', `${path}?locale=ar`, admin())).body.data.status).toBe('draft');

    // English unpublished: the Arabic translation keeps its state; published Arabic
    // still does not show while its record is not published.
    const englishInput = blogPayload(w.categoryId, { slug_url: blog.slug_url, title: blog.title });
    await callJson('PUT', path, { ...admin(), json: { ...englishInput, status: 'draft' } });
    const arabic = await putArabic(path, blogTranslationPayload({ status: 'published' }));
    expect(arabic.body.data.status).toBe('published');
    expect((await callJson('GET', path, admin())).body.data.status).toBe('draft');
    expect((await callJson('GET', `${path}?locale=ar`)).status).toBe(404);
    expect(
      (await callJson('GET', '/blog?locale=ar')).body.data.map((item: Json) => item.blog_id),
    ).not.toContain(blog.blog_id);

    // English published again: both show; the translation was not touched by it.
    await callJson('PUT', path, { ...admin(), json: { ...englishInput, status: 'published' } });
    const shown = await callJson('GET', `${path}?locale=ar`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.published_at).toBe(arabic.body.data.published_at);

    // Arabic unpublished: English stays published.
    const unpublished = await putArabic(path, blogTranslationPayload({ status: 'draft' }));
    expect(unpublished.body.data.status).toBe('draft');
    expect((await callJson('GET', path)).status).toBe(200);
    expect((await callJson('GET', `${path}?locale=ar`)).status).toBe(404);

    // The revisions: each language its own.
    const english = await callJson('GET', `/api/revisions?entity=blog&id=${blog.blog_id}`, admin());
    const translation = await callJson(
      'GET',
      `/api/revisions?entity=blog&id=${blog.blog_id}&locale=ar`,
      admin(),
    );
    expect(english.body.map((r: Json) => r.summary)).toEqual([
      expect.stringMatching(/^Published/),
      expect.stringMatching(/^Unpublished/),
      'Created (published)',
    ]);
    expect(translation.body.map((r: Json) => r.summary)).toEqual([
      expect.stringMatching(/^Unpublished/),
      expect.stringMatching(/^Published/),
      'Translation created (draft saved)',
    ]);
  });

  it('keeps a published translation live while a draft of it is saved (?draft=true)', async () => {
    const blog = await postBlog();
    const path = `/blog/${blog.blog_id}`;
    await putArabic(
      path,
      blogTranslationPayload({ title: 'العنوان الأول', slug_url: unique('أول') }),
    );
    const draft = await putArabic(
      path,
      blogTranslationPayload({ title: 'العنوان الثاني', slug_url: unique('ثان') }),
      '&draft=true',
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ title: 'العنوان الأول', status: 'published' });
    expect(draft.body.data.pending_changes).toMatchObject({ title: 'العنوان الثاني' });
    expect((await callJson('GET', `${path}?locale=ar`)).body.data.title).toBe('العنوان الأول');
  });

  it('keeps Arabic slugs unique among Arabic slugs; the same slug may be English and Arabic', async () => {
    const first = await postBlog({ slug_url: 'shared-slug' });
    const second = await postBlog();
    // The English slug of the first is free in Arabic.
    const same = await putArabic(
      `/blog/${second.blog_id}`,
      blogTranslationPayload({ slug_url: 'Shared Slug' }),
    );
    expect(same.status).toBe(200);
    expect(same.body.data.slug_url).toBe('shared-slug');
    // Taken among the Arabic slugs: 409 with a clear message; nothing changes.
    const taken = await putArabic(
      `/blog/${first.blog_id}`,
      blogTranslationPayload({ slug_url: 'shared-slug' }),
    );
    expect(taken).toMatchObject({
      status: 409,
      body: {
        status: 'fail',
        message: 'An Arabic blog with the URL "shared-slug" already exists.',
      },
    });
    expect((await callJson('GET', `/blog/${first.blog_id}?locale=ar`, admin())).status).toBe(404);
    // A Latin or an Arabic slug, normalised; bad characters refused with a 400.
    for (const [written, status, message] of [
      ['a/b', 400, 'The Arabic URL cannot contain /, ?, #, % or \\.'],
      ['why?', 400, 'The Arabic URL cannot contain /, ?, #, % or \\.'],
      ['#top', 400, 'The Arabic URL cannot contain /, ?, #, % or \\.'],
    ] as const) {
      const answer = await putArabic(
        `/blog/${first.blog_id}`,
        blogTranslationPayload({ slug_url: written }),
      );
      expect(answer, written).toMatchObject({ status, body: { message } });
    }
    // Left empty, a blog's slug is made from its Arabic title.
    const fromTitle = await putArabic(
      `/blog/${first.blog_id}`,
      blogTranslationPayload({ title: 'عنوان من العنوان', slug_url: '' }),
    );
    expect(fromTitle.body.data.slug_url).toBe('عنوان-من-العنوان');

    // Location pages: required, unique, never a fixed Arabic route.
    const create = async () =>
      (await callJson('POST', '/api/locationpages/create', { ...admin(), json: locationPayload() }))
        .body.data.location_id as number;
    const [one, two] = [await create(), await create()];
    const ok = await putArabic(
      `/api/locationpages/${one}`,
      locationTranslationPayload({ slug_url: 'دبي' }),
    );
    expect(ok.status).toBe(200);
    const clash = await putArabic(
      `/api/locationpages/${two}`,
      locationTranslationPayload({ slug_url: 'دبي' }),
    );
    expect(clash).toMatchObject({
      status: 409,
      body: { message: 'An Arabic location page with the URL "دبي" already exists.' },
    });
    for (const reserved of [
      'company',
      'Case-Studies',
      'insights',
      'blogs',
      'privacy-policy',
      'search-engine-optimization-services-dubai-uae',
    ]) {
      const answer = await putArabic(
        `/api/locationpages/${two}`,
        locationTranslationPayload({ slug_url: reserved }),
      );
      expect(answer.status, reserved).toBe(400);
    }
    const empty = await putArabic(
      `/api/locationpages/${two}`,
      locationTranslationPayload({ slug_url: '   ' }),
    );
    expect(empty).toMatchObject({ status: 400, body: { message: 'The Arabic URL is required.' } });
  });

  it('answers 400 for an unknown locale and 401/403 for the public on writes', async () => {
    const blog = await postBlog();
    for (const [method, path] of [
      ['GET', '/blog?locale=fr'],
      ['GET', `/blog/${blog.blog_id}?locale=AR`],
      ['GET', '/api/caseStudies?locale=en-GB'],
      ['GET', '/api/locationpages?locale='],
    ] as const) {
      const answer = await callJson(method, path);
      expect(answer, path).toMatchObject({
        status: 400,
        body: { message: 'locale must be en or ar.' },
      });
    }
    const put = await callJson('PUT', `/blog/${blog.blog_id}?locale=fr`, {
      ...admin(),
      json: blogTranslationPayload(),
    });
    expect(put).toMatchObject({ status: 400, body: { message: 'locale must be en or ar.' } });
    const deleted = await callJson('DELETE', `/blog/${blog.blog_id}?locale=fr`, admin());
    expect(deleted.status).toBe(400);
    expect((await callJson('GET', `/blog/${blog.blog_id}`)).status).toBe(200);

    const json = blogTranslationPayload();
    expect((await callJson('PUT', `/blog/${blog.blog_id}?locale=ar`, { json })).status).toBe(401);
    expect(
      (
        await callJson('PUT', `/blog/${blog.blog_id}?locale=ar`, {
          json,
          cookie: w.adminToken,
          headers: { origin: 'https://elsewhere.test' },
        })
      ).status,
    ).toBe(403);
    expect((await callJson('DELETE', `/blog/${blog.blog_id}?locale=ar`)).status).toBe(401);
    expect((await callJson('GET', `/blog/${blog.blog_id}?locale=ar`, admin())).status).toBe(404);
    // A path no slug can be is a 404, never a fault (PostgreSQL text cannot hold NUL).
    for (const segment of ['a%00b', 'x'.repeat(600), '%E2%80%A8'])
      expect((await callJson('GET', `/blog/${segment}?locale=ar`)).status, segment).toBe(404);
  });

  it('translates case studies and location pages the same way', async () => {
    const created = await callJson('POST', '/api/caseStudies', admin());
    const id = created.body._id as string;
    await callJson('PUT', `/api/caseStudies/${id}`, { ...admin(), json: caseStudyPayload() });
    const english = await englishState(`/api/caseStudies/${id}`, id, 'case-study');
    vi.mocked(revalidateTag).mockClear();

    // Only the translatable fields are taken; images and categories stay the record's.
    const written = await putArabic(`/api/caseStudies/${id}`, {
      ...caseStudyTranslationPayload(),
      bannerImage: '/uploads/ffffffffffffffffffffffffffffffff.png',
    });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      _id: id,
      locale: 'ar',
      heroHeading: 'متجر إلكتروني أسرع',
      bannerImage: caseStudyPayload().bannerImage,
      category1: 'Ecommerce Development',
    });
    expect(expiredTags()).toEqual([`case-study:${id}`, 'ar:case-studies:list', 'sitemap'].sort());
    expect(await englishState(`/api/caseStudies/${id}`, id, 'case-study')).toEqual(english);
    const list = await callJson('GET', '/api/caseStudies?locale=ar&page=1&limit=50');
    expect(list.body.map((item: Json) => item._id)).toContain(id);
    expect(Number(list.headers.get('x-total-count'))).toBe(list.body.length);
    // A translation published without its hero heading would be a page no list shows.
    const blank = await putArabic(
      `/api/caseStudies/${id}`,
      caseStudyTranslationPayload({ heroHeading: '' }),
    );
    expect(blank).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('hero heading') },
    });
    const blankDraft = await putArabic(
      `/api/caseStudies/${id}`,
      caseStudyTranslationPayload({ heroHeading: '', status: 'draft' }),
    );
    expect(blankDraft.status).toBe(200);

    const page = (
      await callJson('POST', '/api/locationpages/create', { ...admin(), json: locationPayload() })
    ).body.data;
    const located = await putArabic(
      `/api/locationpages/${page.location_id}`,
      locationTranslationPayload({ slug_url: 'تصميم مواقع العين' }),
    );
    expect(located.body.data).toMatchObject({
      location_id: page.location_id,
      slug_url: 'تصميم-مواقع-العين',
      meta_link: page.meta_link,
      locale: 'ar',
    });
    expect(expiredTags()).toContain('ar:location-slug:تصميم-مواقع-العين');
    const one = await callJson('GET', `/api/locationpages/${page.location_id}?locale=ar`);
    expect(one.body).toMatchObject({ main_heading: 'تصميم المواقع في الشارقة', locale: 'ar' });
  });

  it('deleting a record deletes its translations; the audit log says the language', async () => {
    const blog = await postBlog();
    const slug = unique('حذف');
    await putArabic(`/blog/${blog.blog_id}`, blogTranslationPayload({ slug_url: slug }));
    vi.mocked(revalidateTag).mockClear();
    expect((await callJson('DELETE', `/blog/${blog.blog_id}`, admin())).status).toBe(200);
    expect(expiredTags()).toEqual(
      expect.arrayContaining([`blog:${blog.blog_id}`, `ar:blog-slug:${slug}`, 'ar:blogs:list']),
    );
    const rows = await w.t.db
      .selectFrom('content_translations')
      .selectAll()
      .where('record_id', '=', String(blog.blog_id))
      .execute();
    expect(rows).toEqual([]);
    const revisions = await w.t.db
      .selectFrom('revisions')
      .selectAll()
      .where('entity', '=', 'blog')
      .where('record_id', '=', String(blog.blog_id))
      .execute();
    expect(revisions).toEqual([]);
    // Its Arabic address is gone, as its English one.
    const gone = await w.t.db
      .selectFrom('redirects')
      .select(['source', 'code'])
      .where('source', 'in', [`/blogs/${blog.slug_url}`, `/ar/blogs/${slug}`])
      .execute();
    expect(gone.map((row) => row.code)).toEqual([410, 410]);

    const other = await postBlog();
    await putArabic(`/blog/${other.blog_id}`, blogTranslationPayload({ status: 'draft' }));
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entityId'])
      .where('entityId', '=', `${other.blog_id} (ar)`)
      .execute();
    expect(audit).toEqual([
      { action: 'create', entity: 'blog', entityId: `${other.blog_id} (ar)` },
    ]);
  });

  it('restores a translation revision and moves a renamed live translation with a 308', async () => {
    const blog = await postBlog();
    const path = `/blog/${blog.blog_id}`;
    const oldSlug = unique('قديم');
    const newSlug = unique('جديد');
    await putArabic(path, blogTranslationPayload({ title: 'الأول', slug_url: oldSlug }));
    await putArabic(path, blogTranslationPayload({ title: 'الثاني', slug_url: newSlug }));
    const redirect = await w.t.db
      .selectFrom('redirects')
      .select(['target', 'code'])
      .where('source', '=', `/ar/blogs/${oldSlug}`)
      .executeTakeFirst();
    expect(redirect).toEqual({ target: `/ar/blogs/${newSlug}`, code: 308 });

    const revisions = await callJson(
      'GET',
      `/api/revisions?entity=blog&id=${blog.blog_id}&locale=ar`,
      admin(),
    );
    const first = revisions.body.at(-1).revision_id as number;
    const revision = await callJson('GET', `/api/revisions/${first}`, admin());
    expect(revision.body).toMatchObject({ locale: 'ar', snapshot: { title: 'الأول' } });
    expect(
      (await callJson('POST', `/api/revisions/${first}/restore?locale=en`, admin())).status,
    ).toBe(404);
    const restored = await callJson('POST', `/api/revisions/${first}/restore`, admin());
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ locale: 'ar', title: 'الأول', slug_url: oldSlug });
    expect((await callJson('GET', path)).body.data.title).toBe(blog.title);
    // English revisions have no locale in their answer, as before.
    const english = await callJson('GET', `/api/revisions?entity=blog&id=${blog.blog_id}`, admin());
    const englishRevision = await callJson(
      'GET',
      `/api/revisions/${english.body[0].revision_id}`,
      admin(),
    );
    expect(englishRevision.body).not.toHaveProperty('locale');
  });
});
