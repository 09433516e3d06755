import 'server-only';
import type { Db } from './types';

// Group commit: writes that arrive while a commit is in flight share the next
// transaction, so one commit acknowledges all of them. A commit waits for the disk
// (synchronous=FULL on SQLite, fsync on PostgreSQL): about 8 ms on this machine's disk,
// where a transaction of 200 inserts costs 14 ms in all. One transaction per write made
// that wait the ceiling of every write path: 32 visitors sending the contact form at
// once queued for seconds (docs/performance.md). Nothing waits on purpose: a write that
// finds no commit in flight starts one at once, alone.
//
// The writer takes the whole batch, so that it can write it in a few statements (one
// multi-row INSERT rather than one per write): under load every statement waits for a
// turn of the event loop while the transaction holds the write lock.
//
// Each caller's promise settles after the commit that holds its write, so an
// acknowledged write is on disk. Should a shared transaction fail, each of its writes is
// tried again in a transaction of its own, so one bad write fails only its own caller.

interface Pending<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** The most writes one transaction holds (bounds how long it keeps the write lock). */
  maxBatch?: number;
}

export interface GroupCommitter<Item, Result> {
  /** Writes `item` with the others that arrive meanwhile; settles once it is committed. */
  submit(db: Db, item: Item): Promise<Result>;
  /** Transactions committed or tried so far (tests). */
  readonly transactions: number;
}

/** `writeBatch` answers one result per item, in the items' order. */
export function groupCommit<Item, Result>(
  writeBatch: (tx: Db, items: readonly Item[]) => Promise<Result[]>,
  { maxBatch = 64 }: GroupCommitOptions = {},
): GroupCommitter<Item, Result> {
  // One queue per database: tests and the scripts open several.
  const queues = new WeakMap<Db, { pending: Pending<Item, Result>[]; draining: boolean }>();
  let transactions = 0;

  async function commit(db: Db, batch: Pending<Item, Result>[]): Promise<void> {
    transactions++;
    try {
      const results = await db.transaction().execute((tx) =>
        writeBatch(
          tx,
          batch.map((pending) => pending.item),
        ),
      );
      batch.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const pending of batch) await commit(db, [pending]);
    }
  }

  async function drain(db: Db) {
    const queue = queues.get(db)!;
    queue.draining = true;
    try {
      while (queue.pending.length > 0) await commit(db, queue.pending.splice(0, maxBatch));
    } finally {
      queue.draining = false;
    }
  }

  return {
    submit(db, item) {
      // Inside a caller's transaction the write is part of it: commit is the caller's.
      if (db.isTransaction) return writeBatch(db, [item]).then(([result]) => result!);
      let queue = queues.get(db);
      if (!queue) queues.set(db, (queue = { pending: [], draining: false }));
      const settled = new Promise<Result>((resolve, reject) =>
        queue.pending.push({ item, resolve, reject }),
      );
      if (!queue.draining) void drain(db);
      return settled;
    },
    get transactions() {
      return transactions;
    },
  };
}
