import '../support/env';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '@/server/db/migrations';
import { parseBackupDestination } from '@/env/backup-destination';
import { parseBackupArgs, parseRestoreArgs, UsageError } from '@/server/backup/args';
import { BACKUP_LEASE_KEY, createBackup, type BackupSummary } from '@/server/backup/backup';
import { BACKUP_NAME, portableValue, type Manifest } from '@/server/backup/format';
import { bucketMediaStore, localMediaStore, type MediaStore } from '@/server/backup/media';
import { restoreBackup, RestoreRefusedError } from '@/server/backup/restore';
import { claimBackupLease, runScheduledBackup, slotOf } from '@/server/backup/schedule';
import {
  directoryStore,
  openBackupStore,
  pruneBackups,
  resolveBackup,
  type BackupStore,
} from '@/server/backup/store';
import { BACKED_UP_TABLES, listTables, type AnyDb } from '@/server/backup/tables';
import { openDatabase, type DatabaseHandle, type Engine } from '@/server/db/client';
import { createEnquiry, type EnquiryInput } from '@/server/enquiries/enquiries';
import { addNote } from '@/server/enquiries/inbox';
import { listAssets, registerAsset, updateAssetDetails } from '@/server/media/assets';
import { createWebhook } from '@/server/webhooks/webhooks';
import { seedBulk } from '../../scripts/bulk/seed';
import { loadMp4, makePng } from '../support/media';
import { startTestBucket, TEST_BUCKET, type TestBucket } from '../support/s3-bucket';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// Issue 14, point 6: `npm run backup` / `npm run restore`, and BACKUP_SCHEDULE.

const root = path.resolve(import.meta.dirname, '../..');
const temporaryFolders: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-backup-${label}-`));
  temporaryFolders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporaryFolders) fs.rmSync(dir, { recursive: true, force: true });
});

const quietly = () => {};

const enquiryInput = (name: string, message: string): EnquiryInput => ({
  form: 'main',
  name,
  email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
  phoneNum: '+971500000000',
  businessName: 'Biz',
  role: 'Owner',
  message,
  formType: 'contact',
  locale: 'ar',
});

// Values that break naive exports: quotes, newlines, separators, emoji, HTML, a long text.
const AWKWARD = `Line one\nline "two"\r\n\ttabbed \\ backslash \u2028 ☃ 🚀 <b>&amp;</b> ${'x'.repeat(5000)}`;

/** Puts rows in every table, through the domain where that is simple, directly otherwise. */
async function populate(t: DatabaseHandle, options: { blogs?: number } = {}) {
  await seedBulk(t, { blogs: options.blogs ?? 25, caseStudies: 4, locationPages: 4, assets: 12 }, {
    seed: 5,
    runId: 'bk',
  });
  const { db } = t;
  const now = new Date().toISOString();
  const [admin, editor] = await Promise.all(
    [
      { name: 'Ada Admin', email: 'ada@agency.test', role: 'admin', totpLastStep: 58_123_456 },
      { name: AWKWARD.slice(0, 60), email: 'ed@agency.test', role: 'editor', totpLastStep: null },
    ].map((user) =>
      db
        .insertInto('users')
        .values({
          ...user,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
          active: 1,
          createdAt: now,
          lastSignInAt: null,
          totpSecret: user.totpLastStep ? 'JBSWY3DPEHPK3PXP' : null,
          totpEnabledAt: user.totpLastStep ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  await db
    .insertInto('sessions')
    .values({
      tokenHash: 'a'.repeat(64),
      id: 'b'.repeat(32),
      userId: admin!.id,
      createdAt: now,
      expiresAt: now,
      revokedAt: null,
      userAgent: 'Mozilla/5.0 "quoted"',
      clientIp: '203.0.113.9',
      lastUsedAt: now,
    })
    .execute();
  await db
    .insertInto('user_tokens')
    .values({
      tokenHash: 'c'.repeat(64),
      userId: editor!.id,
      purpose: 'invitation',
      createdAt: now,
      expiresAt: now,
      usedAt: null,
    })
    .execute();
  await db
    .insertInto('recovery_codes')
    .values([1, 2, 3].map((n) => ({ userId: admin!.id, codeHash: `${n}`.repeat(64), usedAt: null })))
    .execute();
  await db
    .insertInto('known_devices')
    .values([
      { userId: admin!.id, device: 'Chrome on macOS', firstSeenAt: now },
      { userId: admin!.id, device: 'Firefox on Linux', firstSeenAt: now },
      { userId: editor!.id, device: 'Chrome on macOS', firstSeenAt: now },
    ])
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      at: now,
      userId: admin!.id,
      actor: 'Ada Admin',
      action: 'update',
      entity: 'blog',
      entityId: '1',
      fields: '["title"]',
      clientIp: '::1',
    })
    .execute();
  await db.insertInto('settings').values({ key: 'requireTwoFactor', value: 'false' }).execute();
  // A webhook first: each enquiry then queues its delivery (migration 011).
  await createWebhook(
    db,
    { url: 'https://93.184.215.14/hooks', events: ['enquiry.created'] },
    'Ada Admin',
  );
  for (const [i, message] of ['Hello', AWKWARD, 'مرحبا بكم'].entries()) {
    const enquiry = await createEnquiry(
      db,
      enquiryInput(`Visitor ${i}`, message),
      'inbox@agency.test',
    );
    if (i === 0) await addNote(db, enquiry.id, { id: admin!.id, name: 'Ada Admin' }, AWKWARD);
  }
  await db
    .insertInto('revisions')
    .values({
      entity: 'blog',
      record_id: '1',
      snapshot: JSON.stringify({ title: AWKWARD }),
      author: 'Ada Admin',
      summary: 'created',
      createdAt: now,
    })
    .execute();
  // Issue 29: a translation, with a revision and a preview link of its language. The
  // demo seed translated blog 1 already; this one carries the awkward text instead.
  await db
    .deleteFrom('content_translations')
    .where('entity', '=', 'blog')
    .where('record_id', '=', '1')
    .where('locale', '=', 'ar')
    .execute();
  await db
    .insertInto('content_translations')
    .values({
      entity: 'blog',
      record_id: '1',
      locale: 'ar',
      slug: 'مرحبا-&-"نص"',
      fields: JSON.stringify({ title: AWKWARD, blogs_content: [{ heading: 'أ', paragraph: '<p>ب</p>' }] }),
      status: 'scheduled',
      publish_at: now,
      published_at: null,
      published_late_from: null,
      pending_changes: JSON.stringify({ title: 'مسودة' }),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('revisions')
    .values({
      entity: 'blog',
      record_id: '1',
      locale: 'ar',
      snapshot: JSON.stringify({ title: 'مرحبا', locale: 'ar' }),
      author: 'Ada Admin',
      summary: 'Translation created (draft saved)',
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('redirects')
    .values([
      { source: '/blogs/old', target: '/blogs/new', code: 308, createdAt: now, updatedAt: now },
      { source: '/gone', target: '', code: 410, createdAt: now, updatedAt: now },
    ])
    .execute();
  await db
    .insertInto('not_found_log')
    .values({ path: '/wp-login.php', count: 12, referrer: '', lastSeen: now })
    .execute();
  await db
    .insertInto('preview_links')
    .values({
      tokenHash: 'd'.repeat(64),
      entity: 'blog',
      record_id: '1',
      createdBy: 'Ada Admin',
      createdAt: now,
      expiresAt: now,
      revokedAt: null,
    })
    .execute();
  await db
    .insertInto('preview_links')
    .values({
      tokenHash: 'e'.repeat(64),
      entity: 'blog',
      record_id: '1',
      createdBy: 'Ada Admin',
      createdAt: now,
      expiresAt: now,
      revokedAt: null,
      locale: 'ar',
    })
    .execute();
  await populateMediaLibrary(db);
}

/**
 * Uploaded assets beside the demo media that seeding registered: the files putMedia
 * stores, with words that break naive exports, a fractional focal point, and a video
 * whose caption track and poster are recorded as used by it (media_usage of 'media').
 */
async function populateMediaLibrary(db: DatabaseHandle['db']) {
  const upload = (name: string, kind: 'image' | 'video' | 'captions', type: string) =>
    registerAsset(db, {
      url: `/uploads/${name}`,
      name: `${AWKWARD.slice(0, 40)} ${name}`,
      kind,
      type,
      size: 70_000,
      width: kind === 'image' ? 1200 : null,
      height: kind === 'image' ? 675 : null,
      uploadedBy: 'Ada Admin',
    });
  const picture = await upload(`${'1'.repeat(32)}.png`, 'image', 'image/png');
  const poster = await upload(`${'3'.repeat(32)}.webp`, 'image', 'image/webp');
  const video = await upload(`${'2'.repeat(32)}.mp4`, 'video', 'video/mp4');
  const track = await upload(`${'4'.repeat(32)}.vtt`, 'captions', 'text/vtt');
  await updateAssetDetails(db, picture.id, {
    alt: 'A “quoted” skyline, Dubai Marina at dusk ☃ 🚀 <b>&amp;</b> مرحبا',
    caption: AWKWARD.slice(0, 900),
    focalPoint: { x: 12.5, y: 87.25 },
  });
  await updateAssetDetails(db, poster.id, { decorative: true });
  await updateAssetDetails(db, video.id, { captions: track.url, poster: poster.url });
}

async function putMedia(media: MediaStore): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>([
    [`${'1'.repeat(32)}.png`, await makePng()],
    [`${'2'.repeat(32)}.mp4`, loadMp4()],
    [`${'3'.repeat(32)}.webp`, Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))],
  ]);
  for (const [name, bytes] of files) await media.write(name, Readable.from([bytes]));
  return files;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function mediaContents(media: MediaStore): Promise<Map<string, Buffer>> {
  const contents = new Map<string, Buffer>();
  for (const name of await media.list()) contents.set(name, await readAll(await media.read(name)));
  return contents;
}

/** Every table's rows as the backup format carries them, in an engine-independent order. */
async function dumpTables(handle: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const db = handle.db as unknown as AnyDb;
  const dump: Record<string, unknown[]> = {};
  for (const table of await listTables(db, handle.engine)) {
    const rows: Record<string, unknown>[] = await db.selectFrom(table.name).selectAll().execute();
    dump[table.name] = rows
      .filter((row) => !(table.name === 'settings' && row.key === BACKUP_LEASE_KEY))
      .map((row) =>
        Object.fromEntries(
          table.columns.map((c) => [c.name, portableValue(row[c.name], c, table.name)]),
        ),
      )
      .sort((a, b) => {
        const key = (row: Record<string, unknown>) =>
          JSON.stringify(table.primaryKey.map((c) => row[c]));
        return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
      });
  }
  return dump;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The status counts that triggers keep (not in a backup) match the restored rows. */
async function expectStatusCountsKept(handle: DatabaseHandle) {
  for (const table of ['blogs', 'case_studies', 'location_pages'] as const) {
    const rows = await handle.db.selectFrom(table).select('status').execute();
    const kept = await handle.db
      .selectFrom('content_counts')
      .select(['published', 'draft', 'scheduled'])
      .where('entity', '=', table)
      .executeTakeFirstOrThrow();
    const counted = (status: string) => rows.filter((row) => row.status === status).length;
    expect({ table, ...kept }).toEqual({
      table,
      published: counted('published'),
      draft: counted('draft'),
      scheduled: counted('scheduled'),
    });
  }
}

function readManifest(folder: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
}

describe('the list of tables', () => {
  it.each(testEngines)('matches schema.ts and the migrated schema on %s', async (engine) => {
    const t = await createTestDatabase(engine);
    try {
      const tables = await listTables(t.db as unknown as AnyDb, engine);
      expect(tables.map((table) => table.name).sort()).toEqual(BACKED_UP_TABLES);
      for (const table of tables) expect(table.primaryKey.length, table.name).toBeGreaterThan(0);
    } finally {
      await t.drop();
    }
  });
});

describe.each(testEngines)('a round trip from SQLite to %s, with media', (engine) => {
  let source: TestDatabase;
  let sourceMedia: MediaStore;
  let originalMedia: Map<string, Buffer>;
  let sourceDump: Record<string, unknown[]>;
  let backups: string;
  let summary: BackupSummary;
  const targets: TestDatabase[] = [];
  const newTarget = async () => {
    const target = await createTestDatabase(engine, { migrate: false });
    targets.push(target);
    return { target, media: localMediaStore(target.config.dataDir) };
  };

  beforeAll(async () => {
    source = await createTestDatabase('sqlite');
    await populate(source);
    sourceMedia = localMediaStore(source.config.dataDir);
    originalMedia = await putMedia(sourceMedia);
    sourceDump = await dumpTables(source);
    backups = tempDir('round-trip');
    summary = await createBackup(
      { handle: source, config: source.config, media: sourceMedia },
      directoryStore(backups),
      { log: quietly },
    );
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    for (const target of targets) await target.drop();
  });

  it('fills every table of the source, so that the round trip means something', () => {
    for (const [table, rows] of Object.entries(sourceDump)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }
  });

  it('writes a manifest with the engine, schema, counts and a checksum per file', () => {
    expect(summary.name).toMatch(BACKUP_NAME);
    const folder = path.join(backups, summary.name);
    const manifest = readManifest(folder);
    expect(manifest).toMatchObject({
      format: 'agency-site-backup',
      formatVersion: 1,
      sourceEngine: 'sqlite',
      migration: LATEST_MIGRATION,
      media: { files: 3 },
    });
    expect(Object.keys(manifest.tables).sort()).toEqual(BACKED_UP_TABLES);
    for (const [table, entry] of Object.entries(manifest.tables)) {
      expect(entry.rows, table).toBe(sourceDump[table]!.length);
      const lines = fs.readFileSync(path.join(folder, entry.file), 'utf8').split('\n');
      expect(lines.filter(Boolean)).toHaveLength(entry.rows);
    }
    expect(manifest.files).toHaveLength(BACKED_UP_TABLES.length + 3);
    for (const file of manifest.files) {
      const bytes = fs.readFileSync(path.join(folder, file.path));
      expect({ path: file.path, bytes: bytes.length, sha256: sha256(bytes) }).toEqual(file);
    }
  });

  it('restores every row of every table and every media byte', async () => {
    const { target, media } = await newTarget();
    const restored = await restoreBackup(
      await resolveBackup(directoryStore(backups)),
      { handle: target, media },
      { log: quietly },
    );
    expect(restored.rows).toBe(summary.rows);
    expect(await dumpTables(target)).toEqual(sourceDump);
    await expectStatusCountsKept(target);
    expect(await mediaContents(media)).toEqual(originalMedia);

    // The media library as staff read it: every asset with its words and where it is used.
    const library = (handle: DatabaseHandle) =>
      listAssets(handle.db, { page: 1, limit: 500, search: '' });
    const restoredLibrary = await library(target);
    expect(restoredLibrary).toEqual(await library(source));
    const poster = restoredLibrary.items.find((asset) => asset.url.endsWith('3'.repeat(32) + '.webp'));
    expect(poster).toMatchObject({ decorative: true, usedIn: [{ entity: 'media', field: 'poster' }] });
    const picture = restoredLibrary.items.find((asset) => asset.url.endsWith('1'.repeat(32) + '.png'));
    expect(picture).toMatchObject({
      alt: expect.stringContaining('“quoted”'),
      focalPoint: { x: 12.5, y: 87.25 },
    });
    expect(restoredLibrary.items.filter((asset) => asset.usedIn.some((use) => use.entity === 'blog')))
      .not.toEqual([]);

    // New rows continue after the restored ids (PostgreSQL: the identity sequences moved).
    const enquiry = await createEnquiry(
      target.db,
      enquiryInput('After', 'hi'),
      'inbox@agency.test',
    );
    const maxId = Math.max(...(sourceDump.enquiries as { id: number }[]).map((e) => e.id));
    expect(enquiry.id).toBe(maxId + 1);
    const upload = await registerAsset(target.db, {
      url: `/uploads/${'5'.repeat(32)}.png`,
      name: 'after-restore.png',
      kind: 'image',
      type: 'image/png',
      size: 1,
      width: 1,
      height: 1,
      uploadedBy: 'Ada Admin',
    });
    const maxAssetId = Math.max(...(sourceDump.media_assets as { id: number }[]).map((a) => a.id));
    expect(upload.id).toBe(maxAssetId + 1);
  });

  it('refuses a database that holds anything, and replaces it with --force', async () => {
    const { target, media } = await newTarget();
    const backup = await resolveBackup(directoryStore(backups));
    await restoreBackup(backup, { handle: target, media }, { log: quietly });
    await target.db.insertInto('categories').values({ category: 'Added later' }).execute();

    const refusal = restoreBackup(backup, { handle: target, media }, { log: quietly });
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/not empty: .*blogs \(\d+ rows\).*--force/);

    const forced = await restoreBackup(backup, { handle: target, media }, { force: true });
    expect(forced.emptied).toContain('categories');
    expect(await dumpTables(target)).toEqual(sourceDump);
    await expectStatusCountsKept(target); // emptied and filled again: counted once
  });

  it('refuses a damaged backup and leaves the database as it was', async () => {
    const damaged = tempDir('damaged');
    fs.cpSync(path.join(backups, summary.name), damaged, { recursive: true });
    const file = path.join(damaged, 'tables/blog_sections.ndjson');
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 10] = bytes[bytes.length - 10] === 0x61 ? 0x62 : 0x61; // same length
    fs.writeFileSync(file, bytes);

    const { target, media } = await newTarget();
    await expect(
      restoreBackup(directoryStore(damaged).open(''), { handle: target, media }),
    ).rejects.toThrow(/blog_sections\.ndjson does not match the manifest/);
    const counts = await dumpTables(target);
    for (const [table, rows] of Object.entries(counts)) expect(rows, table).toEqual([]);
  });
});

describe.each(testEngines)('a backup taken while writes run on %s', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  beforeAll(async () => {
    source = await createTestDatabase(engine);
    await seedBulk(source, { blogs: 150, caseStudies: 0, locationPages: 0, assets: 0 }, { seed: 9, runId: 'w' });
    target = await createTestDatabase('sqlite', { migrate: false });
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('holds every write acknowledged before it began, from one consistent snapshot', async () => {
    const acknowledged: number[] = [];
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const enquiry = await createEnquiry(
          source.db,
          enquiryInput(`Writer ${i}`, `#${i}`),
          'inbox@agency.test',
        );
        acknowledged.push(enquiry.id);
        // A local libSQL call may settle without ever leaving the microtask queue: give
        // the backup's turns a chance, as requests to a server would.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));

    const beforeStart = [...acknowledged];
    const backups = tempDir('under-writes');
    // Small pages: many queries, with the writer committing between them.
    const summary = await createBackup(
      { handle: source, config: source.config, media: localMediaStore(source.config.dataDir) },
      directoryStore(backups),
      { pageSize: 20, log: quietly },
    );
    const duringBackup = acknowledged.length - beforeStart.length;
    stop = true;
    await writer;
    expect(duringBackup, 'writes went on during the backup').toBeGreaterThan(0);

    const manifest = summary.manifest;
    // Each enquiry and its e-mail are one transaction: a snapshot has both or neither.
    expect(manifest.tables.outbox!.rows).toBe(manifest.tables.enquiries!.rows);
    expect(manifest.tables.enquiries!.rows).toBeGreaterThanOrEqual(beforeStart.length);

    await restoreBackup(
      await resolveBackup(directoryStore(backups)),
      { handle: target, media: localMediaStore(target.config.dataDir) },
      { log: quietly },
    );
    const restored = new Set(
      (await target.db.selectFrom('enquiries').select('id').execute()).map((row) => row.id),
    );
    expect(beforeStart.filter((id) => !restored.has(id))).toEqual([]);
    const orphans = await target.db
      .selectFrom('outbox')
      .leftJoin('enquiries', 'enquiries.id', 'outbox.enquiryId')
      .select('outbox.id')
      .where('outbox.enquiryId', 'is not', null)
      .where('enquiries.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const sectionsWithoutBlog = await target.db
      .selectFrom('blog_sections')
      .leftJoin('blogs', 'blogs.blog_id', 'blog_sections.blog_id')
      .select('blog_sections.id')
      .where('blogs.blog_id', 'is', null)
      .execute();
    expect(sectionsWithoutBlog).toEqual([]);
    expect((await sql`pragma foreign_key_check`.execute(target.db)).rows).toEqual([]);
  }, 120_000);
});

describe('an S3 destination', () => {
  let bucket: TestBucket;
  let source: TestDatabase;
  let target: TestDatabase;
  let store: BackupStore;
  let bucketMedia: MediaStore;
  const s3Env = () => ({
    S3_REGION: bucket.env.S3_REGION!,
    S3_ENDPOINT: bucket.endpoint,
    S3_ACCESS_KEY_ID: bucket.env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: bucket.env.S3_SECRET_ACCESS_KEY,
  });

  beforeAll(async () => {
    bucket = await startTestBucket();
    source = await createTestDatabase('sqlite');
    await populate(source, { blogs: 5 });
    target = await createTestDatabase('sqlite', { migrate: false });
    store = openBackupStore(parseBackupDestination(`s3://${TEST_BUCKET}/backups/site`), s3Env());
    bucketMedia = bucketMediaStore({
      bucket: TEST_BUCKET,
      region: bucket.env.S3_REGION!,
      endpoint: bucket.endpoint,
      accessKeyId: bucket.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY!,
    });
  }, 120_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    await bucket?.stop();
  });

  it('backs up the bucket media into the bucket, restores from it, and prunes old backups', async () => {
    const original = await putMedia(bucketMedia);
    const first = await createBackup(
      { handle: source, config: source.config, media: bucketMedia },
      store,
      { log: quietly },
    );
    expect(first.location).toBe(`s3://${TEST_BUCKET}/backups/site/${first.name}/`);
    expect(await store.list()).toEqual([{ name: first.name, complete: true }]);

    const media = localMediaStore(target.config.dataDir);
    await restoreBackup(
      await resolveBackup(openBackupStore(parseBackupDestination(`s3://${TEST_BUCKET}/backups/site`), s3Env())),
      { handle: target, media },
      { log: quietly },
    );
    expect(await dumpTables(target)).toEqual(await dumpTables(source));
    expect(await mediaContents(media)).toEqual(original);

    const second = await createBackup(
      { handle: source, config: source.config, media: bucketMedia },
      store,
      { log: quietly },
    );
    expect(await pruneBackups(store, 1)).toEqual([first.name]);
    expect(await store.list()).toEqual([{ name: second.name, complete: true }]);
    // The backups never mix with the site's own media.
    expect(await bucketMedia.list()).toEqual([...original.keys()].sort());
  }, 120_000);
});

describe('a backup that fails', () => {
  it('leaves nothing behind that looks complete', async () => {
    const t = await createTestDatabase('sqlite');
    try {
      await populate(t, { blogs: 2 });
      const media = localMediaStore(t.config.dataDir);
      await putMedia(media);
      const failing: MediaStore = {
        ...media,
        async read(name) {
          if (name.endsWith('.mp4')) throw new Error('disk on fire');
          return media.read(name);
        },
      };
      const backups = tempDir('failing');
      const store = directoryStore(backups);
      await expect(
        createBackup({ handle: t, config: t.config, media: failing }, store, { log: quietly }),
      ).rejects.toThrow('disk on fire');
      expect(await store.list()).toEqual([]);
      await expect(resolveBackup(store)).rejects.toThrow(/No backup at/);
    } finally {
      await t.drop();
    }
  });
});

describe.each(testEngines)("the schedule's lease on %s", (engine) => {
  let t: TestDatabase;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.db.insertInto('categories').values({ category: 'Only' }).execute();
    other = openDatabase(t.config); // a second instance on the same database
  });
  afterAll(async () => {
    await other?.db.destroy();
    await t?.drop();
  });

  it('lets one of two instances back up a slot, once, and prunes beyond BACKUP_KEEP', async () => {
    const backups = tempDir('schedule');
    const store = directoryStore(backups);
    const media = localMediaStore(t.config.dataDir);
    const run = (handle: DatabaseHandle, holder: string, slot: string) =>
      runScheduledBackup({
        db: handle.db,
        source: { handle, config: t.config, media },
        store,
        keep: 1,
        slot,
        holder,
      });
    const slot = slotOf(new Date());
    const results = await Promise.all([run(t, 'instance-a', slot), run(other, 'instance-b', slot)]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect((await store.list()).filter((backup) => backup.complete)).toHaveLength(1);

    // The same slot again (a late clock, a restart) does nothing.
    expect((await run(other, 'instance-b', slot)).ran).toBe(false);
    expect(await store.list()).toHaveLength(1);

    // The next slot runs, and BACKUP_KEEP=1 removes the first backup.
    const next = new Date(Date.parse(slot) + 60_000).toISOString();
    const later = await run(other, 'instance-b', next);
    expect(later.ran).toBe(true);
    expect(later.pruned).toHaveLength(1);
    expect(await store.list()).toEqual([{ name: later.summary!.name, complete: true }]);

    // The lease row is the site's bookkeeping, not its data: not in the backup.
    const settings = fs.readFileSync(
      path.join(backups, later.summary!.name, 'tables/settings.ndjson'),
      'utf8',
    );
    expect(settings).not.toContain(BACKUP_LEASE_KEY);
  }, 120_000);

  it('waits for a running backup, and takes over one whose holder died', async () => {
    await t.db.deleteFrom('settings').where('key', '=', BACKUP_LEASE_KEY).execute();
    const now = new Date();
    const first = slotOf(now);
    const second = new Date(Date.parse(first) + 60_000).toISOString();
    expect(await claimBackupLease(t.db, first, 'a', { now, leaseMs: 60_000 })).toBeDefined();
    // Still running (not finished, not expired): the next slot is skipped.
    expect(await claimBackupLease(other.db, second, 'b', { now })).toBeUndefined();
    // The holder stopped renewing: once the lease is over, the next slot goes ahead.
    const afterExpiry = new Date(now.getTime() + 61_000);
    expect(await claimBackupLease(other.db, second, 'b', { now: afterExpiry })).toBeDefined();
  });
});

describe('the command line', () => {
  it.each([
    [[], /--to is required/],
    [['--to'], /argument missing|requires? a|--to/i],
    [['--to', 'ftp://host/x'], /--to must be a folder, or s3:\/\/bucket\/prefix, not a ftp:\/\/ address/],
    [['--to', 's3://'], /is not a bucket name/],
    [['--to', 's3://Bad_Bucket/x'], /"Bad_Bucket" is not a bucket name/],
    [['--to', 's3://bucket/../up'], /"\.\." is not allowed in an S3 prefix/],
    [['--to', '/tmp/x', '--keep', '0'], /--keep must be a whole number of 1 or more/],
    [['--to', '/tmp/x', '--verbose'], /Unknown option '--verbose'/],
    [['/tmp/x'], /Unexpected argument '\/tmp\/x'/],
  ])('backup %j is refused', (argv, message) => {
    expect(() => parseBackupArgs(argv)).toThrow(UsageError);
    expect(() => parseBackupArgs(argv)).toThrow(message);
  });

  it('parses good arguments', () => {
    expect(parseBackupArgs(['--to', 's3://my-bucket/site/backups/', '--keep', '7'])).toEqual({
      help: false,
      to: { kind: 's3', bucket: 'my-bucket', prefix: 'site/backups/' },
      keep: 7,
    });
    expect(parseRestoreArgs(['--from', 'backups', '--force'])).toEqual({
      help: false,
      from: { kind: 'dir', path: path.resolve('backups') },
      force: true,
    });
    expect(() => parseRestoreArgs(['--force'])).toThrow(/--from is required/);
    expect(() => parseRestoreArgs(['--from', 'x', '--yes'])).toThrow(/Unknown option '--yes'/);
  });

  const SCRUBBED = ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'BACKUP_SCHEDULE', 'BACKUP_TO'];
  function runScript(
    script: 'backup' | 'restore',
    args: string[],
    env: Record<string, string | undefined>,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const base = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !SCRUBBED.includes(name)),
    );
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', path.join(root, `scripts/${script}.ts`), ...args],
      { cwd: root, env: { ...base, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) =>
      child.once('exit', (code) => resolve({ code, stdout, stderr })),
    );
  }

  it('exits with 2 and the usage on bad arguments, touching nothing', async () => {
    const dataDir = tempDir('cli-args');
    const bad = await runScript('backup', ['--to', 'ftp://host/x'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('backup: --to must be a folder, or s3://bucket/prefix');
    expect(bad.stderr).toContain('Usage: npm run backup -- --to DIR|s3://bucket/prefix');
    const none = await runScript('restore', [], { DATA_DIR: dataDir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('restore: --from is required');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it.each(testEngines)(
    'moves a site from SQLite to %s with `npm run backup` and `npm run restore`',
    async (engine: Engine) => {
      const source = await createTestDatabase('sqlite');
      const target = await createTestDatabase(engine, { migrate: false });
      try {
        await populate(source, { blogs: 10 });
        const media = await putMedia(localMediaStore(source.config.dataDir));
        const backups = tempDir('cli');

        const missing = await runScript('backup', ['--to', backups], { DATA_DIR: tempDir('none') });
        expect(missing.code).toBe(1);
        expect(missing.stderr).toMatch(/No database at .*site\.db: set DATA_DIR/);

        const backup = await runScript('backup', ['--to', backups, '--keep', '3'], {
          DATA_DIR: source.config.dataDir,
        });
        expect(backup.stderr).toMatch(/backup: table blogs: \d+ rows/);
        expect(backup.stderr).toMatch(/backup: media: 3\/3 files/);
        expect(backup.stdout).toMatch(
          new RegExp(
            `backup: done: .*\\n {2}${BACKED_UP_TABLES.length} tables, [\\d,]+ rows, 3 media files`,
          ),
        );
        expect(backup.code).toBe(0);

        const targetEnv = { DATA_DIR: target.config.dataDir, DATABASE_URL: target.config.databaseUrl };
        const restore = await runScript('restore', ['--from', backups], targetEnv);
        expect(restore.stdout).toContain('counts and checksums match the manifest');
        expect(restore.code).toBe(0);
        expect(await dumpTables(target)).toEqual(await dumpTables(source));
        expect(await mediaContents(localMediaStore(target.config.dataDir))).toEqual(media);

        const again = await runScript('restore', ['--from', backups], targetEnv);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/restore failed: .* is not empty: .*--force/);
        const forced = await runScript('restore', ['--from', backups, '--force'], targetEnv);
        expect(forced.stdout).toContain('emptied first (--force)');
        expect(forced.code).toBe(0);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    180_000,
  );
});
