import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The reads of translations (issue 29) that a visitor's page, the sitemap or the
// scheduler runs are answered from an index, not by reading a whole table: a lookup by
// Arabic slug, the due schedules, the newest update, and the translated lists and their
// counts (content_translations_live, each record then read by its own key). Written as
// src/server/translations/lists.ts and src/server/seo/sitemap-queries.ts write them.

const JOINED =
  `content_translations t join blogs b on t.entity = 'blog' and t.locale = 'ar' ` +
  `and t.record_id = cast(b.blog_id as text) and b.blog_id = cast(t.record_id as integer)`;
const LIVE = `b.status = 'published' and t.status = 'published'`;

describe.each(testEngines)('translation indexes on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    // Small tables make PostgreSQL prefer a scan; the question is whether an index can answer.
    if (engine === 'postgres') await sql`set enable_seqscan = off`.execute(t.db);
  });
  afterAll(async () => t.drop());

  async function plan(query: string): Promise<string> {
    const explain = engine === 'sqlite' ? 'explain query plan ' : 'explain ';
    const { rows } = await sql.raw<Record<string, unknown>>(explain + query).execute(t.db);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  }
  /** No table of the plan is read whole. */
  const expectIndexed = (text: string) => {
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).not.toMatch(/\bSCAN (b|t|content_translations)\b(?! USING)/);
  };

  it('finds a translation by its Arabic slug through content_translations_slug', async () => {
    const text = await plan(
      `select * from content_translations where entity = 'blog' and locale = 'ar' and slug = 'دبي'`,
    );
    expect(text).toMatch(/content_translations_slug/);
  });

  it('finds the due schedules through content_translations_publish_at', async () => {
    const text = await plan(
      `select entity, record_id, locale, publish_at from content_translations ` +
        `where publish_at <= '2030-01-01' order by publish_at limit 20`,
    );
    expect(text).toMatch(/content_translations_publish_at/);
  });

  it('finds the newest published translation through content_translations_live_updated', async () => {
    const text = await plan(
      `select "updatedAt" from content_translations where entity = 'blog' and locale = 'ar' ` +
        `and status = 'published' order by "updatedAt" desc limit 1`,
    );
    expect(text).toMatch(/content_translations_live_updated/);
  });

  it('counts and slices the records live in Arabic from indexes only', async () => {
    const count = await plan(`select count(*) from ${JOINED} where ${LIVE}`);
    expect(count).toMatch(/content_translations_live/);
    expectIndexed(count);
    const slice = await plan(
      `select b.slug_url, t.slug from ${JOINED} where ${LIVE} order by t.record_id limit 50000 offset 50000`,
    );
    expect(slice).toMatch(/content_translations_live/);
    expectIndexed(slice);
    const page = await plan(
      `select b.blog_id, t.slug from ${JOINED} where ${LIVE} ` +
        `order by b.published_date desc, b.blog_id desc limit 12 offset 24`,
    );
    expectIndexed(page);
  });
});
