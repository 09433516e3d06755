import { locationPageRecord } from '@/lib/schemas/answers/content';
import { locationPageBody } from '@/lib/schemas/content-bodies';
import { contentCreateRoute } from '@/http/content-routes';
import { locationPageType } from '@/server/editorial/content-types';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page, published unless `status`
// says otherwise: {status, message, data} (staff)
export const POST = contentCreateRoute(locationPageType, {
  summary: 'Create a location page; published unless status says otherwise',
  body: locationPageBody,
  record: locationPageRecord,
  created: 'Location page created.',
});
