import { locationPageSchema } from '@/lib/schemas/location-page';
import { requireAdmin } from '@/server/auth/authenticate';
import { CACHE_TAGS } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import { readJson } from '@/server/http/body';
import { route, success } from '@/server/http/handler';
import { expireCacheTags } from '@/server/http/revalidate';
import { createLocationPage } from '@/server/location-pages/location-pages';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page: {status, message, data} (admin)
export const POST = route(async (request) => {
  await requireAdmin(request);
  const fields = await readJson(request, locationPageSchema);
  const page = await createLocationPage(await getDb(), fields);
  expireCacheTags(CACHE_TAGS.locationPages);
  return success({ message: 'Location page created.', data: page }, { status: 201 });
});
