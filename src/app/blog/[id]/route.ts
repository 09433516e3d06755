import { blogSchema } from '@/lib/schemas/blog';
import { endpoint } from '@/http/endpoint';
import { isLookupSegment } from '@/http/params';
import { success } from '@/http/respond';
import { deleteBlog, findBlog, updateBlog } from '@/server/blogs/blogs';
import { blogWriteTags } from '@/server/cache/write-tags';
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
  { auth: 'admin', params: ['id'], body: blogSchema },
  async ({ db, params, body, expire }) => {
    const before = await blogFor(db, params.id);
    const blog = await updateBlog(db, before.blog_id, body);
    if (!blog) throw notFound(NOT_FOUND);
    expire(blogWriteTags(before, blog));
    return success({ message: 'Blog updated.', data: blog });
  },
);

// DELETE /blog/:id – remove a blog and its sections: {status, message} (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'] },
  async ({ db, params, expire }) => {
    const blog = await blogFor(db, params.id);
    if (!(await deleteBlog(db, blog.blog_id))) throw notFound(NOT_FOUND);
    expire(blogWriteTags(blog, undefined));
    return success({ message: 'Blog deleted.' });
  },
);
