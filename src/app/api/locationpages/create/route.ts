import { locationPageSchema } from '@/lib/schemas/location-page';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { CACHE_TAGS } from '@/server/cache-tags';
import { createLocationPage } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page: {status, message, data} (admin)
export const POST = endpoint(
  { auth: 'admin', body: locationPageSchema, expires: [CACHE_TAGS.locationPages] },
  async ({ db, body }) =>
    success(
      { message: 'Location page created.', data: await createLocationPage(db, body) },
      { status: 201 },
    ),
);
