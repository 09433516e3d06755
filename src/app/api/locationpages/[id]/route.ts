import { locationPageSchema } from '@/lib/schemas/location-page';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json, success } from '@/http/respond';
import { locationPageWriteTags } from '@/server/cache/write-tags';
import { notFound } from '@/server/errors';
import {
  deleteLocationPage,
  getLocationPage,
  updateLocationPage,
} from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Location page not found.';

// GET /api/locationpages/:id – one location page; the body is the bare record (public)
export const GET = endpoint({ auth: 'public', params: ['id'] }, async ({ db, params }) => {
  const page = await getLocationPage(db, rowIdParam(params.id, NOT_FOUND));
  if (!page) throw notFound(NOT_FOUND);
  return json(page);
});

// PUT /api/locationpages/:id – replace a location page: {status, message, data} (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: locationPageSchema },
  async ({ db, params, body, expire }) => {
    const locationId = rowIdParam(params.id, NOT_FOUND);
    const before = await getLocationPage(db, locationId);
    const page = before && (await updateLocationPage(db, locationId, body));
    if (!page) throw notFound(NOT_FOUND);
    expire(locationPageWriteTags(before, page));
    return success({ message: 'Location page updated.', data: page });
  },
);

// DELETE /api/locationpages/:id – remove a location page: {status, message} (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'] },
  async ({ db, params, expire }) => {
    const locationId = rowIdParam(params.id, NOT_FOUND);
    const page = await getLocationPage(db, locationId);
    if (!page || !(await deleteLocationPage(db, locationId))) throw notFound(NOT_FOUND);
    expire(locationPageWriteTags(page, undefined));
    return success({ message: 'Location page deleted.' });
  },
);
