import { STAFF_ROLES } from '@/lib/roles';
import { recordQuery } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { draftPath, startPreview } from '@/http/preview';
import { CONTENT_TYPES } from '@/server/editorial/content-types';
import { staffGrant } from '@/server/editorial/preview-grant';

export const dynamic = 'force-dynamic';

// GET /api/preview?entity=…&id=… – shows this staff member the record's current draft on
// its public page (draft mode, this browser only): a redirect there (admin)
export const GET = endpoint(
  {
    summary: "Preview a record's latest draft on its public page, in this browser only",
    description:
      "Turns on Next's draft mode (the page cache is skipped for this browser) and redirects to the " +
      'address the draft would have.',
    auth: STAFF_ROLES,
    query: recordQuery,
    response: { redirect: "To the draft's public page", setsCookies: true },
    errors: { not_found: 'Unknown record' },
  },
  async ({ db, request }) => {
    const target = readQuery(request, recordQuery);
    const path = await draftPath(db, CONTENT_TYPES[target.entity], target.id);
    return startPreview(staffGrant(target), path);
  },
);
