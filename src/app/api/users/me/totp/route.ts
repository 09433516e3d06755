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
  { auth: 'signed-in', beforeTwoFactor: true, audit: 'user' },
  async ({ db, session, audit }) => {
    const enrolment = await startTwoFactor(db, session.user);
    audit({ action: 'two-factor-start', entityId: session.user.id });
    return json(enrolment);
  },
);

// DELETE /api/users/me/totp {code} – turns two-factor off with a current or recovery
// code; 403 while the site requires it (signed in)
export const DELETE = endpoint(
  { auth: 'signed-in', body: totpCodeSchema, audit: 'user' },
  async ({ db, body, session, audit }) => {
    const { requireTwoFactor } = await getSettings(db);
    await withCodeLimit(session.user.id, () =>
      disableTwoFactor(db, session.user, body.code, { required: requireTwoFactor }),
    );
    audit({ action: 'two-factor-off', entityId: session.user.id });
    return success({ message: 'Two-factor sign-in is off.' });
  },
);
