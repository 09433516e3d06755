import { z } from 'zod';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { acceptInvitationSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { acceptInvitation } from '@/server/users/staff';

export const dynamic = 'force-dynamic';

// POST /api/users/invitations/accept {token, name, password} – sets the invited account's
// name and password, once; 400 when the link is expired or used (public)
export const POST = endpoint(
  {
    summary: "Accept an invitation: set the account's name and password, once",
    auth: 'public',
    body: acceptInvitationSchema,
    response: savedAnswer(z.object({ email: z.string() })),
    errors: {
      invalid: 'A common password, or the invitation link has expired or was already used',
    },
    audit: 'user',
  },
  async ({ db, body, audit }) => {
    const { id, email } = await acceptInvitation(db, body);
    audit({ action: 'accept-invitation', entityId: id, actor: { id, label: body.name } });
    return success({ data: { email }, message: 'Your account is ready. Sign in to continue.' });
  },
);
