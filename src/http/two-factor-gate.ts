import 'server-only';
import { getDb } from '@/server/db';
import { forbidden } from '@/server/errors';
import { getSettings } from '@/server/settings/settings';
import type { User } from '@/server/users/users';

export const ENROL_FIRST = 'Set up two-factor sign-in to continue.';

/** While the site requires two-factor, an account without it may only set it up (403 otherwise). */
export async function assertTwoFactorSettled(user: User): Promise<void> {
  if (user.twoFactorEnabled) return;
  const { requireTwoFactor } = await getSettings(await getDb());
  if (requireTwoFactor) throw forbidden(ENROL_FIRST);
}
