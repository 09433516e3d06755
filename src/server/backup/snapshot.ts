import 'server-only';
import path from 'node:path';
import { createClient, type Transaction } from '@libsql/client';
import {
  CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { SQLITE_FILE_NAME, type DatabaseConfig, type DatabaseHandle } from '../db/client';
import type { Database } from '../db/schema';
import type { AnyDb } from './tables';

// One read transaction that sees the database as it was when it began, while the site
// goes on writing.
//
// PostgreSQL: REPEATABLE READ READ ONLY on one pooled connection: every query of the
// transaction reads the snapshot taken by its first statement.
//
// SQLite: the process's own connection is serialised by a mutex (db/libsql-driver.ts),
// so a transaction on it would stop every request for the length of the backup.
// Instead the backup opens a connection of its own and begins a read transaction
// there. In WAL mode a reader keeps the snapshot of its first read until it ends, and
// writers on other connections go on committing to the WAL meanwhile (the WAL only
// grows until the reader is done). The first statement is run at once, so the
// snapshot is taken when the backup starts, not at its first table.

/** Runs `work` against a snapshot; `work` gets a read-only Kysely instance. */
export async function withSnapshot<T>(
  handle: DatabaseHandle,
  config: DatabaseConfig,
  work: (db: AnyDb) => Promise<T>,
): Promise<T> {
  if (handle.engine === 'postgres') {
    return handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (tx) => {
        await tx.executeQuery(CompiledQuery.raw('select 1'));
        return work(tx);
      });
  }

  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  const client = createClient({ url: `file:${file}`, concurrency: 1 });
  try {
    await client.execute('PRAGMA busy_timeout = 5000');
    const transaction = await client.transaction('read');
    try {
      await transaction.execute('select count(*) from sqlite_schema'); // takes the snapshot
      const db = new Kysely<Database>({ dialect: new TransactionDialect(transaction) });
      return await work(db);
    } finally {
      await transaction.rollback().catch(() => {});
    }
  } finally {
    client.close();
  }
}

class TransactionConnection implements DatabaseConnection {
  constructor(private readonly transaction: Transaction) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.transaction.execute({
      sql: query.sql,
      args: query.parameters as never,
    });
    return { rows: result.rows as R[] };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on libSQL');
  }
}

/** Every query on one open libSQL transaction; nothing else may begin or end it. */
class TransactionDialect implements Dialect {
  constructor(private readonly transaction: Transaction) {}

  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    const connection = new TransactionConnection(this.transaction);
    return {
      async init() {},
      async acquireConnection() {
        return connection;
      },
      async beginTransaction() {
        throw new Error('a snapshot is already a transaction');
      },
      async commitTransaction() {},
      async rollbackTransaction() {},
      async releaseConnection() {},
      async destroy() {},
    };
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
