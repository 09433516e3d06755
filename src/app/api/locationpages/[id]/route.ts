import { locationPageSchema } from '@/lib/schemas/location-page';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json, success } from '@/http/respond';
import { CACHE_TAGS } from '@/server/cache-tags';
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
  { auth: 'admin', params: ['id'], body: locationPageSchema, expires: [CACHE_TAGS.locationPages] },
  async ({ db, params, body }) => {
    const page = await updateLocationPage(db, rowIdParam(params.id, NOT_FOUND), body);
    if (!page) throw notFound(NOT_FOUND);
    return success({ message: 'Location page updated.', data: page });
  },
);

// DELETE /api/locationpages/:id – remove a location page: {status, message} (admin)
export const DELETE = endpoint(
  { auth: 'admin', params: ['id'], expires: [CACHE_TAGS.locationPages] },
  async ({ db, params }) => {
    if (!(await deleteLocationPage(db, rowIdParam(params.id, NOT_FOUND))))
      throw notFound(NOT_FOUND);
    return success({ message: 'Location page deleted.' });
  },
);
