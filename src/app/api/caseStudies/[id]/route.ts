import { STAFF_ROLES } from '@/lib/roles';
import { caseStudyRecord } from '@/lib/schemas/answers/content';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { caseStudyBody } from '@/lib/schemas/content-bodies';
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
import { json, success } from '@/http/respond';
import { getCaseStudy } from '@/server/case-studies/case-studies';
import { caseStudyType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Case study not found.';

// GET /api/caseStudies/:id – one published case study; the body is the bare record
// (public; staff see any, with its pending changes)
export const GET = endpoint(
  {
    summary: 'One case study (bare object); _id is 24 hex characters',
    description: ONLY_PUBLISHED,
    auth: 'public',
    staffSeesMore: true,
    params: ['id'],
    response: caseStudyRecord,
    errors: { not_found: 'Unknown id, or (without a staff session) not published' },
  },
  async ({ db, params, request }) => {
    const staff = await staffViewer(request);
    const caseStudy = await getCaseStudy(db, params.id);
    if (!caseStudy || !canSee(caseStudy, staff)) throw notFound(NOT_FOUND);
    return json(asSeenBy(caseStudy, staff));
  },
);

// PUT /api/caseStudies/:id – replace every field; published unless `status` says
// otherwise; ?draft=true keeps a published one's live version (pending changes);
// answers the updated record (staff)
export const PUT = endpoint(
  {
    summary: 'Replace a case study; published unless status says otherwise',
    description: `${SAVE_RULES} Unknown keys such as _id and __v are ignored.`,
    auth: STAFF_ROLES,
    params: ['id'],
    query: draftQuery,
    body: caseStudyBody,
    response: caseStudyRecord,
    errors: { not_found: 'Unknown id' },
    audit: 'case-study',
  },
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
  {
    summary:
      "Delete a case study and its revisions; a published one's address then answers 410 Gone",
    auth: STAFF_ROLES,
    params: ['id'],
    response: messageAnswer,
    errors: { not_found: 'Unknown id' },
    audit: 'case-study',
  },
  async ({ db, params, expire }) => {
    if (!(await getCaseStudy(db, params.id))) throw notFound(NOT_FOUND);
    const { tags } = await deleteContent(db, caseStudyType, params.id);
    expire(tags);
    return success({ message: 'Case study deleted.' });
  },
);
