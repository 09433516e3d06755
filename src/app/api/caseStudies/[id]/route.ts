import { caseStudySchema } from '@/lib/schemas/case-study';
import { endpoint } from '@/http/endpoint';
import { json, success } from '@/http/respond';
import { caseStudyWriteTags } from '@/server/cache/write-tags';
import { deleteCaseStudy, getCaseStudy, updateCaseStudy } from '@/server/case-studies/case-studies';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Case study not found.';

// GET /api/caseStudies/:id – one case study; the body is the bare record (public)
export const GET = endpoint({ auth: 'public', params: ['id'] }, async ({ db, params }) => {
  const caseStudy = await getCaseStudy(db, params.id);
  if (!caseStudy) throw notFound(NOT_FOUND);
  return json(caseStudy);
});

// PUT /api/caseStudies/:id – replace every field; answers the updated record (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: caseStudySchema },
  async ({ db, params, body, expire }) => {
    const before = await getCaseStudy(db, params.id);
    const updated = before && (await updateCaseStudy(db, params.id, body));
    if (!updated) throw notFound(NOT_FOUND);
    expire(caseStudyWriteTags(before, updated));
    return json(updated);
  },
);

// DELETE /api/caseStudies/:id – remove it (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'] },
  async ({ db, params, expire }) => {
    const study = await getCaseStudy(db, params.id);
    if (!study || !(await deleteCaseStudy(db, params.id))) throw notFound(NOT_FOUND);
    expire(caseStudyWriteTags(study, undefined));
    return success({ message: 'Case study deleted.' });
  },
);
