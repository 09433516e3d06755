import { currentUser } from '@/lib/schemas/answers/accounts';
import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { toUserInfo } from '@/server/auth/sign-in';
import { getSettings } from '@/server/settings/settings';

export const dynamic = 'force-dynamic';

// GET /api/users/me – the signed-in user {_id, name, email, isAdmin, role,
// twoFactorEnabled, twoFactorRequired, mustEnrolTwoFactor}, or 401 (signed in; also before two-factor is set up)
export const GET = endpoint(
  {
    summary:
      'The signed-in staff member (any role; also before a required second factor is set up)',
    auth: 'signed-in',
    response: currentUser,
    beforeTwoFactor: true,
  },
  async ({ db, session: { user } }) => {
    const { requireTwoFactor } = await getSettings(db);
    return json({
      ...toUserInfo(user),
      twoFactorEnabled: user.twoFactorEnabled,
      twoFactorRequired: requireTwoFactor,
      mustEnrolTwoFactor: requireTwoFactor && !user.twoFactorEnabled,
    });
  },
);
