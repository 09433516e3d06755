import { getDb } from '@/server/db';
import { json, route } from '@/server/http/handler';
import { listLocationPages } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// GET /api/locationpages – every location page; the body is the bare list (public)
export const GET = route(async () => json(await listLocationPages(await getDb())));
