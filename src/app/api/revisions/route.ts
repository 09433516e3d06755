import { REVISIONS_KEPT } from '@/lib/editorial';
import { revisionSummaryRecord } from '@/lib/schemas/answers/content';
import { STAFF_ROLES } from '@/lib/roles';
import { z } from 'zod';
import { recordQuery } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { json } from '@/http/respond';
import { listRevisions } from '@/server/editorial/revisions';

export const dynamic = 'force-dynamic';

// GET /api/revisions?entity=blog|case-study|location-page&id=… – a record's revisions,
// newest first: [{revision_id, createdAt, author, summary}] (admin)
export const GET = endpoint(
  {
    summary: `A record's revisions, newest first (the newest ${REVISIONS_KEPT} are kept)`,
    auth: STAFF_ROLES,
    query: recordQuery,
    response: z.array(revisionSummaryRecord),
  },
  async ({ db, request }) => {
    const { entity, id } = readQuery(request, recordQuery);
    return json(await listRevisions(db, entity, id));
  },
);
