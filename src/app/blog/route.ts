import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/roles';
import { blogSummaryRecord, blogRecord } from '@/lib/schemas/answers/content';
import { dataAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { blogBody } from '@/lib/schemas/content-bodies';
import { contentListQuery, splitPublication } from '@/lib/schemas/editorial';
import { authorOf, SAVE_RULES, staffViewer, statusFilterFor, auditOfSave } from '@/http/editorial';
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
export const GET = endpoint(
  {
    summary: 'List blogs, newest first; one page with ?page=&limit=&q=',
    description:
      'Without a staff session: published blogs only. A staff caller (Bearer token or session cookie) ' +
      'sees every blog with its status.',
    auth: 'public',
    staffSeesMore: true,
    query: contentListQuery,
    response: dataAnswer(z.array(blogSummaryRecord)),
    headers: { 'X-Total-Count': 'With page, limit or q: how many records match in all' },
  },
  async ({ db, request }) => {
    const staff = await staffViewer(request);
    const status = statusFilterFor(request, staff);
    const page = readPageRequest(request);
    if (!page) return success({ data: await listBlogs(db, undefined, { status }) });
    const { items, total } = await listBlogPage(db, page, { status });
    return success({ data: items }, { headers: pageHeaders(total) });
  },
);

// POST /blog – create a blog, published unless `status` says otherwise; paragraphs are
// sanitized: {status, message, data} (staff)
export const POST = endpoint(
  {
    summary: 'Create a blog (paragraph HTML is sanitized); published unless status says otherwise',
    description: SAVE_RULES,
    auth: STAFF_ROLES,
    body: blogBody,
    response: savedAnswer(blogRecord),
    status: 201,
    errors: { conflict: 'Slug taken' },
    audit: 'blog',
  },
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
