import { blogRecord } from '@/lib/schemas/answers/content';
import { blogBody } from '@/lib/schemas/content-bodies';
import { contentItemRoutes } from '@/http/content-routes';
import { isLookupSegment } from '@/http/params';
import { findBlog } from '@/server/blogs/blogs';
import { blogType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /blog/:id – one published blog with its sections, by numeric id or slug:
// {status, data} (public; staff see any blog, with its pending changes)
// PUT /blog/:id – replace a blog; published unless `status` says otherwise; with
// ?draft=true a published blog keeps its live version and stores the body as its
// pending changes: {status, message, data} (staff)
// DELETE /blog/:id – remove a blog and its sections; a published blog's URL answers 410
// Gone afterwards: {status, message} (staff)
export const { GET, PUT, DELETE } = contentItemRoutes(blogType, {
  record: blogRecord,
  body: blogBody,
  summary: 'One blog with its sections, by its numeric blog_id or its slug_url',
  unknown: 'Unknown blog',
  notFound: 'Blog not found.',
  read: 'data',
  updated: 'Blog updated.',
  deleted: 'Blog deleted.',
  find: async (db, segment) => (isLookupSegment(segment) ? findBlog(db, segment) : undefined),
});
