import { STAFF_ROLES } from '@/lib/roles';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { publishable, splitPublication } from '@/lib/schemas/editorial';
import {
  asSeenBy,
  authorOf,
  canSee,
  isDraftSave,
  staffViewer,
  auditOfSave,
} from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { json, success } from '@/http/respond';
import { getCaseStudy } from '@/server/case-studies/case-studies';
import { caseStudyType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Case study not found.';

// GET /api/caseStudies/:id – one published case study; the body is the bare record
// (public; staff see any, with its pending changes)
export const GET = endpoint({ auth: 'public', params: ['id'] }, async ({ db, params, request }) => {
  const staff = await staffViewer(request);
  const caseStudy = await getCaseStudy(db, params.id);
  if (!caseStudy || !canSee(caseStudy, staff)) throw notFound(NOT_FOUND);
  return json(asSeenBy(caseStudy, staff));
});

// PUT /api/caseStudies/:id – replace every field; published unless `status` says
// otherwise; ?draft=true keeps a published one's live version (pending changes);
// answers the updated record (staff)
export const PUT = endpoint(
  { auth: STAFF_ROLES, params: ['id'], body: publishable(caseStudySchema), audit: 'case-study' },
  async ({ db, params, body, request, session, expire, audit }) => {
    const draft = isDraftSave(request);
    const before = await getCaseStudy(db, params.id);
    if (!before) throw notFound(NOT_FOUND);
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, caseStudyType, params.id, {
      input,
      publication,
      draft,
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(before, after, after._id, draft));
    return json(after);
  },
);

// DELETE /api/caseStudies/:id – remove it; a published one's URL answers 410 Gone (staff)
export const DELETE = endpoint(
  { auth: STAFF_ROLES, params: ['id'], audit: 'case-study' },
  async ({ db, params, expire }) => {
    if (!(await getCaseStudy(db, params.id))) throw notFound(NOT_FOUND);
    const { tags } = await deleteContent(db, caseStudyType, params.id);
    expire(tags);
    return success({ message: 'Case study deleted.' });
  },
);
