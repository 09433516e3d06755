import { STAFF_ROLES } from '@/lib/roles';
import { translationLocaleOf } from '@/lib/schemas/locale';
import { localizedRecordQuery } from '@/lib/schemas/translations';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { previewPath, startPreview } from '@/http/preview';
import { staffGrant } from '@/server/editorial/preview-grant';

export const dynamic = 'force-dynamic';

// GET /api/preview?entity=…&id=…&locale=… – shows this staff member the record's current
// draft (with locale=ar: its Arabic translation's) on its public page (draft mode, this
// browser only): a redirect there (admin)
export const GET = endpoint(
  {
    summary: "Preview a record's latest draft on its public page, in this browser only",
    description:
      "Turns on Next's draft mode (the page cache is skipped for this browser) and redirects to the " +
      "address the draft would have. With locale=ar: the Arabic translation's draft, at its Arabic address.",
    auth: STAFF_ROLES,
    query: localizedRecordQuery,
    response: { redirect: "To the draft's public page", setsCookies: true },
    errors: { not_found: 'Unknown record (with locale=ar: or it has no Arabic translation)' },
  },
  async ({ db, request }) => {
    const query = readQuery(request, localizedRecordQuery);
    const target = {
      entity: query.entity,
      id: query.id,
      locale: translationLocaleOf(query.locale),
    };
    return startPreview(staffGrant(target), await previewPath(db, target));
  },
);
