import 'server-only';
import type { Role } from '@/lib/roles';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { UserRow } from '../db/schema';
import { hashPassword } from './passwords';

export type User = Omit<UserRow, 'passwordHash' | 'isAdmin'> & { isAdmin: boolean };

/** The staff role a user holds; a signed-in user without one may only read their own info. */
export const roleOf = (user: Pick<User, 'isAdmin'>): Role | undefined =>
  user.isAdmin ? 'admin' : undefined;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

function toUser({ passwordHash: _hash, isAdmin, ...rest }: UserRow): User {
  return { ...rest, isAdmin: isAdmin === 1 };
}

export async function findUserRowByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function getUser(db: Db, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function countAdministrators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('isAdmin', '=', 1)
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
    await db
      .updateTable('users')
      .set({ passwordHash, isAdmin: 1 })
      .where('id', '=', existing.id)
      .execute();
    // Resetting a password ends the sessions that the old one opened.
    await db.deleteFrom('sessions').where('userId', '=', existing.id).execute();
    return { user: toUser({ ...existing, passwordHash, isAdmin: 1 }), created: false };
  }
  const row = await db
    .insertInto('users')
    .values({
      email: normaliseEmail(email),
      name: name ?? email.split('@')[0] ?? 'Administrator',
      passwordHash,
      isAdmin: 1,
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: toUser(row), created: true };
}

/** A non-admin account; used by tests and by staff who only read. */
export async function createUser(
  db: Db,
  {
    email,
    password,
    name,
    isAdmin,
  }: { email: string; password: string; name: string; isAdmin: boolean },
): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({
      email: normaliseEmail(email),
      name,
      passwordHash: await hashPassword(password),
      isAdmin: isAdmin ? 1 : 0,
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}
