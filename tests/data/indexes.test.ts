import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The queries a visitor's request runs on the blogs table are answered from an index,
// not by reading the whole table (with 100,000 articles a scan costs a visitor ~0.5 s).

describe.each(testEngines)('blog indexes on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // A small table makes PostgreSQL prefer a scan; the question here is whether an
    // index can answer the query at all.
    if (engine === 'postgres') await sql`set enable_seqscan = off`.execute(t.db);
  });
  afterAll(async () => t.drop());

  async function plan(query: string): Promise<string> {
    const explain = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
    const { rows } = await sql.raw<Record<string, unknown>>(explain + query).execute(t.db);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  }

  it('finds a blog by its title written as a slug through blogs_title_lower', async () => {
    expect(await plan(`select blog_id from blogs where lower(title) = 'growth notes'`)).toMatch(
      /blogs_title_lower/,
    );
  });

  it('reads a page of the newest blogs through blogs_published_id', async () => {
    expect(
      await plan(
        'select blog_id from blogs order by published_date desc, blog_id desc limit 12 offset 588',
      ),
    ).toMatch(/blogs_published_id/);
  });
});
