import { locationPageSchema } from '@/lib/schemas/location-page';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { locationPageWriteTags } from '@/server/cache/write-tags';
import { createLocationPage } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page: {status, message, data} (admin)
export const POST = endpoint(
  { auth: 'admin', body: locationPageSchema },
  async ({ db, body, expire }) => {
    const page = await createLocationPage(db, body);
    expire(locationPageWriteTags(undefined, page));
    return success({ message: 'Location page created.', data: page }, { status: 201 });
  },
);
