import { twoFactorSecret } from '@/lib/schemas/answers/accounts';
import { messageAnswer } from '@/lib/schemas/answers/envelopes';
import { totpCodeSchema } from '@/lib/schemas/account';
import { withCodeLimit } from '@/http/code-limit';
import { endpoint } from '@/http/endpoint';
import { json, success } from '@/http/respond';
import { disableTwoFactor, startTwoFactor } from '@/server/auth/two-factor';
import { getSettings } from '@/server/settings/settings';

export const dynamic = 'force-dynamic';

// POST /api/users/me/totp – a new secret {secret, otpauthUrl}, in use once confirmed
// (signed in; allowed before two-factor is set up)
export const POST = endpoint(
  {
    summary:
      'Start setting up two-factor sign-in (any staff member): a new secret, in use once confirmed',
    auth: 'signed-in',
    response: twoFactorSecret,
    errors: { conflict: 'Two-factor sign-in is already on' },
    beforeTwoFactor: true,
    audit: 'user',
  },
  async ({ db, session, audit }) => {
    const enrolment = await startTwoFactor(db, session.user);
    audit({ action: 'two-factor-start', entityId: session.user.id });
    return json(enrolment);
  },
);

// DELETE /api/users/me/totp {code} – turns two-factor off with a current or recovery
// code; 403 while the site requires it (signed in)
export const DELETE = endpoint(
  {
    summary: 'Turn two-factor sign-in off with a current or recovery code (any staff member)',
    auth: 'signed-in',
    body: totpCodeSchema,
    response: messageAnswer,
    errors: {
      invalid: 'The code is not right',
      forbidden: 'The site requires two-factor sign-in for all staff, so it cannot be turned off',
      conflict: 'Two-factor sign-in is already off',
      rate_limited: 'Too many wrong codes from this account (LOGIN_RATE_LIMIT); see Retry-After',
    },
    audit: 'user',
  },
  async ({ db, body, session, audit }) => {
    const { requireTwoFactor } = await getSettings(db);
    await withCodeLimit(session.user.id, () =>
      disableTwoFactor(db, session.user, body.code, { required: requireTwoFactor }),
    );
    audit({ action: 'two-factor-off', entityId: session.user.id });
    return success({ message: 'Two-factor sign-in is off.' });
  },
);
