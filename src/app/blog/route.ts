import { blogSchema } from '@/lib/schemas/blog';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { success } from '@/http/respond';
import { createBlog, listBlogPage, listBlogs } from '@/server/blogs/blogs';
import { CACHE_TAGS } from '@/server/cache-tags';

export const dynamic = 'force-dynamic';

// GET /blog – every blog (summaries), newest first: {status, data} (public);
// with ?page=&limit=&q= one page of them, the total in X-Total-Count
export const GET = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const page = readPageRequest(request);
  if (!page) return success({ data: await listBlogs(db) });
  const { items, total } = await listBlogPage(db, page);
  return success({ data: items }, { headers: pageHeaders(total) });
});

// POST /blog – create a blog; paragraphs are sanitized: {status, message, data} (admin)
export const POST = endpoint(
  { auth: 'admin', body: blogSchema, expires: [CACHE_TAGS.blogs] },
  async ({ db, body }) =>
    success({ message: 'Blog created.', data: await createBlog(db, body) }, { status: 201 }),
);
