import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The queries a visitor's request runs on the blogs table are answered from an index,
// not by reading the whole table (with 100,000 articles a scan costs a visitor ~0.5 s).
// So are the sitemap's (src/server/seo/sitemap-queries.ts): its counts, the newest
// updates, and each file's slice of a list.

/** Published case studies, written as the queries and migration 004 write it. */
const PUBLISHED = `trim("heroHeading") <> ''`;

describe.each(testEngines)('list indexes on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // A small table makes PostgreSQL prefer a scan, or a sort of a few rows; the question
    // here is whether an index can answer the query, in its order, at all.
    if (engine === 'postgres') {
      await sql`set enable_seqscan = off`.execute(t.db);
      await sql`set enable_sort = off`.execute(t.db);
    }
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

  it('counts and slices the published case studies through case_studies_published', async () => {
    expect(await plan(`select count(*) from case_studies where ${PUBLISHED}`)).toMatch(
      /case_studies_published/,
    );
    expect(
      await plan(
        `select id, "updatedAt" from case_studies where ${PUBLISHED} ` +
          `order by "createdAt" desc, id limit 50000 offset 50000`,
      ),
    ).toMatch(/case_studies_published(?!_)/);
  });

  it('finds the newest published case study and blog update through an index', async () => {
    expect(
      await plan(
        `select "updatedAt" from case_studies where ${PUBLISHED} order by "updatedAt" desc limit 1`,
      ),
    ).toMatch(/case_studies_published_updated/);
    expect(await plan(`select "updatedAt" from blogs order by "updatedAt" desc limit 1`)).toMatch(
      /blogs_updated/,
    );
  });

  it('slices blogs and location pages in index order, without sorting the table', async () => {
    const blogs = await plan(
      `select slug_url, title, "updatedAt" from blogs ` +
        `order by published_date desc, blog_id desc limit 50000 offset 50000`,
    );
    expect(blogs).toMatch(/blogs_published_id/);
    const locations = await plan(
      `select slug_url, "updatedAt" from location_pages order by location_id desc limit 50000 offset 50000`,
    );
    expect(locations).not.toMatch(/TEMP B-TREE|Sort/i);
    if (engine === 'postgres') expect(locations).toMatch(/location_pages_pkey/);
  });
});
