import 'server-only';
import { recordAudit } from '../audit/audit';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { DomainError, rateLimited, unauthorized } from '../errors';
import { queueMail } from '../mail/outbox';
import { newDeviceMail } from '../mail/staff-mail';
import { getLimiters } from '../rate-limit/rate-limit';
import { hashPassword, verifyPassword } from '../users/passwords';
import { findUserRowByEmail, toUser, type User } from '../users/users';
import { deviceLabel } from './device';
import { createSession, purgeDeadSessions } from './sessions';
import { verifySecondFactor, WRONG_CODE } from './two-factor';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const CODE_REQUIRED = 'Enter the code from your authenticator app.';

/** The right password without a right code: the client asks for the second step. */
export class SecondFactorRequired extends DomainError {
  constructor(message: string) {
    super('unauthorized', message, undefined, { totpRequired: true });
  }
}

// An unknown e-mail is checked against this hash too, so both answers take as long.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

export interface SignInRequest {
  email: string;
  password: string;
  code?: string | undefined;
}

export interface Client {
  clientIp: string;
  userAgent: string;
}

/**
 * Checks the credentials (and the second factor, when the account has one) and opens a
 * session. Wrong passwords and wrong codes count against the e-mail and the client
 * address (LOGIN_RATE_LIMIT each); once either is used up, even the right ones are
 * refused until the window passes. A password that is right but comes without a code
 * costs nothing: the person has simply not reached the second step yet.
 */
export async function signIn(
  db: Db,
  { email, password, code }: SignInRequest,
  client: Client,
): Promise<{ user: User; token: string; expiresAt: string }> {
  const { loginByEmail, loginByIp } = getLimiters();
  const emailKey = email.trim().toLowerCase();
  for (const verdict of await Promise.all([
    loginByEmail.check(emailKey),
    loginByIp.check(client.clientIp),
  ])) {
    if (!verdict.allowed) {
      throw rateLimited('Too many failed sign-in attempts. Try again later.', verdict.retryAfterMs);
    }
  }
  const fail = async (userId: number | null, reason: string) => {
    await Promise.all([loginByEmail.penalise(emailKey), loginByIp.penalise(client.clientIp)]);
    await recordAudit(db, {
      action: 'sign-in-failed',
      entity: 'session',
      entityId: userId,
      fields: [reason],
      actor: { id: userId, label: emailKey },
      clientIp: client.clientIp,
    });
  };

  const row = await findUserRowByEmail(db, emailKey);
  const valid = await verifyPassword(row?.passwordHash || (await decoy()), password);
  if (!row || !valid || row.passwordHash === '') {
    await fail(row?.id ?? null, 'password');
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (row.active !== 1) {
    throw unauthorized('This account has been deactivated. Ask an administrator.');
  }
  if (row.totpEnabledAt !== null) {
    if (!code) throw new SecondFactorRequired(CODE_REQUIRED);
    if (!(await verifySecondFactor(db, row.id, code))) {
      await fail(row.id, 'code');
      throw new SecondFactorRequired(WRONG_CODE);
    }
  }

  await loginByEmail.reset(emailKey);
  await purgeDeadSessions(db, row.id);
  const { token, expiresAt } = await createSession(db, row.id, client);
  const now = nowIso();
  await db.updateTable('users').set({ lastSignInAt: now }).where('id', '=', row.id).execute();
  await noteDevice(db, row, client, now);
  return { user: toUser({ ...row, lastSignInAt: now }), token, expiresAt };
}

/** Remembers the device; its owner hears about any new one after their first. */
async function noteDevice(
  db: Db,
  row: { id: number; email: string; name: string },
  client: Client,
  now: string,
): Promise<void> {
  const device = deviceLabel(client.userAgent);
  const inserted = await db
    .insertInto('known_devices')
    .values({ userId: row.id, device, firstSeenAt: now })
    .onConflict((oc) => oc.columns(['userId', 'device']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  const known = await db
    .selectFrom('known_devices')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', row.id)
    .executeTakeFirstOrThrow();
  if (Number(known.count) < 2) return; // the first device is the one they joined on
  await queueMail(
    db,
    newDeviceMail({
      to: row.email,
      name: row.name,
      device,
      clientIp: client.clientIp,
      at: now.slice(0, 16).replace('T', ' '),
    }),
  );
}

/** The user info clients keep (spec point 3) and its role: `_id` as a string, like the original API's ids. */
export function toUserInfo(user: User) {
  return {
    _id: String(user.id),
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    role: user.role,
  };
}
