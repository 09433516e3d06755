import { staffUpdateSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { updateStaff } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// PUT /api/users/:id {role?, active?, name?} – deactivating ends the account's sessions
// at once; 409 when it would leave no active administrator (admin)
export const PUT = endpoint(
  { auth: 'admin', params: ['id'], body: staffUpdateSchema, audit: 'user' },
  async ({ db, params, body, audit }) => {
    const id = rowIdParam(params.id, 'No staff member has that id.');
    const { member, fields } = await updateStaff(db, id, body);
    audit({ action: 'update', entityId: id, fields });
    return success({ data: member, message: 'Saved.' });
  },
);
