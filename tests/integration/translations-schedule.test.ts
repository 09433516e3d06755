import '../support/env';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blogSchema } from '@/lib/schemas/blog';
import { locationPageSchema } from '@/lib/schemas/location-page';
import type { BlogInput } from '@/server/blogs/blogs';
import { createCategories, listCategories } from '@/server/categories/categories';
import type { DatabaseHandle } from '@/server/db/client';
import { blogType, locationPageType, type ContentType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';
import { oldestDuePublishAt, publishDueRecords } from '@/server/editorial/scheduler';
import { saveTranslation } from '@/server/translations/save';
import { readTranslation } from '@/server/translations/store';
import { TRANSLATION_TYPES } from '@/server/translations/translation-types';
import { blogPayload, locationPayload } from '../support/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';
import {
  blogTranslationPayload,
  locationTranslationPayload,
} from '../support/translation-fixtures';

// Scheduled publishing of translations (issue 29): a translation's schedule publishes the
// translation alone, once, whichever instance claims it; its record's state is never
// changed by it, nor the translation by its record's schedule.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const SECOND = 1000;
const AHEAD = 3_600 * SECOND;
const EDITOR = 'Layla Editor';
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function pointDbAt(handle: DatabaseHandle): void {
  const holder = globalThis as typeof globalThis & {
    __dbReady?: Promise<unknown>;
    __dbHandle?: unknown;
  };
  holder.__dbHandle = handle;
  holder.__dbReady = Promise.resolve(handle);
}

const root = path.resolve(import.meta.dirname, '../..');

// Another instance of the site, as far as the scheduler goes: a process with its own
// connection that runs publishDueRecords when told to and prints the tags of each result.
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
process.stdout.write(JSON.stringify(published.map((p) => p.tags)) + '\\n');
await db.destroy();
process.stdin.destroy();
`;

async function startOtherInstance(config: TestDatabase['config'], now: string) {
  const child = spawn(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      OTHER_INSTANCE,
      JSON.stringify(config),
      now,
    ],
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
    async run(): Promise<string[][]> {
      child.stdin.write('go\n');
      expect(await exited).toBe(0);
      return JSON.parse(output.split('\n')[1]!) as string[][];
    },
  };
}

describe.each(testEngines)('scheduled translations on %s', (engine) => {
  let t: TestDatabase;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    pointDbAt(t);
    await createCategories(t.db, ['All', 'Digital Marketing']);
    categoryId = (await listCategories(t.db)).find(
      (c) => c.category === 'Digital Marketing',
    )!.category_id;
  });
  afterAll(async () => t.drop());

  let made = 0;
  const blogInput = (overrides: Record<string, unknown> = {}) =>
    blogSchema.parse(
      blogPayload(categoryId, { slug_url: `sched-${++made}-${Date.now()}`, ...overrides }),
    ) as BlogInput;
  const blogArabic = (overrides: Record<string, unknown> = {}) =>
    TRANSLATION_TYPES.blog.schema.parse(blogTranslationPayload(overrides)) as Record<
      string,
      unknown
    >;

  async function newBlog(
    publication: { status?: 'draft' | 'scheduled' | 'published'; publish_at?: string } = {},
  ) {
    return (
      await saveContent(t.db, blogType, undefined, {
        input: blogInput(),
        publication,
        author: EDITOR,
      })
    ).after;
  }
  const arabic = (id: number) =>
    readTranslation(t.db, { entity: 'blog', recordId: String(id), locale: 'ar' });
  /** The record as stored, and its revisions: what a translation's schedule must not touch. */
  async function recordState(type: ContentType, id: string | number) {
    const record = await type.read(t.db, id);
    const revisions = await t.db
      .selectFrom('revisions')
      .select(['revision_id', 'summary'])
      .where('entity', '=', type.entity)
      .where('record_id', '=', String(id))
      .where('locale', '=', 'en')
      .orderBy('revision_id')
      .execute();
    return { record, revisions };
  }
  async function arabicSummaries(entity: string, id: string | number) {
    const rows = await t.db
      .selectFrom('revisions')
      .select('summary')
      .where('entity', '=', entity)
      .where('record_id', '=', String(id))
      .where('locale', '=', 'ar')
      .orderBy('revision_id')
      .execute();
    return rows.map((row) => row.summary);
  }

  it('publishes each due translation once when two instances run at the same time, records untouched', async () => {
    const publishAt = inFuture(AHEAD);
    const scheduled = { status: 'scheduled' as const, publish_at: publishAt };
    const targets: { type: ContentType; id: string | number }[] = [];
    for (let i = 0; i < 6; i++) {
      const blog = await newBlog();
      await saveTranslation(t.db, TRANSLATION_TYPES.blog, blog.blog_id, 'ar', {
        input: blogArabic(),
        publication: scheduled,
        author: EDITOR,
      });
      targets.push({ type: blogType as unknown as ContentType, id: blog.blog_id });
      const page = await saveContent(t.db, locationPageType, undefined, {
        input: locationPageSchema.parse(locationPayload()),
        publication: {},
        author: EDITOR,
      });
      await saveTranslation(
        t.db,
        TRANSLATION_TYPES['location-page'],
        page.after.location_id,
        'ar',
        {
          input: TRANSLATION_TYPES['location-page'].schema.parse(
            locationTranslationPayload(),
          ) as Record<string, unknown>,
          publication: scheduled,
          author: EDITOR,
        },
      );
      targets.push({
        type: locationPageType as unknown as ContentType,
        id: page.after.location_id,
      });
    }
    const before = await Promise.all(targets.map(({ type, id }) => recordState(type, id)));
    expect(await oldestDuePublishAt(t.db, plus(publishAt, SECOND))).toBe(publishAt);
    expect(await publishDueRecords(t.db, plus(publishAt, -SECOND))).toEqual([]);

    const now = plus(publishAt, SECOND);
    const other = await startOtherInstance(t.config, now);
    const [mine, theirs] = await Promise.all([publishDueRecords(t.db, now), other.run()]);
    const key = (tags: string[]) => tags.find((tag) => /^(blog|location-page):/.test(tag))!;
    const mineKeys = mine.map((result) => key(result.tags));
    const theirKeys = theirs.map(key);
    expect([...mineKeys, ...theirKeys].sort()).toEqual(
      targets.map(({ type, id }) => `${type.entity}:${id}`).sort(),
    );
    expect(mineKeys.filter((k) => theirKeys.includes(k))).toEqual([]);

    for (const [index, { type, id }] of targets.entries()) {
      const translation = await readTranslation(t.db, {
        entity: type.entity,
        recordId: String(id),
        locale: 'ar',
      });
      expect(translation).toMatchObject({
        status: 'published',
        publish_at: null,
        published_late_from: null,
      });
      expect(
        (await arabicSummaries(type.entity, id)).filter((s) => s === 'Published on schedule'),
      ).toHaveLength(1);
      const audited = await t.db
        .selectFrom('audit_log')
        .select(['actor', 'action'])
        .where('entity', '=', type.entity)
        .where('entityId', '=', `${id} (ar)`)
        .execute();
      expect(audited).toEqual([{ actor: 'Scheduled publishing', action: 'publish' }]);
      expect(await recordState(type, id)).toEqual(before[index]);
    }
    // A translation's publication expires its record's pages, its Arabic URL and lists.
    const blogTags = [...mine.map((result) => result.tags), ...theirs].find((tags) =>
      tags.some((tag) => tag.startsWith('blog:')),
    )!;
    const blogId = Number(key(blogTags).split(':')[1]);
    const slug = (await arabic(blogId))!.slug;
    expect([...blogTags].sort()).toEqual(
      [`blog:${blogId}`, `ar:blog-slug:${slug}`, 'ar:blogs:list', 'sitemap'].sort(),
    );
    expect(await publishDueRecords(t.db, plus(publishAt, 2 * SECOND))).toEqual([]);
  });

  it("runs a record's schedule and its translation's apart", async () => {
    const englishAt = inFuture(AHEAD);
    const arabicAt = inFuture(AHEAD + 60 * SECOND);
    const blog = await newBlog({ status: 'scheduled', publish_at: englishAt });
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, blog.blog_id, 'ar', {
      input: blogArabic(),
      publication: { status: 'scheduled', publish_at: arabicAt },
      author: EDITOR,
    });
    const arabicBefore = await arabic(blog.blog_id);

    // The English schedule: the record goes live, the translation stays scheduled.
    await publishDueRecords(t.db, plus(englishAt, SECOND));
    expect(await blogType.read(t.db, blog.blog_id)).toMatchObject({ status: 'published' });
    expect(await arabic(blog.blog_id)).toEqual(arabicBefore);

    // The Arabic schedule: the translation goes live, the record as it was.
    const english = await recordState(blogType as unknown as ContentType, blog.blog_id);
    const published = await publishDueRecords(t.db, plus(arabicAt, SECOND));
    expect(published).toHaveLength(1);
    expect(await arabic(blog.blog_id)).toMatchObject({ status: 'published', publish_at: null });
    expect(await recordState(blogType as unknown as ContentType, blog.blog_id)).toEqual(english);

    // Unpublishing the record leaves the translation published; and the reverse.
    await saveContent(t.db, blogType, blog.blog_id, {
      input: blogInput({ slug_url: blog.slug_url }),
      publication: { status: 'draft' },
      author: EDITOR,
    });
    expect(await arabic(blog.blog_id)).toMatchObject({ status: 'published' });
  });

  it("publishes a live translation's scheduled changes at their time, keeping it live until then", async () => {
    const blog = await newBlog();
    const slug = `الأول-${Date.now()}`;
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, blog.blog_id, 'ar', {
      input: blogArabic({ title: 'الأول', slug_url: slug }),
      publication: {},
      author: EDITOR,
    });
    const at = inFuture(AHEAD);
    const newSlug = `الثاني-${Date.now()}`;
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, blog.blog_id, 'ar', {
      input: blogArabic({ title: 'الثاني', slug_url: newSlug }),
      publication: { status: 'scheduled', publish_at: at },
      author: EDITOR,
    });
    expect(await arabic(blog.blog_id)).toMatchObject({ status: 'published', slug, publish_at: at });
    const [result] = await publishDueRecords(t.db, plus(at, SECOND));
    expect(await arabic(blog.blog_id)).toMatchObject({
      status: 'published',
      slug: newSlug,
      fields: expect.objectContaining({ title: 'الثاني' }),
      pending_changes: null,
    });
    expect(result!.tags).toEqual(
      expect.arrayContaining([`ar:blog-slug:${slug}`, `ar:blog-slug:${newSlug}`]),
    );
    const moved = await t.db
      .selectFrom('redirects')
      .select(['target', 'code'])
      .where('source', '=', `/ar/blogs/${slug}`)
      .executeTakeFirst();
    expect(moved).toEqual({ target: `/ar/blogs/${newSlug}`, code: 308 });
  });

  it('calls off a schedule whose slug was taken meanwhile, saying why; the record untouched', async () => {
    const slug = `مأخوذ-${Date.now()}`;
    const first = await newBlog();
    const second = await newBlog();
    const at = inFuture(AHEAD);
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, first.blog_id, 'ar', {
      input: blogArabic(),
      publication: {},
      author: EDITOR,
    });
    // Scheduled changes of a live translation take a slug that is free now...
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, first.blog_id, 'ar', {
      input: blogArabic({ slug_url: slug }),
      publication: { status: 'scheduled', publish_at: at },
      author: EDITOR,
    });
    // ...and another translation takes it before their time.
    await saveTranslation(t.db, TRANSLATION_TYPES.blog, second.blog_id, 'ar', {
      input: blogArabic({ slug_url: slug }),
      publication: {},
      author: EDITOR,
    });
    const english = await recordState(blogType as unknown as ContentType, first.blog_id);
    const live = await arabic(first.blog_id);
    expect(await publishDueRecords(t.db, plus(at, SECOND))).toEqual([]);
    const after = await arabic(first.blog_id);
    expect(after).toMatchObject({ status: 'published', slug: live!.slug, publish_at: null });
    expect((await arabicSummaries('blog', first.blog_id)).at(-1)).toBe(
      `Scheduled publication failed: An Arabic blog with the URL "${slug}" already exists.`,
    );
    expect(await recordState(blogType as unknown as ContentType, first.blog_id)).toEqual(english);
  });
});
