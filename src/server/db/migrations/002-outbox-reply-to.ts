import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../client';

// Enquiry e-mails carry the visitor's address as Reply-To, so staff answer with one
// click; sessions are looked up by user when a password changes or dead ones are purged.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('replyTo', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('userId').execute();
  await db.schema.createIndex('outbox_enquiry').on('outbox').column('enquiryId').execute();
}
