import { REVISIONS_KEPT } from '@/lib/editorial';
import { revisionSummaryRecord } from '@/lib/schemas/answers/content';
import { STAFF_ROLES } from '@/lib/roles';
import { z } from 'zod';
import { localizedRecordQuery } from '@/lib/schemas/translations';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { json } from '@/http/respond';
import { listRevisions } from '@/server/editorial/revisions';

export const dynamic = 'force-dynamic';

// GET /api/revisions?entity=blog|case-study|location-page&id=…&locale=… – a record's
// revisions (with locale=ar: its Arabic translation's), newest first:
// [{revision_id, createdAt, author, summary}] (admin)
export const GET = endpoint(
  {
    summary: `A record's revisions, newest first (the newest ${REVISIONS_KEPT} are kept)`,
    description:
      "Each language keeps its own: without locale (or with en) the record's, with locale=ar its Arabic translation's.",
    auth: STAFF_ROLES,
    query: localizedRecordQuery,
    response: z.array(revisionSummaryRecord),
  },
  async ({ db, request }) => {
    const { entity, id, locale } = readQuery(request, localizedRecordQuery);
    return json(await listRevisions(db, entity, id, locale ?? 'en'));
  },
);
