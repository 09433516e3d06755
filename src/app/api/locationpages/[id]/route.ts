import { locationPageSchema } from '@/lib/schemas/location-page';
import { requireAdmin } from '@/server/auth/authenticate';
import { CACHE_TAGS } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import { readJson } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { json, route, success, type ParamsContext } from '@/server/http/handler';
import { parseRowId } from '@/server/http/params';
import { expireCacheTags } from '@/server/http/revalidate';
import {
  deleteLocationPage,
  getLocationPage,
  updateLocationPage,
} from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

type Context = ParamsContext<{ id: string }>;
const NOT_FOUND = 'Location page not found.';

async function locationId({ params }: Context): Promise<number> {
  const id = parseRowId((await params).id);
  if (id === undefined) throw notFound(NOT_FOUND);
  return id;
}

// GET /api/locationpages/:id – one location page; the body is the bare record (public)
export const GET = route(async (_request, context: Context) => {
  const page = await getLocationPage(await getDb(), await locationId(context));
  if (!page) throw notFound(NOT_FOUND);
  return json(page);
});

// PUT /api/locationpages/:id – replace a location page: {status, message, data} (admin)
export const PUT = route(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await locationId(context);
  const fields = await readJson(request, locationPageSchema);
  const page = await updateLocationPage(await getDb(), id, fields);
  if (!page) throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.locationPages);
  return success({ message: 'Location page updated.', data: page });
});

// DELETE /api/locationpages/:id – remove a location page: {status, message} (admin)
export const DELETE = route(async (request, context: Context) => {
  await requireAdmin(request);
  if (!(await deleteLocationPage(await getDb(), await locationId(context))))
    throw notFound(NOT_FOUND);
  expireCacheTags(CACHE_TAGS.locationPages);
  return success({ message: 'Location page deleted.' });
});
