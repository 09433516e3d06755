import { blogSchema } from '@/lib/schemas/blog';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { success } from '@/http/respond';
import { createBlog, listBlogPage, listBlogs } from '@/server/blogs/blogs';
import { blogWriteTags } from '@/server/cache/write-tags';

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
export const POST = endpoint({ auth: 'admin', body: blogSchema }, async ({ db, body, expire }) => {
  const blog = await createBlog(db, body);
  expire(blogWriteTags(undefined, blog));
  return success({ message: 'Blog created.', data: blog }, { status: 201 });
});
