import { STAFF_ROLES } from '@/lib/roles';
import { blogSchema } from '@/lib/schemas/blog';
import { publishable, splitPublication } from '@/lib/schemas/editorial';
import { authorOf, staffViewer, statusFilterFor, auditOfSave } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { success } from '@/http/respond';
import { listBlogPage, listBlogs } from '@/server/blogs/blogs';
import { blogType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';

export const dynamic = 'force-dynamic';

// GET /blog – every published blog (summaries), newest first: {status, data} (public);
// a staff caller sees every blog with its status, or those of ?status=;
// with ?page=&limit=&q= one page of them, the total in X-Total-Count
export const GET = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const staff = await staffViewer(request);
  const status = statusFilterFor(request, staff);
  const page = readPageRequest(request);
  if (!page) return success({ data: await listBlogs(db, undefined, { status }) });
  const { items, total } = await listBlogPage(db, page, { status });
  return success({ data: items }, { headers: pageHeaders(total) });
});

// POST /blog – create a blog, published unless `status` says otherwise; paragraphs are
// sanitized: {status, message, data} (staff)
export const POST = endpoint(
  { auth: STAFF_ROLES, body: publishable(blogSchema), audit: 'blog' },
  async ({ db, body, session, expire, audit }) => {
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, blogType, undefined, {
      input,
      publication,
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(undefined, after, after.blog_id));
    return success({ message: 'Blog created.', data: after }, { status: 201 });
  },
);
