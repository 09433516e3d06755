import { RECOVERY_CODE_COUNT, recoveryCodes } from '@/lib/schemas/answers/accounts';
import { totpCodeSchema } from '@/lib/schemas/account';
import { withCodeLimit } from '@/http/code-limit';
import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { confirmTwoFactor } from '@/server/auth/two-factor';

export const dynamic = 'force-dynamic';

// POST /api/users/me/totp/confirm {code} – turns two-factor on; answers {recoveryCodes},
// ten single-use codes shown this once (signed in; allowed before two-factor is set up)
export const POST = endpoint(
  {
    summary: `Turn two-factor sign-in on with a code from the new secret; answers ${RECOVERY_CODE_COUNT} recovery codes, once`,
    auth: 'signed-in',
    body: totpCodeSchema,
    response: recoveryCodes,
    errors: {
      invalid: 'The code is not right',
      conflict: 'Already on, or no secret is waiting (POST /api/users/me/totp first)',
      rate_limited: 'Too many wrong codes from this account (LOGIN_RATE_LIMIT); see Retry-After',
    },
    beforeTwoFactor: true,
    audit: 'user',
  },
  async ({ db, body, session, audit }) => {
    const recoveryCodes = await withCodeLimit(session.user.id, () =>
      confirmTwoFactor(db, session.user, body.code),
    );
    audit({ action: 'two-factor-on', entityId: session.user.id });
    return json({ recoveryCodes });
  },
);
