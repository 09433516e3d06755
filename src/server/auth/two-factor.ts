import 'server-only';
import { RECOVERY_CODE_COUNT } from '@/lib/schemas/answers/accounts';
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { conflict, forbidden, invalid } from '../errors';
import { openSecret, sealSecret } from '../secrets/secret-box';
import type { User } from '../users/users';

// Two-factor sign-in with time-based codes (RFC 6238, through otplib): 6 digits, 30-second
// steps, one step of clock drift either way. A code is accepted once: the step it came
// from is stored and later codes must come from a later step. Ten recovery codes are
// made at enrolment, each usable once; only their hashes are kept. The secret is stored
// sealed (src/server/secrets), and opened only to check a code.

export { RECOVERY_CODE_COUNT };

const ISSUER = 'Nexa Digital';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i
const TOTP_PATTERN = /^\d{6}$/;

export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

/** Recovery codes are 50 random bits, so a plain SHA-256 suffices (no guessing by list). */
const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}

/** Starts enrolment: a new secret, not in use until a code from it is confirmed. */
export async function startTwoFactor(
  db: Db,
  user: User,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.twoFactorEnabled) throw conflict('Two-factor sign-in is already on.');
  const secret = generateSecret();
  await db
    .updateTable('users')
    .set({ totpSecret: sealSecret(secret) })
    .where('id', '=', user.id)
    .execute();
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

async function acceptTotp(
  db: Db,
  userId: number,
  storedSecret: string,
  lastStep: number | null,
  code: string,
): Promise<boolean> {
  const result = await verify({
    secret: openSecret(storedSecret),
    token: code,
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // Claim the step: two requests racing with one code cannot both get past this.
  const claimed = await db
    .updateTable('users')
    .set({ totpLastStep: result.timeStep })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', result.timeStep)]),
    )
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

/** Turns two-factor on with a code from the new secret; answers the recovery codes, once. */
export async function confirmTwoFactor(db: Db, user: User, code: string): Promise<string[]> {
  if (user.twoFactorEnabled) throw conflict('Two-factor sign-in is already on.');
  const row = await db
    .selectFrom('users')
    .select(['totpSecret', 'totpLastStep'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!row.totpSecret)
    throw conflict('Start the set-up again: no secret is waiting to be confirmed.');
  if (!TOTP_PATTERN.test(code))
    throw invalid('Enter the 6-digit code from your authenticator app.');
  const lastStep = row.totpLastStep === null ? null : Number(row.totpLastStep);
  if (!(await acceptTotp(db, user.id, row.totpSecret, lastStep, code))) throw invalid(WRONG_CODE);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ totpEnabledAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
    await tx.deleteFrom('recovery_codes').where('userId', '=', user.id).execute();
    await tx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ userId: user.id, codeHash: hashRecoveryCode(c), usedAt: null })))
      .execute();
  });
  return codes;
}

/**
 * Checks a second factor: a current authenticator code (never one already used) or an
 * unused recovery code, which is then spent.
 */
export async function verifySecondFactor(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(['totpSecret', 'totpLastStep', 'totpEnabledAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.totpSecret || row.totpEnabledAt === null) return false;
  if (TOTP_PATTERN.test(code)) {
    const lastStep = row.totpLastStep === null ? null : Number(row.totpLastStep);
    return acceptTotp(db, userId, row.totpSecret, lastStep, code);
  }
  const spent = await db
    .updateTable('recovery_codes')
    .set({ usedAt: nowIso() })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashRecoveryCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** Turns two-factor off, with a code as proof; not while the site requires it. */
export async function disableTwoFactor(
  db: Db,
  user: User,
  code: string,
  { required }: { required: boolean },
): Promise<void> {
  if (required) {
    throw forbidden('Two-factor sign-in is required for all staff, so it cannot be turned off.');
  }
  if (!user.twoFactorEnabled) throw conflict('Two-factor sign-in is already off.');
  if (!(await verifySecondFactor(db, user.id, code))) throw invalid(WRONG_CODE);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where('id', '=', user.id)
      .execute();
    await tx.deleteFrom('recovery_codes').where('userId', '=', user.id).execute();
  });
}
