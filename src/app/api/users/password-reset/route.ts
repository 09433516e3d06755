import { passwordResetSchema } from '@/lib/schemas/account';
import { getClientIp } from '@/http/client-ip';
import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { requestPasswordReset } from '@/server/users/password-reset';

export const dynamic = 'force-dynamic';

// POST /api/users/password-reset {email} – e-mails a single-use link (1 h) when the address
// has an account; the answer is the same either way (public, rate-limited per address
// and per client). Not audited: anyone may ask, and the log would record their guesses.
export const POST = endpoint(
  { auth: 'public', body: passwordResetSchema },
  async ({ db, body, request }) =>
    success({ message: await requestPasswordReset(db, body.email, getClientIp(request)) }),
);
