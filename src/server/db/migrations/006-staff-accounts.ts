import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';
import { withAutoId } from './helpers';

// Staff accounts (issue 13): roles instead of an isAdmin flag, invitations and password
// resets by e-mailed single-use links, two-factor sign-in, sessions that say where they
// are, and an audit log.
//
// Accounts that were not administrators could do nothing but read their own details;
// they become deactivated editors, so no one gains access by this migration.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('editor'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update users set role = 'admin' where "isAdmin" = 1`.execute(db);
  await sql`update users set active = 0 where "isAdmin" = 0`.execute(db);
  await db.schema.alterTable('users').dropColumn('isAdmin').execute();
  for (const column of ['lastSignInAt', 'totpSecret', 'totpEnabledAt']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  // The last TOTP time step accepted: a code is never accepted twice.
  await db.schema.alterTable('users').addColumn('totpLastStep', 'bigint').execute();

  // A session's public id (the token's hash is its key and is never shown), its device
  // and address, and when it was last used.
  await db.schema.alterTable('sessions').addColumn('id', 'text').execute();
  await sql`update sessions set id = substr("tokenHash", 1, 32)`.execute(db);
  await db.schema
    .alterTable('sessions')
    .addColumn('userAgent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('clientIp', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('sessions').addColumn('lastUsedAt', 'text').execute();
  await sql`update sessions set "lastUsedAt" = "createdAt"`.execute(db);

  // Invitation and password-reset links: only the token's hash is kept.
  await db.schema
    .createTable('user_tokens')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .execute();
  await db.schema
    .createIndex('user_tokens_user')
    .on('user_tokens')
    .columns(['userId', 'purpose'])
    .execute();

  await withAutoId(db.schema.createTable('recovery_codes'), 'id', engine)
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .columns(['userId', 'codeHash'])
    .execute();

  // Devices an account has signed in from, to tell its owner about a new one.
  await db.schema
    .createTable('known_devices')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('firstSeenAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['userId', 'device'])
    .execute();

  // Who changed what; never updated, pruned after a year. No foreign key: the entry
  // outlives whatever it names.
  await withAutoId(db.schema.createTable('audit_log'), 'id', engine)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entityId', 'text')
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('clientIp', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_user')
    .on('audit_log')
    .columns(['userId', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity', 'at', 'id'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // E-mails to staff carry an HTML part beside the text.
  await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
}
