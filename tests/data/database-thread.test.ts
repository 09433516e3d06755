import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/server/db/unique-violation';
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
