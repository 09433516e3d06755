import { blogSchema } from '@/lib/schemas/blog';
import { requireAdmin } from '@/server/auth/authenticate';
import { createBlog, listBlogs } from '@/server/blogs/blogs';
import { CACHE_TAGS } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import { readJson } from '@/server/http/body';
import { route, success } from '@/server/http/handler';
import { expireCacheTags } from '@/server/http/revalidate';
import { assertBlogCategory } from './validate';

export const dynamic = 'force-dynamic';

// GET /blog – every blog (summaries), newest first: {status, data} (public)
export const GET = route(async () => success({ data: await listBlogs(await getDb()) }));

// POST /blog – create a blog; paragraphs are sanitized: {status, message, data} (admin)
export const POST = route(async (request) => {
  await requireAdmin(request);
  const input = await readJson(request, blogSchema);
  const db = await getDb();
  await assertBlogCategory(db, input.category);
  const blog = await createBlog(db, input);
  expireCacheTags(CACHE_TAGS.blogs);
  return success({ message: 'Blog created.', data: blog }, { status: 201 });
});
