import { blogSchema } from '@/lib/schemas/blog';
import { endpoint } from '@/http/endpoint';
import { isLookupSegment } from '@/http/params';
import { success } from '@/http/respond';
import { deleteBlog, findBlog, updateBlog } from '@/server/blogs/blogs';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Db } from '@/server/db/types';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Blog not found.';

/** The blog a path segment names: its numeric id or its slug. */
async function blogFor(db: Db, segment: string) {
  const blog = isLookupSegment(segment) ? await findBlog(db, segment) : undefined;
  if (!blog) throw notFound(NOT_FOUND);
  return blog;
}

// GET /blog/:id – one blog with its sections, by numeric id or slug: {status, data} (public)
export const GET = endpoint({ auth: 'public', params: ['id'] }, async ({ db, params }) =>
  success({ data: await blogFor(db, params.id) }),
);

// PUT /blog/:id – replace a blog: {status, message, data} (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: blogSchema, expires: [CACHE_TAGS.blogs] },
  async ({ db, params, body }) => {
    const { blog_id } = await blogFor(db, params.id);
    const blog = await updateBlog(db, blog_id, body);
    if (!blog) throw notFound(NOT_FOUND);
    return success({ message: 'Blog updated.', data: blog });
  },
);

// DELETE /blog/:id – remove a blog and its sections: {status, message} (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'], expires: [CACHE_TAGS.blogs] },
  async ({ db, params }) => {
    const { blog_id } = await blogFor(db, params.id);
    if (!(await deleteBlog(db, blog_id))) throw notFound(NOT_FOUND);
    return success({ message: 'Blog deleted.' });
  },
);
