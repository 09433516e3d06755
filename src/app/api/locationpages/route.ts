import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { listLocationPages } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every location page; the body is the bare list (public)
export const GET = endpoint({ auth: 'public' }, async ({ db }) =>
  json(await listLocationPages(db)),
);
