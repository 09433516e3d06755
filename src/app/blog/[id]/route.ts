import { blogRecord } from '@/lib/schemas/answers/content';
import { blogBody } from '@/lib/schemas/content-bodies';
import { contentItemRoutes } from '@/http/content-routes';
import { isLookupSegment } from '@/http/params';
import { findBlog } from '@/server/blogs/blogs';
import { blogType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// /blog/:id names a blog by its numeric id or its slug. GET: one published blog with its
// sections, {status, data} (public; staff see any); PUT replaces it, {status, message,
// data}; DELETE removes it and its sections, and a published one's URL answers 410 Gone (staff)
export const { GET, PUT, DELETE } = contentItemRoutes(blogType, {
  record: blogRecord,
  body: blogBody,
  summary: 'One blog with its sections, by its numeric blog_id or its slug_url',
  find: async (db, segment) => (isLookupSegment(segment) ? findBlog(db, segment) : undefined),
  read: 'data',
  unknown: 'Unknown blog',
  messages: { notFound: 'Blog not found.', updated: 'Blog updated.', deleted: 'Blog deleted.' },
});
