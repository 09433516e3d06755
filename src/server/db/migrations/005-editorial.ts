import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';
import { withAutoId } from './helpers';

// The editorial workflow (issue 12): every blog, case study and location page gets a
// publication status, a schedule, and pending changes (a published record's draft);
// saves keep revisions; renamed and deleted URLs keep redirects; unknown URLs are
// counted. Existing records were all live, so they start as published.
const CONTENT_TABLES = ['blogs', 'case_studies', 'location_pages'] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  for (const table of CONTENT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
    // When the record (or its pending changes) goes live; null when nothing is scheduled.
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    // When it last went live, and the planned time when that happened over a minute late.
    await db.schema.alterTable(table).addColumn('published_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('published_late_from', 'text').execute();
    // A published record's saved draft: the full input as JSON, live once published.
    await db.schema.alterTable(table).addColumn('pending_changes', 'text').execute();
    // The scheduler's query: what is due, in time order.
    await db.schema
      .createIndex(`${table}_publish_at`)
      .on(table)
      .column('publish_at')
      .where(sql.ref('publish_at'), 'is not', null)
      .execute();
  }

  // Public lists read only published records in their order.
  await db.schema
    .createIndex('blogs_live_order')
    .on('blogs')
    .columns(['status', 'published_date', 'blog_id'])
    .execute();
  await db.schema
    .createIndex('blogs_live_updated')
    .on('blogs')
    .columns(['status', 'updatedAt'])
    .execute();
  const withHeading = sql<boolean>`trim("heroHeading") <> ''`;
  await db.schema
    .createIndex('case_studies_live_order')
    .on('case_studies')
    .columns(['status', 'createdAt desc', 'id'])
    .where(withHeading)
    .execute();
  await db.schema
    .createIndex('case_studies_live_updated')
    .on('case_studies')
    .columns(['status', 'updatedAt'])
    .where(withHeading)
    .execute();
  await db.schema
    .createIndex('location_pages_live_order')
    .on('location_pages')
    .columns(['status', 'location_id'])
    .execute();

  await withAutoId(db.schema.createTable('revisions'), 'revision_id', engine)
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('revisions_record')
    .on('revisions')
    .columns(['entity', 'record_id', 'revision_id'])
    .execute();

  await withAutoId(db.schema.createTable('redirects'), 'id', engine)
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('code', 'integer', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('redirects_source')
    .on('redirects')
    .column('source')
    .unique()
    .execute();
  await db.schema.createIndex('redirects_target').on('redirects').column('target').execute();

  await db.schema
    .createTable('not_found_log')
    .addColumn('path', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('referrer', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lastSeen', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('not_found_log_count')
    .on('not_found_log')
    .columns(['count', 'lastSeen'])
    .execute();

  await db.schema
    .createTable('preview_links')
    .addColumn('tokenHash', 'text', (col) => col.primaryKey())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('createdBy', 'text', (col) => col.notNull())
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('expiresAt', 'text', (col) => col.notNull())
    .addColumn('revokedAt', 'text')
    .execute();
}
