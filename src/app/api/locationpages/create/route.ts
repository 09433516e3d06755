import { STAFF_ROLES } from '@/lib/roles';
import { locationPageRecord } from '@/lib/schemas/answers/content';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { locationPageBody } from '@/lib/schemas/content-bodies';
import { splitPublication } from '@/lib/schemas/editorial';
import { authorOf, auditOfSave, SAVE_RULES } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { locationPageType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';

export const dynamic = 'force-dynamic';

// POST /api/locationpages/create – create a location page, published unless `status`
// says otherwise: {status, message, data} (staff)
export const POST = endpoint(
  {
    summary: 'Create a location page; published unless status says otherwise',
    description: SAVE_RULES,
    auth: STAFF_ROLES,
    body: locationPageBody,
    response: savedAnswer(locationPageRecord),
    status: 201,
    errors: { conflict: 'Slug taken' },
    audit: 'location-page',
  },
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
