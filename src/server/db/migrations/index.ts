import 'server-only';
import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Engine } from '../client';
import * as initial from './001-initial';
import * as outboxReplyTo from './002-outbox-reply-to';
import * as listIndexes from './003-list-indexes';
import * as sitemapIndexes from './004-sitemap-indexes';
import * as editorial from './005-editorial';
import * as staffAccounts from './006-staff-accounts';
import * as enquiryRequestId from './007-enquiry-request-id';
import * as contentCounts from './008-content-counts';
import * as mediaLibrary from './009-media-library';
import * as enquiryPipeline from './010-enquiry-pipeline';
import * as webhooks from './011-webhooks';
import * as enquiryLocaleArabicAlt from './012-enquiry-locale-arabic-alt';
import * as translations from './013-translations';

type EngineMigration = { up(db: Kysely<unknown>, engine: Engine): Promise<void> };

// Listed here rather than read from disk so the bundled server carries them.
const MIGRATIONS: Record<string, EngineMigration> = {
  '001-initial': initial,
  '002-outbox-reply-to': outboxReplyTo,
  '003-list-indexes': listIndexes,
  '004-sitemap-indexes': sitemapIndexes,
  '005-editorial': editorial,
  '006-staff-accounts': staffAccounts,
  '007-enquiry-request-id': enquiryRequestId,
  '008-content-counts': contentCounts,
  '009-media-library': mediaLibrary,
  '010-enquiry-pipeline': enquiryPipeline,
  '011-webhooks': webhooks,
  '012-enquiry-locale-arabic-alt': enquiryLocaleArabicAlt,
  '013-translations': translations,
};

/** The name of the newest migration: what a fully migrated database has run last. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1)!;

class InCodeProvider implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db) => m.up(db, this.engine) }]),
    );
  }
}

/** Brings the schema up to date; safe to run on every start and from several processes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations predate the typed schema
export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the named migration (tests of a migration over older data). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations predate the typed schema
export async function migrateTo(db: Kysely<any>, engine: Engine, name: string): Promise<void> {
  if (!(name in MIGRATIONS)) throw new Error(`There is no migration ${name}`);
  await migrate(db, engine, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  db: Kysely<any>,
  engine: Engine,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeProvider(engine) });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
