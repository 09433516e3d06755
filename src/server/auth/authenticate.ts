import 'server-only';
import { ROLE_PLURALS, type Role } from '@/lib/roles';
import type { Db } from '../db/types';
import { forbidden, unauthorized } from '../errors';
import { roleOf, type User } from '../users/users';
import { findSession } from './sessions';

/** The user a session token belongs to, or `unauthorized` saying why it is refused. */
export async function authenticateToken(db: Db, token: string): Promise<User> {
  const session = await findSession(db, token);
  switch (session.state) {
    case 'valid':
      return session.user;
    case 'unknown':
      throw unauthorized('Your session is not valid. Sign in again.');
    case 'expired':
      throw unauthorized('Your session has expired. Sign in again.');
    case 'revoked':
      throw unauthorized('Your session has ended. Sign in again.');
  }
}

/** `forbidden` unless the user holds one of the roles. */
export function requireRole(user: User, roles: readonly Role[]): void {
  const role = roleOf(user);
  if (role !== undefined && roles.includes(role)) return;
  throw forbidden(`Only ${roles.map((r) => ROLE_PLURALS[r]).join(' and ')} can do this.`);
}
