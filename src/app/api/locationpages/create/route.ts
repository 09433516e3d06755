import { STAFF_ROLES } from '@/lib/roles';
import { publishable, splitPublication } from '@/lib/schemas/editorial';
import { locationPageSchema } from '@/lib/schemas/location-page';
import { authorOf, auditOfSave } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { locationPageType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page, published unless `status`
// says otherwise: {status, message, data} (staff)
export const POST = endpoint(
  { auth: STAFF_ROLES, body: publishable(locationPageSchema), audit: 'location-page' },
  async ({ db, body, session, expire, audit }) => {
    const { publication, input } = splitPublication(body);
    const { after, tags } = await saveContent(db, locationPageType, undefined, {
      input,
      publication,
      author: authorOf(session),
    });
    expire(tags);
    audit(auditOfSave(undefined, after, after.location_id));
    return success({ message: 'Location page created.', data: after }, { status: 201 });
  },
);
