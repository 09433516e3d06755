import { totpCodeSchema } from '@/lib/schemas/account';
import { withCodeLimit } from '@/http/code-limit';
import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { confirmTwoFactor } from '@/server/auth/two-factor';

export const dynamic = 'force-dynamic';

// POST /api/users/me/totp/confirm {code} – turns two-factor on; answers {recoveryCodes},
// ten single-use codes shown this once (signed in; allowed before two-factor is set up)
export const POST = endpoint(
  { auth: 'signed-in', body: totpCodeSchema, beforeTwoFactor: true, audit: 'user' },
  async ({ db, body, session, audit }) => {
    const recoveryCodes = await withCodeLimit(session.user.id, () =>
      confirmTwoFactor(db, session.user, body.code),
    );
    audit({ action: 'two-factor-on', entityId: session.user.id });
    return json({ recoveryCodes });
  },
);
