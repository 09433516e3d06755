import 'server-only';
import { ROLE_PLURALS, type Role } from '@/lib/roles';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../errors';
import type { User } from '../users/users';
import { findSession } from './sessions';

/** The user and session a token belongs to, or `unauthorized` saying why it is refused. */
export async function authenticateToken(
  db: Db,
  token: string,
): Promise<{ user: User; sessionId: string }> {
  const session = await findSession(db, token);
  switch (session.state) {
    case 'valid':
      return { user: session.user, sessionId: session.sessionId };
    case 'unknown':
      throw unauthorized('Your session is not valid. Sign in again.');
    case 'expired':
      throw unauthorized('Your session has expired. Sign in again.');
    case 'revoked':
      throw unauthorized('Your session has ended. Sign in again.');
    case 'deactivated':
      throw unauthorized('Your account has been deactivated. Ask an administrator.');
  }
}

/** `forbidden` unless the user holds one of the roles. */
export function requireRole(user: Pick<User, 'role'>, roles: readonly Role[]): void {
  if (roles.includes(user.role)) return;
  // Name only the roles the user does not hold: "Only administrators can do this."
  throw forbidden(`Only ${roles.map((r) => ROLE_PLURALS[r]).join(' and ')} can do this.`);
}
