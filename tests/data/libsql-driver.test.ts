import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-databases';

// Why src/server/db/libsql-driver.ts exists: @libsql/client runs a transaction on a
// connection of its own, and a query sent meanwhile on the client would fail with
// SQLITE_BUSY or read around the open transaction. The driver serialises the process's
// work on one connection, so such a query waits for the transaction and then sees it.

describe('the libSQL driver', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('sqlite');
  });
  afterAll(async () => t.drop());

  it('makes a query sent during a transaction wait for it, then see its write', async () => {
    const order: string[] = [];
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let transactionStarted!: () => void;
    const started = new Promise<void>((resolve) => (transactionStarted = resolve));

    const transaction = t.db.transaction().execute(async (tx) => {
      await tx.insertInto('categories').values({ category: 'Written in a transaction' }).execute();
      transactionStarted();
      await held;
      order.push('commit');
    });
    await started;
    const read = t.db
      .selectFrom('categories')
      .select('category')
      .where('category', '=', 'Written in a transaction')
      .execute()
      .then((rows) => {
        order.push('read');
        return rows;
      });
    // Give the read every chance to run early (it must not).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    releaseTransaction();
    await transaction;
    expect(await read).toEqual([{ category: 'Written in a transaction' }]);
    expect(order).toEqual(['commit', 'read']);
  });
});
