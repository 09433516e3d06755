import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/server/db/unique-violation';
import { WorkerSqliteClient } from '@/server/db/worker-client';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// A statement must not stop the process's other work while it runs (issue 30): on
// SQLite the connection lives on a worker thread (src/server/db/sqlite-worker.mjs),
// because libSQL runs statements synchronously and every commit waits for the disk.
// PostgreSQL's client is asynchronous. Either way, what callers read of the answers and
// the errors is unchanged.

/** A statement that keeps the database busy for a while: it counts to `n` in SQL. */
const countTo = (n: number) =>
  sql<{ n: number }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n}) SELECT count(*) AS n FROM c`;

describe.each(testEngines)('the database connection on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => t.drop());

  it('lets timers and other callbacks run while a long statement is in progress', async () => {
    const order: string[] = [];
    const statement = countTo(3_000_000)
      .execute(t.db)
      .then(({ rows }) => {
        order.push('statement');
        return Number(rows[0]!.n);
      });
    // A timer due at once: it fires while the statement runs, not after it.
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push('timer');
    expect(await statement).toBe(3_000_000);
    expect(order).toEqual(['timer', 'statement']);
  });

  it('answers rows, counts of changed rows and inserted ids as before', async () => {
    const inserted = await t.db
      .insertInto('categories')
      .values([{ category: 'Thread one' }, { category: 'Thread two' }])
      .executeTakeFirst();
    expect(Number(inserted.numInsertedOrUpdatedRows)).toBe(2);
    const updated = await t.db
      .updateTable('categories')
      .set({ category: 'Thread three' })
      .where('category', '=', 'Thread two')
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const rows = await t.db
      .selectFrom('categories')
      .select('category')
      .where('category', 'like', 'Thread %')
      .orderBy('category')
      .execute();
    expect(rows).toEqual([{ category: 'Thread one' }, { category: 'Thread three' }]);
  });

  it('reports a unique violation as one (a conflict for the API), and rolls its transaction back', async () => {
    const attempt = t.db.transaction().execute(async (tx) => {
      await tx.insertInto('categories').values({ category: 'Thread four' }).execute();
      await tx.insertInto('categories').values({ category: 'Thread one' }).execute();
    });
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
    const kept = await t.db
      .selectFrom('categories')
      .select('category')
      .where('category', '=', 'Thread four')
      .execute();
    expect(kept).toEqual([]);
  });
});

// The SQLite worker itself: what a worker that dies does to the work in flight.
describe('the SQLite worker', () => {
  const PRAGMAS = ['PRAGMA busy_timeout = 5000'];
  let dataDir: string;
  let client: WorkerSqliteClient;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-worker-'));
    client = new WorkerSqliteClient(`file:${path.join(dataDir, 'site.db')}`, PRAGMAS);
    await client.execute({ sql: 'CREATE TABLE notes (text TEXT NOT NULL)', args: [] });
  });
  afterEach(() => {
    client.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async () =>
    Number(
      ((await client.execute({ sql: 'SELECT count(*) AS n FROM notes', args: [] })).rows[0] as {
        n: number;
      }).n,
    );

  it('fails the rest of a transaction whose worker died, instead of writing it outside the transaction', async () => {
    const transaction = await client.transaction();
    await transaction.execute({ sql: "INSERT INTO notes VALUES ('first')", args: [] });
    await client.terminateWorker();

    await expect(
      transaction.execute({ sql: "INSERT INTO notes VALUES ('second')", args: [] }),
    ).rejects.toThrow(/exited during the transaction/);
    await expect(transaction.commit()).rejects.toThrow(/exited during the transaction/);
    await expect(transaction.rollback()).resolves.toBeUndefined();
    // The next statement starts a new worker; neither row was written.
    expect(await count()).toBe(0);
  });

  it('sets its pragmas again on the connection of a worker started after one died', async () => {
    // libSQL's own default is no wait at all: a write would fail at once on a lock.
    const busyTimeout = async () =>
      Number(
        Object.values(
          (await client.execute({ sql: 'PRAGMA busy_timeout', args: [] })).rows[0] as object,
        )[0],
      );
    expect(await busyTimeout()).toBe(5000);
    await client.terminateWorker();
    expect(await busyTimeout()).toBe(5000);
  });
});
