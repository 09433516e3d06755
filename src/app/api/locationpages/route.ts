import { z } from 'zod';
import type { PublicationState } from '@/lib/editorial';
import { endpoint } from '@/http/endpoint';
import { asSeenBy, ONLY_PUBLISHED, staffViewer, statusFilterFor } from '@/http/editorial';
import { locationPageRecord } from '@/lib/schemas/answers/content';
import { contentListQuery } from '@/lib/schemas/editorial';
import { pageHeaders, readPageRequest } from '@/http/params';
import { json } from '@/http/respond';
import { listLocationPagePage, listLocationPages } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every published location page; the body is the bare list
// (public); a staff caller sees all, with their status, or those of ?status=;
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = endpoint(
  {
    summary: 'List location pages (bare array); one page with ?page=&limit=&q=',
    description: ONLY_PUBLISHED,
    auth: 'public',
    staffSeesMore: true,
    query: contentListQuery,
    response: z.array(locationPageRecord),
    headers: { 'X-Total-Count': 'With page, limit or q: how many records match in all' },
  },
  async ({ db, request }) => {
    const staff = await staffViewer(request);
    const status = statusFilterFor(request, staff);
    const page = readPageRequest(request);
    const seen = <T extends PublicationState>(items: T[]) =>
      items.map((item) => asSeenBy(item, staff));
    if (!page) return json(seen(await listLocationPages(db, { status })));
    const { items, total } = await listLocationPagePage(db, page, { status });
    return json(seen(items), { headers: pageHeaders(total) });
  },
);
