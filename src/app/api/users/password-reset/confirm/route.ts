import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { confirmPasswordReset } from '@/server/users/password-reset';

export const dynamic = 'force-dynamic';

// POST /api/users/password-reset/confirm {token, password} – sets the password, once, and
// ends every session of the account; 400 when the link is expired or used (public)
export const POST = endpoint(
  {
    summary: 'Set a new password from a reset link, once; every session of the account ends',
    auth: 'public',
    body: passwordResetConfirmSchema,
    response: messageAnswer,
    errors: { invalid: 'A common password, or the reset link has expired or was already used' },
    audit: 'user',
  },
  async ({ db, body, audit }) => {
    const { userId } = await confirmPasswordReset(db, body);
    audit({
      action: 'password-reset',
      entityId: userId,
      actor: { id: userId, label: `account ${userId}` },
    });
    return success({ message: 'Your password has been changed. Sign in with the new one.' });
  },
);
