import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { User } from '../users/users';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Tokens are 32 random bytes, base64url: exactly 43 characters of this alphabet. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored, so a leaked database does not leak usable sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  { now = new Date(), ttlMs = SESSION_TTL_MS } = {},
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
    })
    .execute();
  return { token, expiresAt };
}

export type SessionLookup =
  { state: 'valid'; user: User; expiresAt: string } | { state: 'unknown' | 'expired' | 'revoked' };

export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.expiresAt',
      'sessions.revokedAt',
      'users.id',
      'users.name',
      'users.email',
      'users.isAdmin',
      'users.createdAt',
    ])
    .where('sessions.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.revokedAt !== null) return { state: 'revoked' };
  if (row.expiresAt <= now.toISOString()) return { state: 'expired' };
  const { expiresAt, revokedAt: _revoked, isAdmin, ...user } = row;
  return { state: 'valid', user: { ...user, isAdmin: isAdmin === 1 }, expiresAt };
}

/** Ends a session; true when there was a live one. */
export async function revokeSession(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: nowIso() })
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Drops a user's sessions that can no longer be used; keeps the table small. */
export async function purgeDeadSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now.toISOString()), eb('revokedAt', 'is not', null)]),
    )
    .execute();
}
