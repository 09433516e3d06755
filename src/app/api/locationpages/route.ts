import { locationPageRecord } from '@/lib/schemas/answers/content';
import { contentListRoute } from '@/http/content-routes';
import { listLocationPagePage, listLocationPages } from '@/server/location-pages/location-pages';
import { locationPageType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every published location page; the body is the bare list
// (public); a staff caller sees all, with their status, or those of ?status=;
// with ?page=&limit=&q= one page of it, the total in X-Total-Count
export const GET = contentListRoute({
  type: locationPageType,
  summary: 'List location pages (bare array); one page with ?page=&limit=&q=',
  item: locationPageRecord,
  answer: 'array',
  list: listLocationPages,
  page: listLocationPagePage,
});
