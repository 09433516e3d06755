import 'server-only';
import type { Db } from '../db/types';
import { rateLimited, unauthorized } from '../errors';
import { getLimiters } from '../rate-limit/rate-limit';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserRowByEmail, type User } from '../users/users';
import { createSession, purgeDeadSessions } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

// An unknown e-mail is checked against this hash too, so both answers take as long.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

/**
 * Checks the credentials and opens a session. Failed attempts count against the e-mail
 * and the client address (LOGIN_RATE_LIMIT each); once either is used up, even the right
 * password is refused until the window passes.
 */
export async function signIn(
  db: Db,
  { email, password }: { email: string; password: string },
  clientIp: string,
): Promise<{ user: User; token: string; expiresAt: string }> {
  const { loginByEmail, loginByIp } = getLimiters();
  const emailKey = email.trim().toLowerCase();
  for (const verdict of await Promise.all([
    loginByEmail.check(emailKey),
    loginByIp.check(clientIp),
  ])) {
    if (!verdict.allowed) {
      throw rateLimited('Too many failed sign-in attempts. Try again later.', verdict.retryAfterMs);
    }
  }
  const row = await findUserRowByEmail(db, emailKey);
  const valid = await verifyPassword(row?.passwordHash ?? (await decoy()), password);
  if (!row || !valid) {
    await Promise.all([loginByEmail.penalise(emailKey), loginByIp.penalise(clientIp)]);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await loginByEmail.reset(emailKey);
  await purgeDeadSessions(db, row.id);
  const { token, expiresAt } = await createSession(db, row.id);
  const { passwordHash: _hash, isAdmin, ...rest } = row;
  return { user: { ...rest, isAdmin: isAdmin === 1 }, token, expiresAt };
}

/** The user info clients keep (spec point 3): `_id` as a string, like the original API's ids. */
export function toUserInfo(user: User) {
  return { _id: String(user.id), name: user.name, email: user.email, isAdmin: user.isAdmin };
}
