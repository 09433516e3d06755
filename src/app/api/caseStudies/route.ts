import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { json } from '@/http/respond';
import { caseStudyWriteTags } from '@/server/cache/write-tags';
import {
  createCaseStudy,
  listCaseStudies,
  listCaseStudyPage,
} from '@/server/case-studies/case-studies';

export const dynamic = 'force-dynamic';

// GET /api/caseStudies – every case study, newest first; the body is the bare list (public);
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const page = readPageRequest(request);
  if (!page) return json(await listCaseStudies(db));
  const { items, total } = await listCaseStudyPage(db, page);
  return json(items, { headers: pageHeaders(total) });
});

// POST /api/caseStudies – create an empty draft and answer it with its _id (admin)
export const POST = endpoint({ auth: 'admin' }, async ({ db, expire }) => {
  const created = await createCaseStudy(db);
  expire(caseStudyWriteTags(undefined, created));
  return json(created, { status: 201 });
});
