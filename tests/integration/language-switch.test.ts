import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationInput } from '@/lib/schemas/editorial';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { locationPageSchema } from '@/lib/schemas/location-page';
import type { BlogInput } from '@/server/blogs/blogs';
import { createCategories, listCategories } from '@/server/categories/categories';
import { blogType, caseStudyType, locationPageType } from '@/server/editorial/content-types';
import { createRedirect } from '@/server/editorial/redirects';
import { saveContent } from '@/server/editorial/save';
import { counterpartOf } from '@/server/translations/paths';
import { deleteTranslation, saveTranslation } from '@/server/translations/save';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import type { ContentEntity } from '@/lib/editorial';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';
import {
  blogTranslationPayload,
  caseStudyTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// The language switcher's route (GET /language) on a record's page: the record's page in
// the other language when it is live there, nothing otherwise (the route then sends the
// visitor to that language's home). Found from the page's path in either language.

const AUTHOR = 'Noura Editor';
const published: PublicationInput = { status: 'published' };
const draft: PublicationInput = { status: 'draft' };

describe.each(testEngines)('the language switch on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await createCategories(t.db, ['All', 'Web']);
    categoryId = (await listCategories(t.db)).find((c) => c.category === 'Web')!.category_id;
  });
  afterAll(async () => t.drop());

  const translate = (entity: ContentEntity, id: string | number, input: unknown, p = published) =>
    saveTranslation(t.db, TRANSLATION_TYPES[entity], id as never, 'ar', {
      input: TRANSLATION_TYPES[entity].schema.parse(input) as Record<string, unknown>,
      publication: p,
      author: AUTHOR,
    });

  it('pairs a blog with its published translation, both ways, and nothing else', async () => {
    const { after } = await saveContent(t.db, blogType, undefined, {
      input: blogSchema.parse(blogPayload(categoryId, { slug_url: 'switch-blog' })) as BlogInput,
      publication: published,
      author: AUTHOR,
    });
    expect(await counterpartOf(t.db, '/blogs/switch-blog', 'ar')).toBeUndefined();

    await translate(
      'blog',
      after.blog_id,
      blogTranslationPayload({ slug_url: 'مقالة-المبدل' }),
      draft,
    );
    expect(await counterpartOf(t.db, '/blogs/switch-blog', 'ar')).toBeUndefined();

    await translate('blog', after.blog_id, blogTranslationPayload({ slug_url: 'مقالة-المبدل' }));
    expect(await counterpartOf(t.db, '/blogs/switch-blog', 'ar')).toBe('/ar/blogs/مقالة-المبدل');
    // From the Arabic page, raw or percent-encoded as the browser sends it.
    expect(await counterpartOf(t.db, '/ar/blogs/مقالة-المبدل', 'en')).toBe('/blogs/switch-blog');
    expect(await counterpartOf(t.db, `/ar/blogs/${encodeURIComponent('مقالة-المبدل')}`, 'en')).toBe(
      '/blogs/switch-blog',
    );
  });

  it('pairs case studies by id and location pages by their slugs', async () => {
    const { after: study } = await saveContent(t.db, caseStudyType, undefined, {
      input: caseStudySchema.parse(caseStudyPayload()),
      publication: published,
      author: AUTHOR,
    });
    expect(await counterpartOf(t.db, `/casestudy/${study._id}`, 'ar')).toBeUndefined();
    await translate('case-study', study._id, caseStudyTranslationPayload());
    expect(await counterpartOf(t.db, `/casestudy/${study._id}`, 'ar')).toBe(
      `/ar/casestudy/${study._id}`,
    );

    const { after: page } = await saveContent(t.db, locationPageType, undefined, {
      input: locationPageSchema.parse(locationPayload({ slug_url: 'web-design-fujairah' })),
      publication: published,
      author: AUTHOR,
    });
    await translate(
      'location-page',
      page.location_id,
      locationTranslationPayload({ slug_url: 'تصميم-مواقع-الفجيرة' }),
    );
    expect(await counterpartOf(t.db, '/web-design-fujairah', 'ar')).toBe('/ar/تصميم-مواقع-الفجيرة');
    expect(await counterpartOf(t.db, '/ar/تصميم-مواقع-الفجيرة', 'en')).toBe('/web-design-fujairah');
  });

  it('finds nothing for paths that are no record, without failing', async () => {
    for (const path of [
      '/blogs/no-such-blog',
      '/casestudy/not-an-id',
      '/no-such-page',
      '/a/b/c',
      '/%E0%A4%A',
      '/ar/blogs/%',
    ])
      expect(await counterpartOf(t.db, path, 'ar'), path).toBeUndefined();
  });
});

describe.each(testEngines)('pictures in a translation on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await createCategories(t.db, ['All', 'Web']);
    categoryId = (await listCategories(t.db)).find((c) => c.category === 'Web')!.category_id;
  });
  afterAll(async () => t.drop());

  const usesOf = async (url: string) =>
    (
      await t.db
        .selectFrom('media_usage')
        .select(['entity', 'record_id', 'field'])
        .where('url', '=', url)
        .execute()
    ).map((row) => `${row.entity}:${row.record_id}:${row.field}`);

  it("count as used while the Arabic text shows them, through the record's saves too", async () => {
    const picture = '/uploads/arabic-inline-chart.webp';
    const { after } = await saveContent(t.db, blogType, undefined, {
      input: blogSchema.parse(blogPayload(categoryId)) as BlogInput,
      publication: published,
      author: AUTHOR,
    });
    const arabic = blogTranslationPayload({
      blogs_content: [
        { heading: 'الرسم البياني', paragraph: `<p>نص</p><p><img src="${picture}" alt="رسم"></p>` },
      ],
    });
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(arabic) as Record<string, unknown>,
      publication: draft,
      author: AUTHOR,
    });
    const used = [`blog:${after.blog_id}:blogs_content`];
    expect(await usesOf(picture)).toEqual(used);

    // A save of the English record keeps the Arabic text's use.
    await saveContent(t.db, blogType, after.blog_id, {
      input: blogSchema.parse(blogPayload(categoryId, { slug_url: after.slug_url })) as BlogInput,
      publication: published,
      author: AUTHOR,
    });
    expect(await usesOf(picture)).toEqual(used);

    // Gone with the translation.
    await deleteTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar');
    expect(await usesOf(picture)).toEqual([]);
  });
});

describe.each(testEngines)('redirects from Arabic pages on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await createCategories(t.db, ['All', 'Web']);
    categoryId = (await listCategories(t.db)).find((c) => c.category === 'Web')!.category_id;
  });
  afterAll(async () => t.drop());

  it('are refused from a live Arabic page, as from an English one, and allowed once it is not', async () => {
    const refused = { message: expect.stringContaining('live page') };
    await expect(
      createRedirect(t.db, { source: '/ar/company', target: '/', code: 301 }),
    ).rejects.toMatchObject(refused);

    const { after } = await saveContent(t.db, blogType, undefined, {
      input: blogSchema.parse(blogPayload(categoryId)) as BlogInput,
      publication: published,
      author: AUTHOR,
    });
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(
        blogTranslationPayload({ slug_url: 'مقالة-حية' }),
      ) as Record<string, unknown>,
      publication: published,
      author: AUTHOR,
    });
    const source = `/ar/blogs/${encodeURIComponent('مقالة-حية')}`;
    await expect(createRedirect(t.db, { source, target: '/ar', code: 301 })).rejects.toMatchObject(
      refused,
    );

    await saveTranslation(t.db, TRANSLATION_TYPES.blog, after.blog_id, 'ar', {
      input: TRANSLATION_TYPES.blog.schema.parse(
        blogTranslationPayload({ slug_url: 'مقالة-حية' }),
      ) as Record<string, unknown>,
      publication: draft,
      author: AUTHOR,
    });
    await expect(createRedirect(t.db, { source, target: '/ar', code: 301 })).resolves.toMatchObject(
      { target: '/ar' },
    );
  });
});
