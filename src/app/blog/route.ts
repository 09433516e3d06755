import { blogSchema } from '@/lib/schemas/blog';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { createBlog, listBlogs } from '@/server/blogs/blogs';
import { CACHE_TAGS } from '@/server/cache-tags';

export const dynamic = 'force-dynamic';

// GET /blog – every blog (summaries), newest first: {status, data} (public)
export const GET = endpoint({ auth: 'public' }, async ({ db }) =>
  success({ data: await listBlogs(db) }),
);

// POST /blog – create a blog; paragraphs are sanitized: {status, message, data} (admin)
export const POST = endpoint(
  { auth: 'admin', body: blogSchema, expires: [CACHE_TAGS.blogs] },
  async ({ db, body }) =>
    success({ message: 'Blog created.', data: await createBlog(db, body) }, { status: 201 }),
);
