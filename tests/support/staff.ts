import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@/lib/roles';
import { createSession } from '@/server/auth/sessions';
import type { Db } from '@/server/db/types';
import { createUser, type User } from '@/server/users/users';
import { callJson, randomIp } from './harness';

// Helpers for the staff-account tests: accounts of their own (so that one test's rate
// limits and sessions never reach another's), the e-mails the outbox holds, and the
// single-use tokens those e-mails carry.

export const STAFF_PASSWORD = 'Sturdy-pass-42';

/** Browsers as their user agents name them, and as the sessions list labels them. */
export const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const CHROME_ON_MAC_UPDATED = CHROME_ON_MAC.replace('Chrome/126', 'Chrome/131');
export const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let made = 0;

/** An address no other account uses, short enough for the 36-character limit. */
export const freshEmail = (prefix = 'staff') =>
  `${prefix}${++made}-${randomBytes(2).toString('hex')}@agency.test`;

export interface Member {
  user: User;
  email: string;
  password: string;
  /** A session opened directly in the database (no device is remembered for it). */
  token: string;
}

/** An account that can sign in, with one session. */
export async function addStaff(
  db: Db,
  { role = 'editor', name = 'Sam Staff' }: { role?: Role; name?: string } = {},
): Promise<Member> {
  const email = freshEmail(role);
  const user = await createUser(db, { email, password: STAFF_PASSWORD, name, role });
  const { token } = await createSession(db, user.id, { userAgent: 'vitest', clientIp: '' });
  return { user, email, password: STAFF_PASSWORD, token };
}

/** The e-mails queued for an address, oldest first. */
export const mailsTo = (db: Db, recipient: string) =>
  db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

/** The token of the `…#token=` link in an e-mail's text. */
export function linkTokenIn(text: string): string {
  const match = /#token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(text);
  if (!match) throw new Error(`No link token in: ${text}`);
  return match[1]!;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface SignInOptions {
  code?: string;
  userAgent?: string;
  ip?: string;
}

/** POST /api/users/login, from a random client address unless told. */
export const signIn = (
  email: string,
  password: string,
  { code, userAgent, ip = randomIp() }: SignInOptions = {},
) =>
  callJson('POST', '/api/users/login', {
    ip,
    headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
    json: code === undefined ? { email, password } : { email, password, code },
  });
