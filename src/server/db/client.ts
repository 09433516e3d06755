import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { log } from '../log';
import { LibsqlSerialDialect } from './libsql-driver';
import { WorkerSqliteClient } from './worker-client';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

export interface DatabaseConfig {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export const SQLITE_FILE_NAME = 'site.db';

const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  // FULL: a write acknowledged to a visitor survives power loss, not only a crash.
  'PRAGMA synchronous = FULL',
  'PRAGMA busy_timeout = 5000',
  'PRAGMA foreign_keys = ON',
];

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', (error) => log('db').error(`idle PostgreSQL client error: ${error.message}`));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  // On a thread of its own: its statements and commits do not block the event loop.
  const client = new WorkerSqliteClient(`file:${file}`, SQLITE_PRAGMAS);
  return {
    db: new Kysely<Database>({ dialect: new LibsqlSerialDialect(client) }),
    engine: 'sqlite',
  };
}
