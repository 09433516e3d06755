import 'server-only';
import type { Kysely } from 'kysely';
import { getDb } from '../db';
import type { Db } from '../db/types';
import { log } from '../log';

// A table of work that is retried until it is done, run by a worker in every instance
// against one database: the e-mail outbox (../mail/outbox.ts) and the webhook deliveries
// (../webhooks/deliveries.ts). Written once here:
//
// - Claims. The due rows are claimed by one conditional UPDATE, which only one instance
//   can win for a row, and which moves each claimed row's next attempt one lease into the
//   future. One statement claims the whole batch: each commit waits for the disk, on
//   SQLite on the event loop's own thread, and one per row made the outbox the largest
//   cost of an enquiry under load (docs/performance.md).
// - A worker that dies mid-attempt leaves the row to be retried once the lease is over;
//   one that shuts down (SIGTERM) gives its claims back at once (releaseClaims).
// - No attempt starts once the claim has less than the longest attempt left: another
//   instance could claim the row meanwhile and do the same work a second time. The rest
//   go back to whoever is free.
// - A success is recorded on its own, right after it happened, and tried again while the
//   database is away (it restarts), for as long as the lease holds: at least once, never lost.
//
// The state lives on globalThis: Next loads this module in several bundles, and a nudge
// from a route must reach the worker that instrumentation started.

/** The tables run this way; each has `id`, `attempts`, `nextAttemptAt` and a done column. */
export type QueueTable = 'outbox' | 'webhook_deliveries';

export interface QueueRow {
  id: number;
  attempts: number;
}

export interface LeasedQueueConfig {
  /** Names the worker in the log, and its state on globalThis. */
  name: string;
  table: QueueTable;
  /** Set once a row needs no more attempts (sent, delivered, given up); null until then. */
  doneColumn: string;
  leaseMs: number;
  /** Longer than one attempt can take. */
  longestAttemptMs: number;
  /** Rows claimed at once; a run that did this many drains on at once (up to 10 runs). */
  batchSize: number;
  /** Claimed rows attempted side by side (1: one after another). */
  concurrency?: number;
}

/** What one attempt came to. */
export type AttemptOutcome = 'done' | 'failed';
export type QueueRun = Record<AttemptOutcome, number>;

/** Wait after the n-th failed attempt: `firstMs`, doubling, capped at `maxMs`. */
export const doublingBackoff =
  (firstMs: number, maxMs: number) =>
  (attempts: number): number =>
    Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));

interface WorkerState {
  timer?: NodeJS.Timeout;
  firstRun?: NodeJS.Timeout;
  running?: Promise<void>;
  /** Set at shutdown: no new claims from this process. */
  halted?: boolean;
  /** Rows this process has claimed and not yet recorded: id → lease end. */
  claims: Map<number, string>;
}

const RECORD_RETRY_MS = 1_000;
const DRAIN_ROUNDS = 10;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is named at run time
type AnyDb = Kysely<any>;
const anyDb = (db: Db) => db as unknown as AnyDb;

export class LeasedQueue<Row extends QueueRow> {
  /**
   * `run` is one run of the worker (claims and attempts, with its own dependencies): given
   * here rather than at start, so a nudge from any bundle can run it.
   */
  constructor(
    private readonly config: LeasedQueueConfig,
    private readonly run: (db: Db) => Promise<QueueRun>,
  ) {}

  private get state(): WorkerState {
    const holder = globalThis as typeof globalThis & Record<string, WorkerState | undefined>;
    return (holder[`__leasedQueue:${this.config.name}`] ??= { claims: new Map() });
  }

  private get log() {
    return log(this.config.name);
  }

  get halted(): boolean {
    return this.state.halted === true;
  }

  /** Claims up to `batchSize` due rows, oldest due first; answers those this worker won. */
  async claimDue(db: Db, now: Date, batchSize = this.config.batchSize): Promise<Row[]> {
    const { table, doneColumn, leaseMs } = this.config;
    const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
    const due = anyDb(db)
      .selectFrom(table)
      .select('id')
      .where(doneColumn, 'is', null)
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('id')
      .limit(batchSize);
    // The conditions again on the row itself: a row another worker claimed meanwhile
    // (its next attempt moved past now) is left to it.
    const rows = (await anyDb(db)
      .updateTable(table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: leaseEnd }))
      .where('id', 'in', due)
      .where(doneColumn, 'is', null)
      .where('nextAttemptAt', '<=', now.toISOString())
      .returningAll()
      .execute()) as Row[];
    for (const row of rows) this.state.claims.set(row.id, leaseEnd);
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Gives claimed rows back at once (due `now`), each only while it still holds this worker's lease. */
  async giveBack(db: Db, ids: readonly number[], now: Date): Promise<number> {
    const { table, doneColumn } = this.config;
    let released = 0;
    for (const id of ids) {
      const leaseEnd = this.state.claims.get(id);
      this.state.claims.delete(id);
      if (leaseEnd === undefined) continue;
      const result = await anyDb(db)
        .updateTable(table)
        .set({ nextAttemptAt: now.toISOString() })
        .where('id', '=', id)
        .where(doneColumn, 'is', null)
        .where('nextAttemptAt', '=', leaseEnd)
        .executeTakeFirst();
      if (result.numUpdatedRows === 1n) released++;
    }
    return released;
  }

  /**
   * Claims the due rows and makes an attempt at each (`attempt` records its outcome);
   * safe to call from several processes at once.
   */
  async process(
    db: Db,
    attempt: (row: Row) => Promise<AttemptOutcome>,
    { now = new Date(), batchSize = this.config.batchSize } = {},
  ): Promise<QueueRun> {
    const result: QueueRun = { done: 0, failed: 0 };
    if (this.halted) return result;
    const claimed = await this.claimDue(db, now, batchSize);
    const claimedAt = Date.now();
    const { leaseMs, longestAttemptMs, concurrency = 1 } = this.config;
    let next = 0;
    const lane = async () => {
      for (; next < claimed.length;) {
        // Shutting down: the rest stay claimed until releaseClaims gives them back.
        if (this.halted) return;
        if (Date.now() - claimedAt > leaseMs - longestAttemptMs) return;
        const row = claimed[next++]!;
        try {
          result[await attempt(row)]++;
        } finally {
          this.state.claims.delete(row.id);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
    if (this.halted) return result;
    const rest = claimed.slice(next).map((row) => row.id);
    if (rest.length > 0) await this.giveBack(db, rest, new Date());
    return result;
  }

  /**
   * Records a success: from here a failure to record it must not count as a failed
   * attempt, or the work would be done again, and the claim is no longer given back at
   * shutdown. The write is tried again while the database is away, for as long as the
   * claim's lease holds (it was made just now), so no other instance redoes it meanwhile.
   */
  async recordDone(id: number, write: () => Promise<unknown>, what: string): Promise<void> {
    this.state.claims.delete(id);
    const giveUpAt = Date.now() + this.config.leaseMs - 10_000;
    for (;;) {
      try {
        await write();
        return;
      } catch (error) {
        if (Date.now() + RECORD_RETRY_MS > giveUpAt) throw error;
        this.log.warn(`${what} done but not recorded yet: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
      }
    }
  }

  private tick(): Promise<void> {
    const state = this.state;
    if (state.running) return state.running;
    state.running = (async () => {
      try {
        // Drain bigger backlogs in one tick, batch by batch.
        for (let round = 0; round < DRAIN_ROUNDS && !state.halted; round++) {
          const { done, failed } = await this.run(await getDb());
          if (done + failed < this.config.batchSize) break;
        }
      } catch (error) {
        this.log.error({ err: error }, 'run failed');
      } finally {
        state.running = undefined;
      }
    })();
    return state.running;
  }

  /** Starts this process's worker (once): a run every `intervalMs`, and one a second after start. */
  start(intervalMs = 10_000): boolean {
    const state = this.state;
    if (state.timer) return false;
    state.halted = false;
    state.timer = setInterval(() => void this.tick(), intervalMs).unref();
    state.firstRun = setTimeout(() => void this.tick(), 1_000).unref();
    return true;
  }

  stop(): void {
    clearInterval(this.state.timer);
    clearTimeout(this.state.firstRun);
    this.state.timer = undefined;
  }

  /** Runs now rather than at the next tick, when the worker runs in this process. */
  nudge(): void {
    if (this.state.timer) setImmediate(() => void this.tick());
  }

  /**
   * At shutdown: no more runs and no new claims; answers once the run in progress (if
   * any) is over. The caller bounds the wait, then releases what is still claimed.
   */
  halt(): Promise<void> {
    this.stop();
    this.state.halted = true;
    return this.state.running ?? Promise.resolve();
  }

  /** Gives back the rows this process claimed and has not finished, for another instance. */
  releaseClaims(db: Db, now = new Date()): Promise<number> {
    return this.giveBack(db, [...this.state.claims.keys()], now);
  }

  /** The ids this process holds claims on. */
  heldClaims(): number[] {
    return [...this.state.claims.keys()];
  }
}
