import { inviteSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { inviteStaff, listStaff } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// GET /api/users – every staff account with role, status and last sign-in (admin)
export const GET = endpoint({ auth: 'admin' }, async ({ db }) =>
  success({ data: await listStaff(db) }),
);

// POST /api/users {email, name, role} – invite: an account that cannot sign in until the
// e-mailed single-use link (72 h) is accepted; 409 when the address has one (admin)
export const POST = endpoint(
  { auth: 'admin', body: inviteSchema, audit: 'user' },
  async ({ db, body, session, audit }) => {
    const member = await inviteStaff(db, body, session.user.name || session.user.email);
    audit({ action: 'invite', entityId: member._id, fields: ['email', 'name', 'role'] });
    return success(
      { data: member, message: `Invitation sent to ${member.email}.` },
      { status: 201 },
    );
  },
);
