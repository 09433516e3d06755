import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { toUser, type User } from '../users/users';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale a session's "last used" may get: one write per five minutes, not per request. */
const LAST_USED_STEP_MS = 5 * 60 * 1000;

/** Tokens are 32 random bytes, base64url: exactly 43 characters of this alphabet. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash is stored, so a leaked database does not leak usable sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOrigin {
  userAgent?: string;
  clientIp?: string;
}

export async function createSession(
  db: Db,
  userId: number,
  { now = new Date(), ttlMs = SESSION_TTL_MS, userAgent = '', clientIp = '' } = {} as {
    now?: Date;
    ttlMs?: number;
  } & SessionOrigin,
): Promise<{ token: string; expiresAt: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      id,
      userId,
      createdAt: now.toISOString(),
      lastUsedAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
      userAgent: userAgent.slice(0, 400),
      clientIp: clientIp.slice(0, 64),
    })
    .execute();
  return { token, expiresAt, id };
}

export type SessionLookup =
  | { state: 'valid'; user: User; sessionId: string; expiresAt: string }
  | { state: 'unknown' | 'expired' | 'revoked' | 'deactivated' };

export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.expiresAt',
      'sessions.revokedAt',
      'sessions.lastUsedAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  // Deactivation also revokes the sessions; its reason is the one worth telling.
  if (row.active !== 1) return { state: 'deactivated' };
  if (row.revokedAt !== null) return { state: 'revoked' };
  if (row.expiresAt <= now.toISOString()) return { state: 'expired' };
  const { sessionId, expiresAt, revokedAt: _revoked, lastUsedAt, ...user } = row;
  if (now.getTime() - Date.parse(lastUsedAt) > LAST_USED_STEP_MS) {
    await db
      .updateTable('sessions')
      .set({ lastUsedAt: now.toISOString() })
      .where('tokenHash', '=', tokenHash)
      .execute();
  }
  return { state: 'valid', user: toUser(user), sessionId, expiresAt };
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

/** Ends one of a user's sessions by its public id; true when there was a live one. */
export async function endSessionById(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revokedAt: nowIso() })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every live session of a user but `keepId` (none kept when it is undefined). */
export async function endSessions(db: Db, userId: number, keepId?: string): Promise<number> {
  const now = nowIso();
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now);
  if (keepId !== undefined) query = query.where('id', '<>', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SessionSummary {
  id: string;
  userAgent: string;
  clientIp: string;
  createdAt: string;
  lastUsedAt: string;
}

/** A user's live sessions, most recently used first. */
export async function listLiveSessions(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SessionSummary[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'clientIp', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('lastUsedAt', 'desc')
    .limit(100)
    .execute();
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
