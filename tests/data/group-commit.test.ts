import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommit } from '@/server/db/group-commit';
import { createEnquiry, enquiryCommits, type EnquiryInput } from '@/server/enquiries/enquiries';
import type { Db } from '@/server/db/types';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// Enquiries sent at the same moment share one commit (src/server/db/group-commit.ts):
// each visitor is answered only once their enquiry is committed, with their own record,
// and one bad write fails only its own visitor.

const enquiry = (name: string): EnquiryInput => ({
  form: 'main',
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  message: `A message from ${name}.`,
  phoneNum: 'none',
  businessName: '',
  role: '',
  formType: '',
  locale: 'en',
});

describe.each(testEngines)('group commit on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => t.drop());

  const count = async (table: 'enquiries' | 'outbox') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('40 enquiries sent at once: each stored with its e-mail, each visitor given their own, in fewer commits', async () => {
    const before = enquiryCommits.transactions;
    const names = Array.from({ length: 40 }, (_, i) => `Visitor ${i}`);
    const rows = await Promise.all(
      names.map((name) => createEnquiry(t.db, enquiry(name), 'inbox@agency.test')),
    );
    expect(rows.map((row) => row.name)).toEqual(names);
    expect(new Set(rows.map((row) => row.id)).size).toBe(40);
    expect(await count('enquiries')).toBe(40);
    expect(await count('outbox')).toBe(40);
    const commits = enquiryCommits.transactions - before;
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(40);
  });

  it('the same request id twice at once is stored once; both callers get that record', async () => {
    const requestId = `group-commit-${engine}-twice`;
    const [first, second] = await Promise.all([
      createEnquiry(t.db, enquiry('Retried Visitor'), 'inbox@agency.test', requestId),
      createEnquiry(t.db, enquiry('Retried Visitor'), 'inbox@agency.test', requestId),
    ]);
    expect(second!.id).toBe(first!.id);
    const stored = await t.db
      .selectFrom('enquiries')
      .select('id')
      .where('requestId', '=', requestId)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('a write that fails fails only its caller: the others in its batch are committed', async () => {
    const committer = groupCommit(async (tx: Db, names: readonly string[]) => {
      if (names.includes('bad')) throw new Error('this write is refused');
      const rows = await tx
        .insertInto('categories')
        .values(names.map((name) => ({ category: name })))
        .returning('category')
        .execute();
      return rows.map((row) => row.category);
    });
    const names = ['Group A', 'bad', 'Group B', 'Group C'];
    const outcomes = await Promise.allSettled(names.map((name) => committer.submit(t.db, name)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = await t.db
      .selectFrom('categories')
      .select('category')
      .where('category', 'in', names)
      .execute();
    expect(stored.map((row) => row.category).sort()).toEqual(['Group A', 'Group B', 'Group C']);
  });

  it('inside a caller’s transaction the write is part of it, and rolls back with it', async () => {
    await expect(
      t.db.transaction().execute(async (tx) => {
        await createEnquiry(tx, enquiry('Rolled Back'), 'inbox@agency.test');
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    const rows = await t.db
      .selectFrom('enquiries')
      .select('id')
      .where('name', '=', 'Rolled Back')
      .execute();
    expect(rows).toHaveLength(0);
  });
});
