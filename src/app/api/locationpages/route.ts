import type { PublicationState } from '@/lib/editorial';
import { endpoint } from '@/http/endpoint';
import { asSeenBy, staffViewer, statusFilterFor } from '@/http/editorial';
import { pageHeaders, readPageRequest } from '@/http/params';
import { json } from '@/http/respond';
import { listLocationPagePage, listLocationPages } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every published location page; the body is the bare list
// (public); a staff caller sees all, with their status, or those of ?status=;
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = endpoint({ auth: 'public' }, async ({ db, request }) => {
  const staff = await staffViewer(request);
  const status = statusFilterFor(request, staff);
  const page = readPageRequest(request);
  const seen = <T extends PublicationState>(items: T[]) =>
    items.map((item) => asSeenBy(item, staff));
  if (!page) return json(seen(await listLocationPages(db, { status })));
  const { items, total } = await listLocationPagePage(db, page, { status });
  return json(seen(items), { headers: pageHeaders(total) });
});
