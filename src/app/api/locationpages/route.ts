import { endpoint } from '@/http/endpoint';
import { pageHeaders, readPageRequest } from '@/http/params';
import { json } from '@/http/respond';
import { listLocationPagePage, listLocationPages } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every location page; the body is the bare list (public);
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const page = readPageRequest(request);
  if (!page) return json(await listLocationPages(db));
  const { items, total } = await listLocationPagePage(db, page);
  return json(items, { headers: pageHeaders(total) });
});
