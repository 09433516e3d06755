import { STAFF_ROLES } from '@/lib/roles';
import { authorOf } from '@/http/editorial';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { json } from '@/http/respond';
import { restoreRevision } from '@/server/editorial/restore';

export const dynamic = 'force-dynamic';

// POST /api/revisions/:id/restore – the record takes that revision's fields again (a new
// revision); its status stays as it is: a published record is live with them at once.
// Answers the record (staff)
export const POST = endpoint(
  { auth: STAFF_ROLES, params: ['id'], audit: 'revision' },
  async ({ db, params, session, expire, audit }) => {
    const revisionId = rowIdParam(params.id, 'Revision not found.');
    const { after, tags } = await restoreRevision(db, revisionId, authorOf(session));
    expire(tags);
    audit({ action: 'restore', entityId: revisionId });
    return json(after);
  },
);
