import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrations';

// Each test file gets databases of its own: a temporary SQLite folder always, and a
// fresh PostgreSQL database when TEST_DATABASE_URL is set. Both are removed afterwards.

export const testEngines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase extends DatabaseHandle {
  /** The settings another process needs to open the same database. */
  config: { databaseUrl?: string; dataDir: string };
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(
  engine: Engine,
  { migrate = true } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'));
  let databaseUrl: string | undefined;
  let dropServerDatabase = async () => {};

  if (engine === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `agency_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = withDatabaseName(adminUrl, name);
    dropServerDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  const handle = openDatabase({ databaseUrl, dataDir });
  if (migrate) await migrateToLatest(handle.db, handle.engine);
  return {
    ...handle,
    config: { databaseUrl, dataDir },
    async drop() {
      await handle.db.destroy();
      await dropServerDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
