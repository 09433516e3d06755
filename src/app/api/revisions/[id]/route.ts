import { revisionRecord } from '@/lib/schemas/answers/content';
import { STAFF_ROLES } from '@/lib/roles';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json } from '@/http/respond';
import { getRevision } from '@/server/editorial/revisions';
import { notFound } from '@/server/errors';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Revision not found.';

// GET /api/revisions/:id – one revision with its snapshot of the record (admin)
export const GET = endpoint(
  {
    summary: 'One revision with its snapshot of the record',
    auth: STAFF_ROLES,
    params: ['id'],
    response: revisionRecord,
    errors: { not_found: 'Unknown revision' },
  },
  async ({ db, params }) => {
    const revision = await getRevision(db, rowIdParam(params.id, NOT_FOUND));
    if (!revision) throw notFound(NOT_FOUND);
    return json(revision);
  },
);
