import { requireAdmin } from '@/server/auth/authenticate';
import { CACHE_TAGS } from '@/server/cache-tags';
import { createCaseStudy, listCaseStudies } from '@/server/case-studies/case-studies';
import { getDb } from '@/server/db';
import { json, route } from '@/server/http/handler';
import { expireCacheTags } from '@/server/http/revalidate';

export const dynamic = 'force-dynamic';

// GET /api/caseStudies – every case study, newest first; the body is the bare list (public)
export const GET = route(async () => json(await listCaseStudies(await getDb())));

// POST /api/caseStudies – create an empty draft and answer it with its _id (admin)
export const POST = route(async (request) => {
  await requireAdmin(request);
  const created = await createCaseStudy(await getDb());
  expireCacheTags(CACHE_TAGS.caseStudies);
  return json(created, { status: 201 });
});
