import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../client';

// An enquiry remembers the id of the request that sent it, so that the same request
// tried again on another instance (nginx does, when the first one died under it) is
// stored once: see createEnquiry.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('requestId', 'text').execute();
  await db.schema
    .createIndex('enquiries_request_id')
    .unique()
    .on('enquiries')
    .column('requestId')
    .execute();
}
