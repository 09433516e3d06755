import { staffMember } from '@/lib/schemas/answers/accounts';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { endpoint } from '@/http/endpoint';
import { rowIdParam } from '@/http/params';
import { success } from '@/http/respond';
import { resendInvitation } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// POST /api/users/:id/invitation – a new invitation link (the old one stops working);
// 409 once the invitation was accepted (admin)
export const POST = endpoint(
  {
    summary: 'Send an invitation again (admin): a new link; the old one stops working',
    auth: 'admin',
    params: ['id'],
    response: savedAnswer(staffMember),
    errors: { not_found: 'Unknown id', conflict: 'The invitation was already accepted' },
    audit: 'user',
  },
  async ({ db, params, session, audit }) => {
    const id = rowIdParam(params.id, 'No staff member has that id.');
    const member = await resendInvitation(db, id, session.user.name || session.user.email);
    audit({ action: 'invite', entityId: id });
    return success({ data: member, message: `Invitation sent again to ${member.email}.` });
  },
);
