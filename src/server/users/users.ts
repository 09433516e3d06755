import 'server-only';
import { isRole, type Role } from '@/lib/roles';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { hashPassword } from './passwords';

// Staff accounts. Every account holds a role; one that has been invited but has not
// chosen a password yet has an empty password hash, which no password matches.

export type User = Omit<
  UserRow,
  'passwordHash' | 'role' | 'active' | 'totpSecret' | 'totpLastStep'
> & {
  role: Role;
  active: boolean;
  /** isAdmin keeps spec point 3's meaning for clients that know no roles. */
  isAdmin: boolean;
  twoFactorEnabled: boolean;
};

export type StaffStatus = 'invited' | 'active' | 'deactivated';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  const {
    passwordHash: _hash,
    role,
    active,
    totpSecret: _secret,
    totpLastStep: _step,
    ...rest
  } = row;
  // A role this build does not know (written by a newer one) grants the least.
  const known: Role = isRole(role) ? role : 'editor';
  return {
    ...rest,
    role: known,
    active: active === 1,
    isAdmin: known === 'admin',
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

export function statusOf(row: Pick<UserRow, 'active' | 'passwordHash'>): StaffStatus {
  if (row.active !== 1) return 'deactivated';
  return row.passwordHash === '' ? 'invited' : 'active';
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findUserRow(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getUser(db: Db, id: number): Promise<User | undefined> {
  const row = await findUserRow(db, id);
  return row && toUser(row);
}

/** Administrators who can sign in: the ones the site may never run out of. */
export async function countActiveAdministrators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'admin')
    .where('active', '=', 1)
    .where('passwordHash', '<>', '')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates an administrator, or resets the password of the account with that e-mail. */
export async function upsertAdministrator(
  db: Db,
  { email, password, name }: { email: string; password: string; name?: string },
): Promise<{ user: User; created: boolean }> {
  const passwordHash = await hashPassword(password);
  const existing = await findUserRowByEmail(db, email);
  if (existing) {
    const row = await db
      .updateTable('users')
      .set({ passwordHash, role: 'admin', active: 1 })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Resetting a password ends the sessions that the old one opened.
    await db.deleteFrom('sessions').where('userId', '=', existing.id).execute();
    return { user: toUser(row), created: false };
  }
  const user = await createUser(db, {
    email,
    password,
    name: name ?? email.split('@')[0] ?? 'Administrator',
    role: 'admin',
  });
  return { user, created: true };
}

/** The row of a new, active account without two-factor sign-in. */
export function newUserRow({
  email,
  name,
  role,
  passwordHash,
}: {
  email: string;
  name: string;
  role: Role;
  /** Empty for an invited account: it cannot sign in until the invitation is accepted. */
  passwordHash: string;
}) {
  return {
    email: normaliseEmail(email),
    name,
    passwordHash,
    role,
    active: 1,
    createdAt: nowIso(),
    lastSignInAt: null,
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  };
}

/** An account that can sign in at once (the command line, the seed and tests). */
export async function createUser(
  db: Db,
  { email, password, name, role }: { email: string; password: string; name: string; role: Role },
): Promise<User> {
  const row = await db
    .insertInto('users')
    .values(newUserRow({ email, name, role, passwordHash: await hashPassword(password) }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}
