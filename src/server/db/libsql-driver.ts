import 'server-only';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

// Kysely's own SQLite driver serialises access to one connection with a mutex; this
// does the same over @libsql/client, which runs on a thread of its own
// (./worker-client.ts). One connection means the pragmas its worker sets
// (synchronous=FULL, busy timeout) hold for every statement, and a transaction never
// races another query in this process. Other processes are handled by WAL + busy wait.

/** A statement's answer, as @libsql/client gives it. */
export interface SqlResult {
  rows: unknown[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** What the driver uses of @libsql/client's transaction. */
export interface SqlTransaction {
  execute(statement: { sql: string; args: unknown[] }): Promise<SqlResult>;
  commit(): Promise<unknown>;
  rollback(): Promise<unknown>;
}

/** What the driver uses of @libsql/client's client (./worker-client.ts implements it). */
export interface SqlClient {
  execute(statement: { sql: string; args: unknown[] }): Promise<SqlResult>;
  transaction(mode: 'write'): Promise<SqlTransaction>;
  close(): void;
}

class Mutex {
  #queue: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#queue.then(() => release);
    this.#queue = this.#queue.then(() => next);
    return acquired;
  }
}

class LibsqlConnection implements DatabaseConnection {
  transaction: SqlTransaction | undefined;

  constructor(private readonly client: SqlClient) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.transaction ?? this.client;
    const result = await target.execute({
      sql: query.sql,
      args: query.parameters as unknown[],
    });
    return {
      insertId: result.lastInsertRowid,
      numAffectedRows: BigInt(result.rowsAffected),
      rows: result.rows as R[],
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on libSQL');
  }
}

class LibsqlSerialDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: LibsqlConnection;
  #release: (() => void) | undefined;

  constructor(private readonly client: SqlClient) {
    this.#connection = new LibsqlConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as LibsqlConnection).transaction = await this.client.transaction('write');
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as LibsqlConnection;
    try {
      await conn.transaction?.commit();
    } finally {
      conn.transaction = undefined;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as LibsqlConnection;
    try {
      await conn.transaction?.rollback();
    } finally {
      conn.transaction = undefined;
    }
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    this.client.close();
  }
}

export class LibsqlSerialDialect implements Dialect {
  constructor(private readonly client: SqlClient) {}

  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new LibsqlSerialDriver(this.client);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
