import { z } from 'zod';
import { staffMember } from '@/lib/schemas/answers/accounts';
import { dataAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import { LINK_LIFETIME_MS } from '@/server/users/link-tokens';
import { inviteSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { inviteStaff, listStaff } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// GET /api/users – every staff account with role, status and last sign-in (admin)
export const GET = endpoint(
  {
    summary: 'Every staff account with its role, status and last sign-in (admin)',
    auth: 'admin',
    response: dataAnswer(z.array(staffMember)),
  },
  async ({ db }) => success({ data: await listStaff(db) }),
);

// POST /api/users {email, name, role} – invite: an account that cannot sign in until the
// e-mailed single-use link (72 h) is accepted; 409 when the address has one (admin)
export const POST = endpoint(
  {
    summary: `Invite a staff member (admin): e-mails a single-use link (${LINK_LIFETIME_MS.invitation / 3_600_000} h)`,
    description:
      'The account cannot sign in until the invitation is accepted (POST /api/users/invitations/accept).',
    auth: 'admin',
    body: inviteSchema,
    response: savedAnswer(staffMember),
    status: 201,
    errors: { conflict: 'An account with this e-mail address already exists' },
    audit: 'user',
  },
  async ({ db, body, session, audit }) => {
    const member = await inviteStaff(db, body, session.user.name || session.user.email);
    audit({ action: 'invite', entityId: member._id, fields: ['email', 'name', 'role'] });
    return success(
      { data: member, message: `Invitation sent to ${member.email}.` },
      { status: 201 },
    );
  },
);
