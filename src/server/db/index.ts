import 'server-only';
import { sql } from 'kysely';
import { getEnv } from '@/env';
import { openDatabase, type DatabaseHandle, type Engine } from './client';
import { migrateToLatest } from './migrations';

export type { Engine, DatabaseHandle } from './client';
export type * from './schema';

// One handle per process, kept on globalThis so that dev-mode module reloads reuse it.
const holder = globalThis as typeof globalThis & {
  __dbHandle?: DatabaseHandle;
  __dbReady?: Promise<DatabaseHandle>;
};

/** The process's database, migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder.__dbReady ??= (async () => {
    const env = getEnv();
    const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
    await migrateToLatest(handle.db, handle.engine);
    holder.__dbHandle = handle;
    return handle;
  })().catch((error: unknown) => {
    holder.__dbReady = undefined; // let the next call retry, e.g. once PostgreSQL is back
    throw error;
  });
  return holder.__dbReady;
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** The engine, once the database answers a query (for the health check). */
export async function pingDatabase(): Promise<Engine> {
  const { db, engine } = await getDatabase();
  await sql`select 1`.execute(db);
  return engine;
}

/** Closes the process's database (at shutdown); a later getDb() would open it again. */
export async function closeDatabase(): Promise<void> {
  const ready = holder.__dbReady;
  holder.__dbReady = undefined;
  holder.__dbHandle = undefined;
  const handle = await ready?.catch(() => undefined);
  await handle?.db.destroy();
}
