import { STAFF_ROLES } from '@/lib/roles';
import { blogRecord } from '@/lib/schemas/answers/content';
import { dataAnswer, messageAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { blogBody } from '@/lib/schemas/content-bodies';
import { draftQuery, splitPublication } from '@/lib/schemas/editorial';
import {
  ONLY_PUBLISHED,
  SAVE_RULES,
  asSeenBy,
  authorOf,
  canSee,
  isDraftSave,
  staffViewer,
  auditOfSave,
} from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { isLookupSegment } from '@/http/params';
import { success } from '@/http/respond';
import { findBlog } from '@/server/blogs/blogs';
import type { Db } from '@/server/db/types';
import { blogType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Blog not found.';

/** The blog a path segment names: its numeric id or its slug. */
async function blogFor(db: Db, segment: string) {
  const blog = isLookupSegment(segment) ? await findBlog(db, segment) : undefined;
  if (!blog) throw notFound(NOT_FOUND);
  return blog;
}

// GET /blog/:id – one published blog with its sections, by numeric id or slug:
// {status, data} (public; staff see any blog, with its pending changes)
export const GET = endpoint(
  {
    summary: 'One blog with its sections, by its numeric blog_id or its slug_url',
    description: ONLY_PUBLISHED,
    auth: 'public',
    staffSeesMore: true,
    params: ['id'],
    response: dataAnswer(blogRecord),
    errors: { not_found: 'Unknown blog, or (without a staff session) not published' },
  },
  async ({ db, params, request }) => {
    const staff = await staffViewer(request);
    const blog = await blogFor(db, params.id);
    if (!canSee(blog, staff)) throw notFound(NOT_FOUND);
    return success({ data: asSeenBy(blog, staff) });
  },
);

// PUT /blog/:id – replace a blog; published unless `status` says otherwise; with
// ?draft=true a published blog keeps its live version and stores the body as its
// pending changes: {status, message, data} (staff)
export const PUT = endpoint(
  {
    summary: 'Replace a blog; published unless status says otherwise',
    description: SAVE_RULES,
    auth: STAFF_ROLES,
    params: ['id'],
    query: draftQuery,
    body: blogBody,
    response: savedAnswer(blogRecord),
    errors: { not_found: 'Unknown blog', conflict: 'Slug taken' },
    audit: 'blog',
  },
  async ({ db, params, body, request, session, expire, audit }) => {
    const draft = isDraftSave(request);
    const before = await blogFor(db, params.id);
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, blogType, before.blog_id, {
      input,
      publication,
      draft,
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(before, after, before.blog_id, draft));
    return success({ message: 'Blog updated.', data: after });
  },
);

// DELETE /blog/:id – remove a blog and its sections; a published blog's URL answers 410
// Gone afterwards: {status, message} (staff)
export const DELETE = endpoint(
  {
    summary: "Delete a blog and its revisions; a published one's address then answers 410 Gone",
    auth: STAFF_ROLES,
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'Unknown blog' },
    audit: 'blog',
  },
  async ({ db, params, expire, audit }) => {
    const blog = await blogFor(db, params.id);
    const { tags } = await deleteContent(db, blogType, blog.blog_id);
    expire(tags);
    audit({ action: 'delete', entityId: blog.blog_id });
    return success({ message: 'Blog deleted.' });
  },
);
