import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';
import { withAutoId, withTextColumns } from './helpers';

// Enquiries that turn into business (issue 27): where each came from, a status in a
// pipeline (New, Contacted, Won, Lost, Spam) that replaces handled/unhandled, an
// assignee, and internal notes. A handled enquiry becomes Contacted; nothing is lost
// (handledAt stays, for the PATCH {handled} of earlier clients).

const ATTRIBUTION_COLUMNS = [
  'page',
  'landing',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'device',
  'language',
  /** utm_source, else the referrer's host, else Direct: what the dashboard groups by. */
  'source',
  /** Why it was filed as Spam: 'honeypot' or 'too-fast'; '' otherwise. */
  'spamReason',
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('enquiries').addColumn('assignee', 'integer').execute();
  await db.schema.alterTable('enquiries').addColumn('statusChangedAt', 'text').execute();
  for (const column of ATTRIBUTION_COLUMNS) {
    await db.schema
      .alterTable('enquiries')
      .addColumn(column, 'text', (col) =>
        col.notNull().defaultTo(column === 'source' ? 'Direct' : ''),
      )
      .execute();
  }
  await sql`UPDATE enquiries SET status = 'contacted', "statusChangedAt" = "handledAt" WHERE "handledAt" IS NOT NULL`.execute(
    db,
  );

  // The inbox: newest first within a status (Spam is a view of its own), and the
  // dashboard's range reads, which the second index covers (what they group by, the
  // pages included), so they never read the rows themselves.
  await db.schema
    .createIndex('enquiries_status_newest')
    .on('enquiries')
    .columns(['status', 'createdAt desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('enquiries_dashboard')
    .on('enquiries')
    .columns(['createdAt', 'status', 'form', 'source', 'page'])
    .execute();
  await db.schema
    .createIndex('enquiries_assignee')
    .on('enquiries')
    .columns(['assignee', 'createdAt desc'])
    .execute();

  await withTextColumns(
    withAutoId(db.schema.createTable('enquiry_notes'), 'id', engine)
      .addColumn('enquiryId', 'integer', (col) =>
        col.notNull().references('enquiries.id').onDelete('cascade'),
      )
      .addColumn('authorId', 'integer')
      .addColumn('createdAt', 'text', (col) => col.notNull()),
    ['authorName', 'text'],
  ).execute();
  await db.schema
    .createIndex('enquiry_notes_enquiry')
    .on('enquiry_notes')
    .columns(['enquiryId', 'id'])
    .execute();
}
