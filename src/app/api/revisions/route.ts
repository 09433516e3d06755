import { STAFF_ROLES } from '@/lib/roles';
import { z } from 'zod';
import { contentEntity } from '@/lib/schemas/editorial';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { json } from '@/http/respond';
import { listRevisions } from '@/server/editorial/revisions';

export const dynamic = 'force-dynamic';

const revisionsQuery = z.object({
  entity: contentEntity,
  id: z.string({ message: 'id is required.' }).min(1, 'id is required.').max(40),
});

// GET /api/revisions?entity=blog|case-study|location-page&id=… – a record's revisions,
// newest first: [{revision_id, createdAt, author, summary}] (admin)
export const GET = endpoint({ auth: STAFF_ROLES }, async ({ db, request }) => {
  const { entity, id } = readQuery(request, revisionsQuery);
  return json(await listRevisions(db, entity, id));
});
