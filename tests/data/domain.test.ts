import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, deleteBlog, findBlog, listBlogs, updateBlog } from '@/server/blogs/blogs';
import {
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  listCaseStudies,
  updateCaseStudy,
} from '@/server/case-studies/case-studies';
import { categoryExists, listCategories } from '@/server/categories/categories';
import {
  createLocationPage,
  getLocationPageBySlug,
  listLocationPages,
} from '@/server/location-pages/location-pages';
import { prepareDatabase } from '@/server/setup/prepare-database';
import { countActiveAdministrators, findUserRowByEmail, upsertAdministrator } from '@/server/users/users';
import { verifyPassword } from '@/server/users/passwords';
import {
  demoBlogs,
  demoCaseStudies,
  demoLocationPages,
  demoUnpublishedBlogs,
} from '@/server/db/seed-data';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

describe.each(testEngines)('data layer on %s', (engine) => {
  let t: TestDatabase;
  const quiet = () => {};

  beforeAll(async () => {
    t = await createTestDatabase(engine, { migrate: false });
    await prepareDatabase(t, { log: quiet, secrets: { dataDir: t.config.dataDir } });
  });
  afterAll(async () => t.drop());

  it('seeds the demo content into an empty database, once', async () => {
    expect(await listCaseStudies(t.db)).toHaveLength(demoCaseStudies.length);
    expect(await listBlogs(t.db, undefined, { status: 'published' })).toHaveLength(
      demoBlogs.length,
    );
    // The editorial demo: one draft and one scheduled blog, neither public.
    for (const { blog, status } of demoUnpublishedBlogs) {
      expect((await listBlogs(t.db, undefined, { status })).map((b) => b.title)).toEqual([
        blog.title,
      ]);
    }
    expect(await listLocationPages(t.db)).toHaveLength(demoLocationPages.length);
    expect((await listCategories(t.db)).map((c) => c.category)).toContain('All');

    await prepareDatabase(t, { log: quiet, secrets: { dataDir: t.config.dataDir } });
    expect(await listBlogs(t.db)).toHaveLength(demoBlogs.length + demoUnpublishedBlogs.length);
  });

  it('keeps every seeded blog whole: 3 to 6 sections in order, a category that is not All', async () => {
    for (const summary of await listBlogs(t.db)) {
      const blog = await findBlog(t.db, summary.slug_url);
      expect(blog?.blogs_content.length).toBeGreaterThanOrEqual(3);
      expect(blog?.blogs_content.length).toBeLessThanOrEqual(6);
      expect(await categoryExists(t.db, blog!.category!)).toBe(true);
    }
  });

  it('gives case studies 24-hex ids and round-trips every field', async () => {
    const created = await createCaseStudy(t.db);
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.template).toBe('template1');
    const updated = await updateCaseStudy(t.db, created._id, { heroHeading: 'Héllo — "quoted"', sec4Heading: 'Results' });
    expect(updated?.heroHeading).toBe('Héllo — "quoted"');
    expect((await getCaseStudy(t.db, created._id))?.sec4Heading).toBe('Results');
    expect(await deleteCaseStudy(t.db, created._id)).toBe(true);
    expect(await getCaseStudy(t.db, created._id)).toBeUndefined();
    expect(await getCaseStudy(t.db, 'not-an-id')).toBeUndefined();
  });

  it('finds blogs by numeric id or slug, keeps slugs unique and sections ordered', async () => {
    const input = {
      title: 'Launching   In Dubai',
      brief_paragraph: 'Brief',
      blog_image: '/demo/blogs/blog-1.webp',
      published_date: '2025-06-01',
      metaTitle: 'Meta',
      metaDescription: 'Description',
      canonicalLink: '',
      category: (await listCategories(t.db))[1]!.category_id,
      blogs_content: [
        { heading: 'One', paragraph: '<p>1</p>' },
        { heading: 'Two', paragraph: '<p>2</p>' },
      ],
    };
    const blog = await createBlog(t.db, input);
    expect(blog.slug_url).toBe('launching-in-dubai');
    expect((await findBlog(t.db, String(blog.blog_id)))?.title).toBe(input.title);
    expect((await findBlog(t.db, 'launching-in-dubai'))?.blogs_content.map((s) => s.heading)).toEqual(['One', 'Two']);
    await expect(createBlog(t.db, input)).rejects.toMatchObject({ code: 'conflict' });

    const updated = await updateBlog(t.db, blog.blog_id, { ...input, blogs_content: [{ heading: 'Only', paragraph: '<p>x</p>' }] });
    expect(updated?.blogs_content).toEqual([{ heading: 'Only', paragraph: '<p>x</p>' }]);
    expect(await deleteBlog(t.db, blog.blog_id)).toBe(true);
    expect(await findBlog(t.db, String(blog.blog_id))).toBeUndefined();
  });

  it('refuses a second location page with the same URL', async () => {
    const [first] = demoLocationPages;
    await expect(createLocationPage(t.db, first!)).rejects.toMatchObject({ code: 'conflict' });
    expect((await getLocationPageBySlug(t.db, first!.slug_url))?.main_heading).toBe(first!.main_heading);
  });

  it('creates an administrator and resets the password of an existing one', async () => {
    await upsertAdministrator(t.db, { email: 'Admin@Example.com', password: 'first-pass' });
    const again = await upsertAdministrator(t.db, { email: 'admin@example.com', password: 'second-pass' });
    expect(again.created).toBe(false);
    expect(await countActiveAdministrators(t.db)).toBe(1);
    const row = await findUserRowByEmail(t.db, 'ADMIN@example.com');
    expect(await verifyPassword(row!.passwordHash, 'second-pass')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, 'first-pass')).toBe(false);
  });
});
