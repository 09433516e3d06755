import 'server-only';
import { randomBytes } from 'node:crypto';
import { hashToken, TOKEN_PATTERN } from '../auth/sessions';
import type { Db } from '../db/types';

// Single-use links sent by e-mail (invitations, password resets). The token is 32
// random bytes; only its SHA-256 is stored, so a copy of the database opens nothing.
// Issuing a new link of a purpose voids the older ones; using a link marks it used in
// the same conditional UPDATE that checks it, so two clicks cannot both succeed.

export type LinkPurpose = 'invitation' | 'password-reset';

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

export async function issueLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString();
  await voidLinkTokens(db, userId, purpose);
  await db
    .insertInto('user_tokens')
    .values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      createdAt: now.toISOString(),
      expiresAt,
      usedAt: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Ends the unused links of a purpose (a new one was sent, or the account changed). */
export async function voidLinkTokens(db: Db, userId: number, purpose: LinkPurpose): Promise<void> {
  await db
    .deleteFrom('user_tokens')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/** Uses a link: the account it opens, or undefined when unknown, expired or used. */
export async function consumeLinkToken(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .updateTable('user_tokens')
    .set({ usedAt: now.toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** When the account's unused link of that purpose runs out, if it has one. */
export async function pendingLinkExpiry(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_tokens')
    .select('expiresAt')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .orderBy('expiresAt', 'desc')
    .executeTakeFirst();
  return row?.expiresAt ?? null;
}
