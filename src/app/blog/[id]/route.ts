import { blogSchema } from '@/lib/schemas/blog';
import { requireAdmin } from '@/server/auth/authenticate';
import { deleteBlog, findBlog, updateBlog } from '@/server/blogs/blogs';
import { CACHE_TAGS } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/types';
import { readJson } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { route, success, type ParamsContext } from '@/server/http/handler';
import { isLookupSegment } from '@/server/http/params';
import { expireCacheTags } from '@/server/http/revalidate';
import { assertBlogCategory } from '../validate';

export const dynamic = 'force-dynamic';

type Context = ParamsContext<{ id: string }>;
const NOT_FOUND = 'Blog not found.';

/** The blog a path segment names: its numeric id or its slug. */
async function blogFor(db: Db, segment: string) {
  const blog = isLookupSegment(segment) ? await findBlog(db, segment) : undefined;
  if (!blog) throw notFound(NOT_FOUND);
  return blog;
}

// GET /blog/:id – one blog with its sections, by numeric id or slug: {status, data} (public)
export const GET = route(async (_request, { params }: Context) => {
  return success({ data: await blogFor(await getDb(), (await params).id) });
});

// PUT /blog/:id – replace a blog: {status, message, data} (admin)
export const PUT = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const db = await getDb();
  const { blog_id } = await blogFor(db, (await params).id);
  const input = await readJson(request, blogSchema);
  await assertBlogCategory(db, input.category);
  const blog = await updateBlog(db, blog_id, input);
  if (!blog) throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.blogs);
  return success({ message: 'Blog updated.', data: blog });
});

// DELETE /blog/:id – remove a blog and its sections: {status, message} (admin)
export const DELETE = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const db = await getDb();
  const { blog_id } = await blogFor(db, (await params).id);
  if (!(await deleteBlog(db, blog_id))) throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.blogs);
  return success({ message: 'Blog deleted.' });
});
