import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SqlClient, SqlResult, SqlTransaction } from './libsql-driver';

// The SQLite connection on a thread of its own (./sqlite-worker.mjs says why): the
// same calls as the @libsql/client the driver used directly, answered by messages.
// Statements still run one at a time on one connection (the driver's mutex); what
// changes is that their work, and every commit's wait for the disk, no longer blocks
// the event loop. Each statement costs a message each way (tens of microseconds).

/** Where the worker's file is: it runs as plain JavaScript, outside Next's bundle. */
const WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'db', 'sqlite-worker.mjs');

interface WorkerError {
  name: string;
  message: string;
  code?: string;
  extendedCode?: string;
  rawCode?: number;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: WorkerError;
}

/** A database error from the worker, with the fields callers test (code, extendedCode). */
class SqliteWorkerError extends Error {
  code: string | undefined;
  extendedCode: string | undefined;
  rawCode: number | undefined;

  constructor({ name, message, code, extendedCode, rawCode }: WorkerError) {
    super(message);
    this.name = name;
    this.code = code;
    this.extendedCode = extendedCode;
    this.rawCode = rawCode;
  }
}

export class WorkerSqliteClient implements SqlClient {
  #worker: Worker | undefined;
  #next = 0;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(e: unknown): void }
  >();

  /** `pragmas` run on every connection the worker opens, a restarted one's too. */
  constructor(
    private readonly url: string,
    private readonly pragmas: readonly string[] = [],
  ) {}

  #start(): Worker {
    // execArgv: none of the parent's flags (a `node -e --input-type=module` parent's
    // would stop the worker from starting; it needs no loader: it is plain JavaScript).
    const worker = new Worker(WORKER_FILE, {
      workerData: { url: this.url, pragmas: this.pragmas },
      execArgv: [],
    });
    worker.unref(); // referenced only while a statement is in flight (#call)
    worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) worker.unref();
      if (reply.error) pending.reject(new SqliteWorkerError(reply.error));
      else pending.resolve(reply.result);
    });
    // A worker that dies takes its connection (and any open transaction, which SQLite
    // rolls back) with it: what was waiting fails, and the next statement starts another.
    const fail = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite worker exited (code ${code})`)));
    return worker;
  }

  #call<T>(
    message: { op: string; sql?: string; args?: unknown },
    worker: Worker = (this.#worker ??= this.#start()),
  ): Promise<T> {
    // A transaction's statements go to the worker that began it. If that worker has
    // died, SQLite rolled the transaction back with it: running the rest on a new one
    // would write them outside any transaction.
    if (worker !== this.#worker)
      return Promise.reject(new Error('the SQLite worker exited during the transaction'));
    return this.#send(worker, message);
  }

  #send<T>(worker: Worker, message: { op: string; sql?: string; args?: unknown }): Promise<T> {
    const id = this.#next++;
    // While a statement is in flight the worker keeps the process alive (a script
    // awaiting its last write must not exit before it).
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  }

  execute({ sql, args }: { sql: string; args: unknown[] }): Promise<SqlResult> {
    return this.#call<SqlResult>({ op: 'execute', sql, args });
  }

  async transaction(): Promise<SqlTransaction> {
    const worker = (this.#worker ??= this.#start());
    await this.#call({ op: 'begin' }, worker);
    return {
      execute: ({ sql, args }) => this.#call<SqlResult>({ op: 'execute', sql, args }, worker),
      commit: () => this.#call({ op: 'commit' }, worker),
      // A dead worker's transaction is rolled back already: nothing left to undo.
      rollback: () =>
        worker === this.#worker ? this.#call({ op: 'rollback' }, worker) : Promise.resolve(),
    };
  }

  /** Ends the worker as a crash would (tests: what an open transaction does then). */
  async terminateWorker(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  close(): void {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    // After whatever is already queued, so that nothing sent before the close is lost.
    void this.#send(worker, { op: 'close' })
      .catch(() => {})
      .finally(() => void worker.terminate());
  }
}
