import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The queries a visitor's request runs on the blogs table are answered from an index,
// not by reading the whole table (with 100,000 articles a scan costs a visitor ~0.5 s).
// So are the sitemap's (src/server/seo/sitemap-queries.ts): its counts, the newest
// updates, and each file's slice of a list.

/** Published case studies, written as the queries and migration 004 write it. */
const PUBLISHED = `trim("heroHeading") <> ''`;
/** What every public read adds (src/server/editorial/publication.ts). */
const LIVE = `status = 'published'`;

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

  it('counts and slices the live case studies through case_studies_live_order', async () => {
    expect(await plan(`select count(*) from case_studies where ${LIVE} and ${PUBLISHED}`)).toMatch(
      /case_studies_live/,
    );
    expect(
      await plan(
        `select id, "updatedAt" from case_studies where ${LIVE} and ${PUBLISHED} ` +
          `order by "createdAt" desc, id limit 50000 offset 50000`,
      ),
    ).toMatch(/case_studies_live_order/);
  });

  it('finds the newest live case study and blog update through an index', async () => {
    expect(
      await plan(
        `select "updatedAt" from case_studies where ${LIVE} and ${PUBLISHED} order by "updatedAt" desc limit 1`,
      ),
    ).toMatch(/case_studies_live_updated/);
    expect(
      await plan(`select "updatedAt" from blogs where ${LIVE} order by "updatedAt" desc limit 1`),
    ).toMatch(/blogs_live_updated/);
  });

  it('slices live blogs and location pages in index order, without sorting the table', async () => {
    const blogs = await plan(
      `select slug_url, title, "updatedAt" from blogs where ${LIVE} ` +
        `order by published_date desc, blog_id desc limit 50000 offset 50000`,
    );
    expect(blogs).toMatch(/blogs_live_order/);
    const locations = await plan(
      `select slug_url, "updatedAt" from location_pages where ${LIVE} ` +
        `order by location_id desc limit 50000 offset 50000`,
    );
    expect(locations).not.toMatch(/TEMP B-TREE|Sort/i);
    expect(locations).toMatch(/location_pages_live_order/);
  });

  it('pages the admin lists of every status through the full-order indexes', async () => {
    expect(
      await plan('select blog_id from blogs order by published_date desc, blog_id desc limit 20'),
    ).toMatch(/blogs_published_id/);
  });

  it('finds due schedules, a record\'s revisions and a redirect source through indexes', async () => {
    for (const table of ['blogs', 'case_studies', 'location_pages']) {
      expect(
        await plan(
          `select publish_at from ${table} where publish_at <= '2026-01-01' order by publish_at limit 20`,
        ),
      ).toMatch(new RegExp(`${table}_publish_at`));
    }
    expect(
      await plan(
        // Each language's revisions apart (migration 012): the record's are locale 'en'.
        `select revision_id from revisions where entity = 'blog' and record_id = '1' ` +
          `and locale = 'en' order by revision_id desc limit 50`,
      ),
    ).toMatch(/revisions_record/);
    expect(await plan(`select target from redirects where source = '/a'`)).toMatch(
      /redirects_source/,
    );
  });
});
