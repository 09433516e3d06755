import 'server-only';
import { ROLE_LABELS, type Role } from '@/lib/roles';
import { endSessions } from '../auth/sessions';
import { inTransaction } from '../db/transaction';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { writeUnique } from '../db/unique-violation';
import { conflict, invalid, notFound } from '../errors';
import { queueMail } from '../mail/outbox';
import { invitationMail } from '../mail/staff-mail';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { consumeLinkToken, issueLinkToken, voidLinkTokens } from './link-tokens';
import {
  countActiveAdministrators,
  newUserRow,
  normaliseEmail,
  statusOf,
  type StaffStatus,
} from './users';

// Managing staff (administrators only): invitations, roles, deactivation. The site
// always keeps one administrator who can sign in.

export interface StaffMember {
  _id: number;
  name: string;
  email: string;
  role: Role;
  status: StaffStatus;
  lastSignInAt: string | null;
  createdAt: string;
  twoFactorEnabled: boolean;
  invitationExpiresAt: string | null;
}

const INVITATION_EXPIRED =
  'This invitation has expired or has already been used. Ask an administrator to send a new one.';
const LAST_ADMIN =
  'This is the last active administrator: make someone else an administrator first.';

function toMember(row: UserRow, invitationExpiresAt: string | null): StaffMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    status: statusOf(row),
    lastSignInAt: row.lastSignInAt,
    createdAt: row.createdAt,
    twoFactorEnabled: row.totpEnabledAt !== null,
    invitationExpiresAt: statusOf(row) === 'invited' ? invitationExpiresAt : null,
  };
}

/** Everyone with an account, with the expiry of any unused invitation. Staff lists are small. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_tokens', (join) =>
      join
        .onRef('user_tokens.userId', '=', 'users.id')
        .on('user_tokens.purpose', '=', 'invitation')
        .on('user_tokens.usedAt', 'is', null),
    )
    .selectAll('users')
    .select('user_tokens.expiresAt as invitationExpiresAt')
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(1000)
    .execute();
  return rows.map(({ invitationExpiresAt, ...row }) => toMember(row, invitationExpiresAt));
}

async function memberById(db: Db, id: number): Promise<StaffMember> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No staff member has that id.');
  const token = await db
    .selectFrom('user_tokens')
    .select('expiresAt')
    .where('userId', '=', id)
    .where('purpose', '=', 'invitation')
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return toMember(row, token?.expiresAt ?? null);
}

/** Creates an invited account and e-mails its single-use link (valid 72 h) through the outbox. */
export async function inviteStaff(
  db: Db,
  { email, name, role }: { email: string; name: string; role: Role },
  invitedBy: string,
): Promise<StaffMember> {
  const id = await inTransaction(db, async (tx) => {
    const row = await writeUnique(
      () =>
        tx
          .insertInto('users')
          .values(newUserRow({ email, name, role, passwordHash: '' }))
          .returning('id')
          .executeTakeFirstOrThrow(),
      'An account with this e-mail address already exists.',
    );
    await sendInvitation(tx, { id: row.id, email, name, role }, invitedBy);
    return row.id;
  });
  return memberById(db, id);
}

async function sendInvitation(
  db: Db,
  user: { id: number; email: string; name: string; role: Role },
  invitedBy: string,
): Promise<void> {
  const { token } = await issueLinkToken(db, user.id, 'invitation');
  await queueMail(
    db,
    invitationMail({
      to: normaliseEmail(user.email),
      name: user.name,
      invitedBy,
      roleLabel: ROLE_LABELS[user.role],
      token,
    }),
  );
}

/** A new invitation link for someone who has not accepted yet; the old link stops working. */
export async function resendInvitation(
  db: Db,
  id: number,
  invitedBy: string,
): Promise<StaffMember> {
  await inTransaction(db, async (tx) => {
    const row = await tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('No staff member has that id.');
    if (statusOf(row) !== 'invited') {
      throw conflict(
        `${row.name} has already accepted the invitation${row.active ? '' : ' (the account is deactivated)'}.`,
      );
    }
    await sendInvitation(tx, { ...row, role: row.role as Role }, invitedBy);
  });
  return memberById(db, id);
}

/**
 * Serialises changes to staff accounts: every such transaction first writes this row,
 * so on PostgreSQL a second one waits for the first to commit and then counts what it
 * wrote. (SQLite runs one write transaction at a time anyway.) Without it two admins
 * demoting each other at once could both see the other still an administrator.
 */
async function lockStaffChanges(tx: Db): Promise<void> {
  const value = JSON.stringify(nowIso());
  await tx
    .insertInto('settings')
    .values({ key: 'staff-change', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Changes a role, the name, or whether the account may sign in; answers the changed fields. */
export async function updateStaff(
  db: Db,
  id: number,
  changes: { role?: Role | undefined; active?: boolean | undefined; name?: string | undefined },
): Promise<{ member: StaffMember; fields: string[] }> {
  const fields = await inTransaction(db, async (tx) => {
    await lockStaffChanges(tx);
    const row = await tx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('No staff member has that id.');
    const set: Partial<Pick<UserRow, 'role' | 'active' | 'name'>> = {};
    if (changes.role !== undefined && changes.role !== row.role) set.role = changes.role;
    if (changes.active !== undefined && (changes.active ? 1 : 0) !== row.active) {
      set.active = changes.active ? 1 : 0;
    }
    if (changes.name !== undefined && changes.name !== row.name) set.name = changes.name;
    if (Object.keys(set).length === 0) return [];
    await tx.updateTable('users').set(set).where('id', '=', id).execute();
    if ((await countActiveAdministrators(tx)) === 0) throw conflict(LAST_ADMIN); // rolls the change back
    if (set.active === 0) {
      await endSessions(tx, id); // deactivation signs them out at once
      await voidLinkTokens(tx, id, 'password-reset');
    }
    return Object.keys(set);
  });
  return { member: await memberById(db, id), fields };
}

/** Accepts an invitation: sets the name and password; the link is spent. */
export async function acceptInvitation(
  db: Db,
  { token, name, password }: { token: string; name: string; password: string },
): Promise<{ id: number; email: string }> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'invitation');
    if (userId === undefined) throw invalid(INVITATION_EXPIRED);
    const row = await tx
      .updateTable('users')
      .set({ name, passwordHash })
      .where('id', '=', userId)
      .where('passwordHash', '=', '')
      .where('active', '=', 1)
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!row) throw invalid(INVITATION_EXPIRED);
    return row;
  });
}
