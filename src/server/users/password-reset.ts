import 'server-only';
import { endSessions } from '../auth/sessions';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { invalid, rateLimited } from '../errors';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/staff-mail';
import { getLimiters } from '../rate-limit/rate-limit';
import { consumeLinkToken, issueLinkToken } from './link-tokens';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { findUserRowByEmail, normaliseEmail } from './users';

export const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to reset the password. The link works for 1 hour.';
const RESET_LINK_EXPIRED =
  'This link has expired or has already been used. Ask for a new one from the sign-in page.';

/**
 * Sends a reset link (valid 1 hour) when the address belongs to an account that can
 * sign in. The answer never says whether it does: the caller always gets
 * RESET_REQUESTED, and the limits count every request, known address or not.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  clientIp: string,
): Promise<string> {
  const { resetByEmail, resetByIp } = getLimiters();
  const key = normaliseEmail(email);
  for (const verdict of [await resetByIp.consume(clientIp), await resetByEmail.consume(key)]) {
    if (!verdict.allowed) {
      throw rateLimited('Too many reset requests. Try again later.', verdict.retryAfterMs);
    }
  }
  const row = await findUserRowByEmail(db, key);
  if (row && row.active === 1 && row.passwordHash !== '') {
    await inTransaction(db, async (tx) => {
      const { token } = await issueLinkToken(tx, row.id, 'password-reset');
      await queueMail(tx, passwordResetMail({ to: row.email, name: row.name, token }));
    });
  }
  return RESET_REQUESTED;
}

/** Sets a new password from a reset link, once; every session of the account ends. */
export async function confirmPasswordReset(
  db: Db,
  { token, password }: { token: string; password: string },
): Promise<{ userId: number; name: string }> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'password-reset');
    if (userId === undefined) throw invalid(RESET_LINK_EXPIRED);
    const updated = await tx
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', userId)
      .where('active', '=', 1)
      .returning(['name', 'email'])
      .executeTakeFirst();
    if (!updated) throw invalid(RESET_LINK_EXPIRED);
    await endSessions(tx, userId);
    return { userId, name: updated.name || updated.email };
  });
}

/** A signed-in person changes their password; their other sessions end. */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: string,
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  // Guessing the current password from a stolen session counts like guessing at sign-in.
  const attempts = getLimiters().codeByUser;
  const verdict = await attempts.check(String(userId));
  if (!verdict.allowed) {
    throw rateLimited('Too many wrong passwords. Try again later.', verdict.retryAfterMs);
  }
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    await attempts.penalise(String(userId));
    throw invalid('Your current password is not right.');
  }
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await tx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    await endSessions(tx, userId, sessionId);
  });
}
