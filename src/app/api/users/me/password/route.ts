import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { passwordChangeSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { changePassword } from '@/server/users/password-reset';

export const dynamic = 'force-dynamic';

// POST /api/users/me/password {currentPassword, password} – every other session ends (signed in)
export const POST = endpoint(
  {
    summary: "Change the caller's password (any staff member); their other sessions end",
    auth: 'signed-in',
    body: passwordChangeSchema,
    response: messageAnswer,
    errors: { invalid: 'A wrong current password, or a common new password' },
    audit: 'user',
  },
  async ({ db, body, session, audit }) => {
    await changePassword(db, session.user.id, session.sessionId, body);
    audit({ action: 'password-change', entityId: session.user.id });
    return success({
      message: 'Your password has been changed. Your other sessions have been signed out.',
    });
  },
);
