import { staffMember } from '@/lib/schemas/answers/accounts';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { staffUpdateSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { updateStaff } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// PUT /api/users/:id {role?, active?, name?} – deactivating ends the account's sessions
// at once; 409 when it would leave no active administrator (admin)
export const PUT = endpoint(
  {
    summary: "Change a staff member's role, name or whether they may sign in (admin)",
    description: "Deactivating ends the account's sessions at once and voids its reset links.",
    auth: 'admin',
    params: ['id'],
    body: staffUpdateSchema,
    response: savedAnswer(staffMember),
    errors: {
      not_found: 'Unknown id',
      conflict: 'It would leave no active administrator who can sign in',
    },
    audit: 'user',
  },
  async ({ db, params, body, audit }) => {
    const id = rowIdParam(params.id, 'No staff member has that id.');
    const { member, fields } = await updateStaff(db, id, body);
    audit({ action: 'update', entityId: id, fields });
    return success({ data: member, message: 'Saved.' });
  },
);
