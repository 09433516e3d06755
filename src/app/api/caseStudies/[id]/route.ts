import { caseStudySchema } from '@/lib/schemas/case-study';
import { publishable, splitPublication } from '@/lib/schemas/editorial';
import { asSeenBy, authorOf, canSee, isDraftSave, staffViewer } from '@/http/editorial';
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
// answers the updated record (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: publishable(caseStudySchema) },
  async ({ db, params, body, request, session, expire }) => {
    const draft = isDraftSave(request);
    if (!(await getCaseStudy(db, params.id))) throw notFound(NOT_FOUND);
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, caseStudyType, params.id, {
      input,
      publication,
      draft,
      author: authorOf(session),
    });
    expire(tags);
    return json(after);
  },
);

// DELETE /api/caseStudies/:id – remove it; a published one's URL answers 410 Gone (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'] },
  async ({ db, params, expire }) => {
    if (!(await getCaseStudy(db, params.id))) throw notFound(NOT_FOUND);
    const { tags } = await deleteContent(db, caseStudyType, params.id);
    expire(tags);
    return success({ message: 'Case study deleted.' });
  },
);
