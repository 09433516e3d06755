import { blogRecord, blogSummaryRecord } from '@/lib/schemas/answers/content';
import { blogBody } from '@/lib/schemas/content-bodies';
import { contentCreateRoute, contentListRoute } from '@/http/content-routes';
import { listBlogPage, listBlogs } from '@/server/blogs/blogs';
import { blogType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /blog – every published blog (summaries), newest first: {status, data} (public);
// a staff caller sees every blog with its status, or those of ?status=;
// with ?page=&limit=&q= one page of them, the total in X-Total-Count
export const GET = contentListRoute({
  type: blogType,
  summary: 'List blogs, newest first; one page with ?page=&limit=&q=',
  description:
    'Without a staff session: published blogs only. A staff caller (Bearer token or session cookie) ' +
    'sees every blog with its status.',
  item: blogSummaryRecord,
  answer: 'data',
  list: (db, filter) => listBlogs(db, undefined, filter),
  page: listBlogPage,
});

// POST /blog – create a blog, published unless `status` says otherwise; paragraphs are
// sanitized: {status, message, data} (staff)
export const POST = contentCreateRoute(blogType, {
  summary: 'Create a blog (paragraph HTML is sanitized); published unless status says otherwise',
  body: blogBody,
  record: blogRecord,
  created: 'Blog created.',
});
