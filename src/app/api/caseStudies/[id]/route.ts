import { caseStudySchema } from '@/lib/schemas/case-study';
import { requireAdmin } from '@/server/auth/authenticate';
import { CACHE_TAGS } from '@/server/cache-tags';
import {
  deleteCaseStudy,
  getCaseStudy,
  isCaseStudyId,
  updateCaseStudy,
} from '@/server/case-studies/case-studies';
import { getDb } from '@/server/db';
import { readJson } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { json, route, success, type ParamsContext } from '@/server/http/handler';
import { expireCacheTags } from '@/server/http/revalidate';

export const dynamic = 'force-dynamic';

type Context = ParamsContext<{ id: string }>;
const NOT_FOUND = 'Case study not found.';

// GET /api/caseStudies/:id – one case study; the body is the bare record (public)
export const GET = route(async (_request, { params }: Context) => {
  const caseStudy = await getCaseStudy(await getDb(), (await params).id);
  if (!caseStudy) throw notFound(NOT_FOUND);
  return json(caseStudy);
});

// PUT /api/caseStudies/:id – replace every field; answers the updated record (admin)
export const PUT = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  const { id } = await params;
  if (!isCaseStudyId(id)) throw notFound(NOT_FOUND);
  const fields = await readJson(request, caseStudySchema);
  const updated = await updateCaseStudy(await getDb(), id, fields);
  if (!updated) throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.caseStudies);
  return json(updated);
});

// DELETE /api/caseStudies/:id – remove it (admin)
export const DELETE = route(async (request, { params }: Context) => {
  await requireAdmin(request);
  if (!(await deleteCaseStudy(await getDb(), (await params).id))) throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.caseStudies);
  return success({ message: 'Case study deleted.' });
});
