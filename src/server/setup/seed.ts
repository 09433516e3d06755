import 'server-only';
import type { Db } from '../db/types';
import { createCaseStudy } from '../case-studies/case-studies';
import { createBlog } from '../blogs/blogs';
import { createCategories, listCategories } from '../categories/categories';
import { createLocationPage } from '../location-pages/location-pages';
import {
  demoBlogs,
  demoCaseStudies,
  demoCategories,
  demoLocationPages,
  demoUnpublishedBlogs,
} from '../db/seed-data';
import { registerSiteFiles } from '../media/assets';
import { DEMO_MEDIA } from '../media/demo-media';
import { rebuildMediaUsage } from '../media/usage';
import { seedArabicDemoContent } from './seed-arabic';

/** True when no content has ever been written: the only time demo content is added. */
async function isEmpty(db: Db): Promise<boolean> {
  const anyCategory = await db
    .selectFrom('categories')
    .select('category_id')
    .limit(1)
    .executeTakeFirst();
  return anyCategory === undefined;
}

/** Seeds demo content into an empty database; returns whether it did. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await createCategories(db, demoCategories);
  const categoryIds = new Map((await listCategories(db)).map((c) => [c.category, c.category_id]));
  // Oldest first, so that "newest first" lists show them in the intended order.
  const start = Date.UTC(2025, 0, 1);
  for (const [index, { id, ...fields }] of [...demoCaseStudies].reverse().entries()) {
    const createdAt = new Date(start + index * 86_400_000).toISOString();
    await createCaseStudy(db, fields, id);
    await db
      .updateTable('case_studies')
      .set({ createdAt, updatedAt: createdAt })
      .where('id', '=', id)
      .execute();
  }
  for (const { categoryName, sections, ...blog } of demoBlogs) {
    await createBlog(db, {
      ...blog,
      category: categoryIds.get(categoryName) ?? null,
      blogs_content: sections,
    });
  }
  for (const page of demoLocationPages) await createLocationPage(db, page);
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  for (const { blog: demo, status } of demoUnpublishedBlogs) {
    const { categoryName, sections, ...fields } = demo;
    const blog = await createBlog(db, {
      ...fields,
      category: categoryIds.get(categoryName) ?? null,
      blogs_content: sections,
    });
    await db
      .updateTable('blogs')
      .set({ status, publish_at: status === 'scheduled' ? inAWeek : null, published_at: null })
      .where('blog_id', '=', blog.blog_id)
      .execute();
  }
  // Their Arabic translations, published (issue 29): /ar is complete on a fresh install too.
  await seedArabicDemoContent(db);
  // The demo records are written without the editorial save: their media are registered here.
  await registerSiteFiles(db, DEMO_MEDIA);
  await rebuildMediaUsage(db);
  return true;
}
