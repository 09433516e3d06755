import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { LINK_LIFETIME_MS } from '@/server/users/link-tokens';
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
  {
    summary: `E-mail a single-use password reset link (${LINK_LIFETIME_MS['password-reset'] / 3_600_000} h) if the address has an account`,
    description:
      'The answer is the same whether or not it has one. Limited per address (PASSWORD_RESET_RATE_LIMIT) ' +
      'and per client, known address or not.',
    auth: 'public',
    body: passwordResetSchema,
    response: messageAnswer,
    errors: {
      rate_limited: 'Too many requests for this address or from this client; see Retry-After',
    },
  },
  async ({ db, body, request }) =>
    success({ message: await requestPasswordReset(db, body.email, getClientIp(request)) }),
);
