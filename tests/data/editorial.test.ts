import '../support/env';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVISIONS_KEPT } from '@/lib/editorial';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { locationPageSchema } from '@/lib/schemas/location-page';
import { getBlogById, listBlogs, type BlogInput } from '@/server/blogs/blogs';
import { createCategories, listCategories } from '@/server/categories/categories';
import type { DatabaseHandle } from '@/server/db/client';
import {
  blogType,
  caseStudyType,
  locationPageType,
  type ContentType,
} from '@/server/editorial/content-types';
import { listNotFound, NOT_FOUND_LOG_SIZE, recordNotFound, type NotFoundHit } from '@/server/editorial/not-found-log';
import { createRedirect, updateRedirect } from '@/server/editorial/redirects';
import { restoreRevision } from '@/server/editorial/restore';
import { getRevision, listRevisions } from '@/server/editorial/revisions';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { publishDueRecords, type PublishedBySchedule } from '@/server/editorial/scheduler';
import { DomainError } from '@/server/errors';
import { blogPayload, caseStudyPayload, locationPayload } from '../support/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The editorial workflow at the domain level (src/server/editorial/): schedules claimed
// once across instances, late publications marked, revisions pruned, drafts of live
// records, redirects kept for moved and deleted records, and the bounded 404 log.

const EDITOR = 'Layla Haddad';
const SECOND = 1_000;

/** `ms` from now, as the API stores times. */
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
/**
 * How far ahead the tests schedule: a save publishes a time already past at once, and the
 * scheduler runs with the test's own clock, so nothing waits for the time. 3 s was too near:
 * 30 saves on a loaded machine outran it (two tests failed once on PostgreSQL).
 */
const AHEAD = 3_600 * SECOND;

/** Points getDb() (the in-memory redirect table reloads through it after a save) at `handle`. */
function pointDbAt(handle: DatabaseHandle): void {
  const holder = globalThis as typeof globalThis & {
    __dbReady?: Promise<unknown>;
    __dbHandle?: unknown;
  };
  holder.__dbHandle = handle;
  holder.__dbReady = Promise.resolve(handle);
}

const root = path.resolve(import.meta.dirname, '../..');

// Another instance of the site, as far as the scheduler goes: a Node process that opens
// the same database, says "ready", and runs publishDueRecords when told to, printing
// what it published. (Two handles in this one process would not do for SQLite: the
// driver waits for a lock synchronously, so it would block the event loop that the
// other handle needs to commit.)
const OTHER_INSTANCE = `
const load = async (file) => {
  const loaded = await import(${JSON.stringify(root)} + file);
  return loaded.default ?? loaded;
};
const { openDatabase } = await load('/src/server/db/client.ts');
const { publishDueRecords } = await load('/src/server/editorial/scheduler.ts');
const [config, now] = process.argv.slice(1);
const { db } = openDatabase(JSON.parse(config));
await db.selectFrom('revisions').select('revision_id').limit(1).execute();
process.stdout.write('ready\\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const published = await publishDueRecords(db, now);
const keys = published.map((p) => p.tags.find((tag) => tag.startsWith(p.type.entity + ':')));
process.stdout.write(JSON.stringify(keys) + '\\n');
await db.destroy();
process.stdin.destroy();
`;

async function startOtherInstance(config: TestDatabase['config'], now: string) {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', OTHER_INSTANCE, JSON.stringify(config), now],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.startsWith('ready\n') && resolve());
    void exited.then((code) => reject(new Error(`the other instance exited early (${code})`)));
  });
  return {
    /** Runs its scheduler now; answers the records it published (`entity:id`). */
    async run(): Promise<string[]> {
      child.stdin.write('go\n');
      expect(await exited).toBe(0);
      return JSON.parse(output.split('\n')[1]!) as string[];
    },
  };
}

/** The record a scheduler result names: `entity:id`, as its own cache tag is written. */
function publishedKey(result: PublishedBySchedule): string {
  const own = result.tags.filter((tag) => tag.startsWith(`${result.type.entity}:`));
  expect(own).toHaveLength(1);
  return own[0]!;
}

describe.each(testEngines)('editorial workflow on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    pointDbAt(t);
    await createCategories(t.db, ['All', 'Digital Marketing']);
    categoryId = (await listCategories(t.db)).find((c) => c.category === 'Digital Marketing')!
      .category_id;
  });
  afterAll(async () => t.drop());

  const blogInput = (overrides: Record<string, unknown> = {}): BlogInput =>
    blogSchema.parse(blogPayload(categoryId, overrides)) as BlogInput;

  /** A blog that is live now. */
  async function publishedBlog(overrides: Record<string, unknown> = {}) {
    const { after } = await saveContent(t.db, blogType, undefined, {
      input: blogInput(overrides),
      publication: {},
      author: EDITOR,
    });
    expect(after.status).toBe('published');
    return after;
  }

  async function revisionSummaries(entity: string, id: string | number): Promise<string[]> {
    const rows = await t.db
      .selectFrom('revisions')
      .select('summary')
      .where('entity', '=', entity)
      .where('record_id', '=', String(id))
      .orderBy('revision_id')
      .execute();
    return rows.map((row) => row.summary);
  }

  async function redirectsFrom(...sources: string[]) {
    const rows = await t.db
      .selectFrom('redirects')
      .select(['source', 'target', 'code'])
      .where('source', 'in', sources)
      .orderBy('source')
      .execute();
    return rows.map((row) => ({ ...row, code: Number(row.code) }));
  }

  it('publishes each due record once when two instances run the scheduler at the same time', async () => {
    const publishAt = inFuture(AHEAD);
    const scheduled = { status: 'scheduled' as const, publish_at: publishAt };
    const records: { type: ContentType; id: string | number }[] = [];
    for (let i = 0; i < 10; i++) {
      const blog = await saveContent(t.db, blogType, undefined, {
        input: blogInput({ title: `Ramadan campaign ideas ${i + 1}` }),
        publication: scheduled,
        author: EDITOR,
      });
      records.push({ type: blogType as unknown as ContentType, id: blog.after.blog_id });
      const study = await saveContent(t.db, caseStudyType, undefined, {
        input: caseStudySchema.parse(caseStudyPayload({ clientName: `Oasis Dental ${i + 1}` })),
        publication: scheduled,
        author: EDITOR,
      });
      records.push({ type: caseStudyType as unknown as ContentType, id: study.after._id });
      const page = await saveContent(t.db, locationPageType, undefined, {
        input: locationPageSchema.parse(locationPayload({ slug_url: `seo-agency-ajman-${i + 1}` })),
        publication: scheduled,
        author: EDITOR,
      });
      records.push({ type: locationPageType as unknown as ContentType, id: page.after.location_id });
    }
    for (const { type, id } of records) {
      const record = await type.read(t.db, id);
      expect(record).toMatchObject({ status: 'scheduled', publish_at: publishAt });
    }
    // Nothing is due before its time.
    expect(await publishDueRecords(t.db, plus(publishAt, -SECOND))).toEqual([]);

    // Another instance: a process of its own with its own connection (SQLite) or pool
    // (PostgreSQL). Both run the scheduler at once, with the same clock.
    const now = plus(publishAt, SECOND);
    const other = await startOtherInstance(t.config, now);
    const [mine, theirs] = await Promise.all([publishDueRecords(t.db, now), other.run()]);
    const mineKeys = mine.map(publishedKey);
    const expected = records.map(({ type, id }) => `${type.entity}:${id}`).sort();
    expect([...mineKeys, ...theirs].sort()).toEqual(expected);
    expect(mineKeys.filter((key) => theirs.includes(key))).toEqual([]);

    for (const { type, id } of records) {
      const record = await type.read(t.db, id);
      expect(record).toMatchObject({
        status: 'published',
        publish_at: null,
        published_late_from: null,
      });
      const summaries = await revisionSummaries(type.entity, id);
      expect(summaries.filter((summary) => summary === 'Published on schedule')).toHaveLength(1);
      // The audit log has it once too, by the scheduler.
      const audited = await t.db
        .selectFrom('audit_log')
        .select(['actor', 'userId'])
        .where('entity', '=', type.entity)
        .where('entityId', '=', String(id))
        .where('action', '=', 'publish')
        .execute();
      expect(audited).toEqual([{ actor: 'Scheduled publishing', userId: null }]);
    }
    // Run again: nothing is left to publish.
    expect(await publishDueRecords(t.db, plus(publishAt, 2 * SECOND))).toEqual([]);
  });

  it('marks a schedule missed by over a minute as published late, from its planned time', async () => {
    const onTimeAt = inFuture(AHEAD);
    const missedAt = inFuture(AHEAD + 10 * 60 * SECOND);
    const onTime = await saveContent(t.db, blogType, undefined, {
      input: blogInput({ title: 'Eid opening hours for clinics' }),
      publication: { status: 'scheduled', publish_at: onTimeAt },
      author: EDITOR,
    });
    const missed = await saveContent(t.db, blogType, undefined, {
      input: blogInput({ title: 'Summer sale landing pages' }),
      publication: { status: 'scheduled', publish_at: missedAt },
      author: EDITOR,
    });

    // The scheduler runs 5 s after the first time: only the first is due.
    const first = await publishDueRecords(t.db, plus(onTimeAt, 5 * SECOND));
    expect(first.map(publishedKey)).toEqual([`blog:${onTime.after.blog_id}`]);
    expect(await getBlogById(t.db, onTime.after.blog_id)).toMatchObject({
      status: 'published',
      published_at: plus(onTimeAt, 5 * SECOND),
      published_late_from: null,
    });
    expect((await getBlogById(t.db, missed.after.blog_id))?.status).toBe('scheduled');

    // Every server was down at the second time; the next run is two minutes later.
    const restart = plus(missedAt, 2 * 60 * SECOND);
    const second = await publishDueRecords(t.db, restart);
    expect(second.map(publishedKey)).toEqual([`blog:${missed.after.blog_id}`]);
    expect(await getBlogById(t.db, missed.after.blog_id)).toMatchObject({
      status: 'published',
      publish_at: null,
      published_at: restart,
      published_late_from: missedAt,
    });
    expect((await revisionSummaries('blog', missed.after.blog_id)).at(-1)).toMatch(
      /^Published late/,
    );
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of a record, newest first`, async () => {
    const neighbour = await publishedBlog({ title: 'Why page speed sells' });
    const first = await publishedBlog({ slug_url: 'content-calendar', title: 'Content calendar v1' });
    const id = first.blog_id;
    const newestId = async () =>
      (
        await t.db
          .selectFrom('revisions')
          .select((eb) => eb.fn.max('revision_id').as('newest'))
          .where('entity', '=', 'blog')
          .where('record_id', '=', String(id))
          .executeTakeFirstOrThrow()
      ).newest as number;
    const ids = [await newestId()];
    for (let version = 2; version <= 55; version++) {
      await saveContent(t.db, blogType, id, {
        input: blogInput({ slug_url: 'content-calendar', title: `Content calendar v${version}` }),
        publication: {},
        author: EDITOR,
      });
      ids.push(await newestId());
    }
    expect(new Set(ids).size).toBe(55);

    const listed = await listRevisions(t.db, 'blog', String(id));
    expect(listed).toHaveLength(REVISIONS_KEPT);
    expect(listed.map((r) => r.revision_id)).toEqual(ids.slice(-REVISIONS_KEPT).reverse());
    expect(listed.every((r) => r.author === EDITOR && r.summary === 'Published: title')).toBe(true);
    // Nothing beyond the 50 stays in the table either.
    const stored = await t.db
      .selectFrom('revisions')
      .select('revision_id')
      .where('entity', '=', 'blog')
      .where('record_id', '=', String(id))
      .execute();
    expect(stored).toHaveLength(REVISIONS_KEPT);
    expect(await getRevision(t.db, ids[4]!)).toBeUndefined();
    expect((await getRevision(t.db, ids[5]!))?.snapshot.title).toBe('Content calendar v6');
    expect((await getRevision(t.db, ids[54]!))?.snapshot.title).toBe('Content calendar v55');
    // Pruning one record leaves the others' revisions alone.
    expect(await listRevisions(t.db, 'blog', String(neighbour.blog_id))).toHaveLength(1);
  });

  it('keeps a live blog as it is while a draft of it is saved, until it is published', async () => {
    const live = await publishedBlog({ title: 'Visa guide for founders' });
    const id = live.blog_id;
    const edited = blogInput({
      title: 'Visa guide for founders (2026 update)',
      slug_url: live.slug_url,
      brief_paragraph: 'Golden visa rules changed this year.',
    });

    const draft = await saveContent(t.db, blogType, id, {
      input: edited,
      publication: {},
      draft: true,
      author: EDITOR,
    });
    expect(draft.after.title).toBe('Visa guide for founders');
    const stored = await getBlogById(t.db, id);
    expect(stored).toMatchObject({ status: 'published', title: 'Visa guide for founders' });
    expect(stored?.brief_paragraph).toBe(live.brief_paragraph);
    expect(stored?.pending_changes).toMatchObject({
      title: 'Visa guide for founders (2026 update)',
      brief_paragraph: 'Golden visa rules changed this year.',
    });
    const publicTitles = (await listBlogs(t.db, undefined, { status: 'published' })).map(
      (b) => b.title,
    );
    expect(publicTitles).toContain('Visa guide for founders');
    expect(publicTitles).not.toContain('Visa guide for founders (2026 update)');

    const published = await saveContent(t.db, blogType, id, {
      input: edited,
      publication: { status: 'published' },
      author: EDITOR,
    });
    expect(published.after).toMatchObject({
      status: 'published',
      title: 'Visa guide for founders (2026 update)',
      brief_paragraph: 'Golden visa rules changed this year.',
      pending_changes: null,
    });

    const unpublished = await saveContent(t.db, blogType, id, {
      input: edited,
      publication: { status: 'draft' },
      author: EDITOR,
    });
    expect(unpublished.after).toMatchObject({ status: 'draft', pending_changes: null });
    expect(
      (await listBlogs(t.db, undefined, { status: 'published' })).map((b) => b.blog_id),
    ).not.toContain(id);
    expect((await revisionSummaries('blog', id)).slice(-3)).toEqual([
      'Draft changes saved: title, brief_paragraph',
      'Published',
      'Unpublished',
    ]);
  });

  it('keeps scheduled changes of a live blog off the site until the scheduler runs', async () => {
    const live = await publishedBlog({ title: 'Black Friday ad budgets', slug_url: 'black-friday-ads' });
    const id = live.blog_id;
    const publishAt = inFuture(AHEAD);
    const scheduled = await saveContent(t.db, blogType, id, {
      input: blogInput({ title: 'Black Friday ad budgets for 2026', slug_url: 'black-friday-ads-2026' }),
      publication: { status: 'scheduled', publish_at: publishAt },
      author: EDITOR,
    });
    expect(scheduled.after).toMatchObject({
      status: 'published',
      title: 'Black Friday ad budgets',
      slug_url: 'black-friday-ads',
      publish_at: publishAt,
      pending_changes: expect.objectContaining({ title: 'Black Friday ad budgets for 2026' }),
    });
    expect(await publishDueRecords(t.db, plus(publishAt, -SECOND))).toEqual([]);
    expect((await getBlogById(t.db, id))?.title).toBe('Black Friday ad budgets');

    const ran = await publishDueRecords(t.db, plus(publishAt, SECOND));
    expect(ran.map(publishedKey)).toEqual([`blog:${id}`]);
    expect(await getBlogById(t.db, id)).toMatchObject({
      status: 'published',
      title: 'Black Friday ad budgets for 2026',
      slug_url: 'black-friday-ads-2026',
      publish_at: null,
      pending_changes: null,
      published_late_from: null,
    });
    // The move made by the scheduler leaves the old address working.
    expect(await redirectsFrom('/blogs/black-friday-ads')).toEqual([
      { source: '/blogs/black-friday-ads', target: '/blogs/black-friday-ads-2026', code: 308 },
    ]);
  });

  it('keeps redirects for renamed and deleted blogs, collapsing chains', async () => {
    const [a, b, c] = ['/blogs/dubai-seo-checklist', '/blogs/seo-checklist-dubai', '/blogs/seo-checklist-uae'];
    const blog = await publishedBlog({ title: 'SEO checklist', slug_url: 'dubai-seo-checklist' });
    const rename = (slug: string) =>
      saveContent(t.db, blogType, blog.blog_id, {
        input: blogInput({ title: 'SEO checklist', slug_url: slug }),
        publication: {},
        author: EDITOR,
      });

    await rename('seo-checklist-dubai');
    expect(await redirectsFrom(a, b, c)).toEqual([{ source: a, target: b, code: 308 }]);

    await rename('seo-checklist-uae');
    expect(await redirectsFrom(a, b, c)).toEqual(
      [
        { source: a, target: c, code: 308 },
        { source: b, target: c, code: 308 },
      ].sort((x, y) => (x.source < y.source ? -1 : 1)),
    );

    await rename('dubai-seo-checklist');
    const after = await redirectsFrom(a, b, c);
    expect(after.find((r) => r.source === a)).toBeUndefined();
    // Nobody is sent to an address that now redirects, nor in a circle.
    expect(after.every((r) => r.target === a)).toBe(true);
    expect(after.map((r) => r.source).sort()).toEqual([b, c].sort());

    // A live page cannot be hidden by a redirect; a loop is refused.
    const refusal = createRedirect(t.db, { source: a, target: '/insights', code: 301 });
    await expect(refusal).rejects.toBeInstanceOf(DomainError);
    await expect(refusal).rejects.toMatchObject({ code: 'invalid' });
    await expect(
      createRedirect(t.db, { source: '/insights', target: '/blogs', code: 301 }),
    ).rejects.toMatchObject({ code: 'invalid' });
    await createRedirect(t.db, { source: '/offers-2025', target: '/offers-2026', code: 301 });
    const loop = createRedirect(t.db, { source: '/offers-2026', target: '/offers-2025', code: 301 });
    await expect(loop).rejects.toBeInstanceOf(DomainError);
    await expect(loop).rejects.toMatchObject({ code: 'invalid', message: expect.stringMatching(/loop/) });
    expect(await redirectsFrom('/offers-2026')).toEqual([]);

    // Deleting the live blog leaves 410 Gone at its address; a draft's leaves nothing.
    await deleteContent(t.db, blogType, blog.blog_id);
    expect(await redirectsFrom(a)).toEqual([{ source: a, target: '', code: 410 }]);
    const draft = await saveContent(t.db, blogType, undefined, {
      input: blogInput({ title: 'Unreleased pricing notes', slug_url: 'pricing-notes' }),
      publication: { status: 'draft' },
      author: EDITOR,
    });
    await deleteContent(t.db, blogType, draft.after.blog_id);
    expect(await redirectsFrom('/blogs/pricing-notes')).toEqual([]);
    expect(await listRevisions(t.db, 'blog', String(blog.blog_id))).toEqual([]);
  });

  it(`keeps the 404 log to the ${NOT_FOUND_LOG_SIZE} most requested addresses`, async () => {
    const lastSeen = new Date().toISOString();
    const hits = new Map<string, NotFoundHit>();
    for (let i = 1; i <= 1_500; i++) {
      hits.set(`/old-site/page-${i}`, { count: i, referrer: '', lastSeen });
    }
    await recordNotFound(t.db, hits);

    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('not_found_log')
            .select((eb) => eb.fn.countAll<string | number>().as('rows'))
            .executeTakeFirstOrThrow()
        ).rows,
      );
    expect(await count()).toBe(NOT_FOUND_LOG_SIZE);
    const least = await t.db
      .selectFrom('not_found_log')
      .select((eb) => eb.fn.min('count').as('least'))
      .executeTakeFirstOrThrow();
    expect(Number(least.least)).toBe(501);
    const top = await listNotFound(t.db, 3);
    expect(top.map((entry) => [entry.path, Number(entry.count)])).toEqual([
      ['/old-site/page-1500', 1500],
      ['/old-site/page-1499', 1499],
      ['/old-site/page-1498', 1498],
    ]);

    // A later batch adds to a kept path's count; a path asked for once does not displace it.
    await recordNotFound(
      t.db,
      new Map([
        ['/old-site/page-501', { count: 10, referrer: 'https://www.google.com/', lastSeen }],
        ['/wp-login.php', { count: 1, referrer: '', lastSeen }],
      ]),
    );
    expect(await count()).toBe(NOT_FOUND_LOG_SIZE);
    const bumped = await t.db
      .selectFrom('not_found_log')
      .selectAll()
      .where('path', 'in', ['/old-site/page-501', '/wp-login.php'])
      .execute();
    expect(bumped.map((row) => [row.path, Number(row.count), row.referrer])).toEqual([
      ['/old-site/page-501', 511, 'https://www.google.com/'],
    ]);
  });

  it('calls off a schedule that cannot be carried out, and publishes the others', async () => {
    const live = await publishedBlog({ title: `Pricing guide ${Date.now()}` });
    const wanted = `pricing-guide-2027-${Date.now()}`;
    const at = inFuture(60 * SECOND);
    await saveContent(t.db, blogType, live.blog_id, {
      input: blogInput({ title: live.title, slug_url: wanted }),
      publication: { status: 'scheduled', publish_at: at },
      author: EDITOR,
    });
    // Another blog takes the URL the scheduled changes want.
    await publishedBlog({ title: `Taken ${Date.now()}`, slug_url: wanted });
    const { after: other } = await saveContent(t.db, caseStudyType, undefined, {
      input: caseStudySchema.parse(caseStudyPayload()),
      publication: { status: 'scheduled', publish_at: plus(at, SECOND) },
      author: EDITOR,
    });

    const published = await publishDueRecords(t.db, plus(at, 5 * SECOND));
    expect(published.map(publishedKey)).toEqual([`case-study:${other._id}`]);
    const kept = (await getBlogById(t.db, live.blog_id))!;
    expect(kept).toMatchObject({ status: 'published', slug_url: live.slug_url, publish_at: null });
    expect(kept.pending_changes).toMatchObject({ slug_url: wanted });
    expect((await revisionSummaries('blog', live.blog_id)).at(-1)).toMatch(
      /^Scheduled publication failed: A blog with the URL/,
    );
    // Called off, not retried run after run.
    expect(await publishDueRecords(t.db, plus(at, 10 * SECOND))).toEqual([]);
  });

  it('lets a redirect be reversed, and keeps a 410 that a new redirect points at', async () => {
    const stamp = Date.now();
    const forward = await createRedirect(t.db, {
      source: `/new-offers-${stamp}`,
      target: `/old-offers-${stamp}`,
      code: 308,
    });
    const reversed = await updateRedirect(t.db, forward.id, {
      source: `/old-offers-${stamp}`,
      target: `/new-offers-${stamp}`,
      code: 308,
    });
    expect(reversed).toMatchObject({ source: `/old-offers-${stamp}`, target: `/new-offers-${stamp}` });

    const gone = await publishedBlog({ title: `Expo notes ${stamp}` });
    await deleteContent(t.db, blogType, gone.blog_id);
    const goneUrl = `/blogs/${gone.slug_url}`;
    await createRedirect(t.db, { source: `/expo-${stamp}`, target: goneUrl, code: 301 });
    expect(await redirectsFrom(goneUrl)).toEqual([{ source: goneUrl, target: '', code: 410 }]);
  });

  it('restores into the unpublished changes of a live blog, keeping their schedule', async () => {
    const live = await publishedBlog({ title: `Restore live ${Date.now()}` });
    const at = inFuture(3_600 * SECOND);
    await saveContent(t.db, blogType, live.blog_id, {
      input: blogInput({ title: 'Scheduled words', slug_url: live.slug_url }),
      publication: { status: 'scheduled', publish_at: at },
      author: EDITOR,
    });
    // The oldest revision: the blog as first published.
    const created = (await listRevisions(t.db, 'blog', String(live.blog_id))).at(-1)!;
    const { after } = await restoreRevision(t.db, created.revision_id, EDITOR);
    expect(after).toMatchObject({ status: 'published', title: live.title, publish_at: at });
    expect(after.pending_changes).toMatchObject({ title: live.title });
  });
});

