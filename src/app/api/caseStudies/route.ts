import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { CACHE_TAGS } from '@/server/cache-tags';
import { createCaseStudy, listCaseStudies } from '@/server/case-studies/case-studies';

export const dynamic = 'force-dynamic';

// GET /api/caseStudies – every case study, newest first; the body is the bare list (public)
export const GET = endpoint({ auth: 'public' }, async ({ db }) => json(await listCaseStudies(db)));

// POST /api/caseStudies – create an empty draft and answer it with its _id (admin)
export const POST = endpoint({ auth: 'admin', expires: [CACHE_TAGS.caseStudies] }, async ({ db }) =>
  json(await createCaseStudy(db), { status: 201 }),
);
