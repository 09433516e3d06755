import { caseStudyRecord } from '@/lib/schemas/answers/content';
import { caseStudyBody } from '@/lib/schemas/content-bodies';
import { contentItemRoutes } from '@/http/content-routes';
import { caseStudyType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /api/caseStudies/:id – one published case study, the bare record (public; staff see any)
// PUT /api/caseStudies/:id – replace every field, answered with the bare record (staff)
// DELETE /api/caseStudies/:id – remove it; a published one's URL answers 410 Gone (staff)
export const { GET, PUT, DELETE } = contentItemRoutes(caseStudyType, {
  record: caseStudyRecord,
  body: caseStudyBody,
  summary: 'One case study (bare object); _id is 24 hex characters',
  read: 'record',
  saveNote: 'Unknown keys such as _id and __v are ignored.',
  unknown: 'Unknown id',
  messages: { notFound: 'Case study not found.', deleted: 'Case study deleted.' },
});
