import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';

// Content translations (issue 29): a blog, case study or location page may carry an
// Arabic translation of its translatable fields, with its own slug, status, schedule,
// revisions and preview links. One row per record and language; the English record
// stays in its own table, untouched by a translation's writes.
//
// - `fields`: JSON of the translatable fields' values as declared (a blog's sections
//   included); `slug`: the translation's own address segment (blogs, location pages),
//   null where the type has none. Unique per type and language, among non-null slugs.
// - the publication columns mirror migration 005's: a translation is published,
//   scheduled and unpublished on its own.
// - revisions and preview links say which language they are of; existing ones are English.
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('slug', 'text')
    .addColumn('fields', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
    .addColumn('publish_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('published_late_from', 'text')
    .addColumn('pending_changes', 'text')
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['entity', 'record_id', 'locale'])
    .execute();
  // An Arabic slug is unique among that type's Arabic slugs (a taken one is a 409).
  await db.schema
    .createIndex('content_translations_slug')
    .on('content_translations')
    .columns(['entity', 'locale', 'slug'])
    .unique()
    .where(sql.ref('slug'), 'is not', null)
    .execute();
  // The public lists, counts and sitemap slices: a type's translations in one language of
  // one status, by record (each then joined with its record by the base table's key).
  await db.schema
    .createIndex('content_translations_live')
    .on('content_translations')
    .columns(['entity', 'locale', 'status', 'record_id'])
    .execute();
  // The newest update of a type's published translations (the sitemap's dates of the
  // translated list pages).
  await db.schema
    .createIndex('content_translations_live_updated')
    .on('content_translations')
    .columns(['entity', 'locale', 'status', 'updatedAt'])
    .execute();
  // The scheduler's query: what is due, in time order.
  await db.schema
    .createIndex('content_translations_publish_at')
    .on('content_translations')
    .column('publish_at')
    .where(sql.ref('publish_at'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('revisions')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  // A record's revisions are listed and pruned per language.
  await db.schema.dropIndex('revisions_record').execute();
  await db.schema
    .createIndex('revisions_record')
    .on('revisions')
    .columns(['entity', 'record_id', 'locale', 'revision_id'])
    .execute();
  await db.schema
    .alterTable('preview_links')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}
