import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '@/server/db/migrations';
import { blogType } from '@/server/editorial/content-types';
import { saveContent } from '@/server/editorial/save';
import { DomainError } from '@/server/errors';
import {
  deleteAssets,
  findAssetByUrl,
  listAssets,
  listMissingAlt,
  registerAsset,
  updateAssetDetails,
} from '@/server/media/assets';
import type { Db } from '@/server/db/types';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { blogPayload } from '../support/fixtures';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// The media library's data layer (issue 28): migration 009 over a site's older data, and
// a delete that races a save giving the asset to a record.

const hex = (n: number) => n.toString(16).padStart(32, '0');
const upload = (n: number, ext = 'png') => `/uploads/${hex(n)}.${ext}`;
const demo = (url: string) => DEMO_MEDIA.find((media) => media.url === url)!;

describe.each(testEngines)('migration 009 on %s', (engine) => {
  let t: TestDatabase;
  const now = new Date().toISOString();
  /** Blogs enough to cross the migration's batches of 500, each with an upload of its own. */
  const MANY = 1_001;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { migrate: false });
    await migrateTo(t.db, engine, '008-content-counts');
    const blog = (
      slug: string,
      image: string,
      extra: { status?: string; pending_changes?: string } = {},
    ) => ({
      slug_url: slug,
      title: `Blog ${slug}`,
      blog_image: image,
      status: 'published',
      pending_changes: null as string | null,
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
    const blogs = [
      blog('uses-upload', upload(1)),
      blog('uses-upload-too', upload(1)),
      // A live demo blog whose pending changes choose another demo picture.
      blog('demo-with-pending', '/demo/blogs/blog-1.webp', {
        pending_changes: JSON.stringify({
          title: 'Demo blog, revised',
          blog_image: '/demo/blogs/blog-2.webp',
        }),
      }),
      blog('outside', 'https://cdn.partner.test/banner.jpg', { status: 'draft' }),
      blog('no-picture', ''),
      ...Array.from({ length: MANY }, (_, i) => blog(`many-${i}`, upload(1000 + i, 'webp'))),
    ];
    for (let start = 0; start < blogs.length; start += 200) {
      await sql`insert into blogs (slug_url, title, blog_image, status, pending_changes, "createdAt", "updatedAt")
        values ${sql.join(
          blogs
            .slice(start, start + 200)
            .map(
              (b) =>
                sql`(${b.slug_url}, ${b.title}, ${b.blog_image}, ${b.status}, ${b.pending_changes}, ${b.createdAt}, ${b.updatedAt})`,
            ),
        )}`.execute(t.db);
    }
    await sql`insert into case_studies (id, "heroHeading", "bannerImage", video, "sec1Img", "sec2Img", "createdAt", "updatedAt")
      values (${'a'.repeat(24)}, ${'A faster storefront'}, ${upload(2, 'webp')},
              ${'/demo/videos/testimonial-1.mp4'}, ${'/images/office.webp'}, ${''}, ${now}, ${now})`.execute(
      t.db,
    );
    await migrateToLatest(t.db, engine);
  }, 120_000);
  afterAll(async () => t?.drop());

  const idOf = async (slug: string) =>
    String(
      (
        await t.db
          .selectFrom('blogs')
          .select('blog_id')
          .where('slug_url', '=', slug)
          .executeTakeFirstOrThrow()
      ).blog_id,
    );

  it('registers the uploads records use, with where each is used', async () => {
    const asset = await findAssetByUrl(t.db, upload(1));
    expect(asset).toMatchObject({
      url: upload(1),
      kind: 'image',
      type: 'image/png',
      name: `${hex(1)}.png`,
      size: null,
      width: null,
      alt: '',
      decorative: false,
      version: 1,
    });
    expect(asset!.usedIn).toEqual(
      [
        { entity: 'blog', id: await idOf('uses-upload'), title: 'Blog uses-upload', field: 'blog_image' },
        {
          entity: 'blog',
          id: await idOf('uses-upload-too'),
          title: 'Blog uses-upload-too',
          field: 'blog_image',
        },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    expect(await findAssetByUrl(t.db, upload(2, 'webp'))).toMatchObject({
      kind: 'image',
      type: 'image/webp',
      usedIn: [
        { entity: 'case-study', id: 'a'.repeat(24), title: 'A faster storefront', field: 'bannerImage' },
      ],
    });
    const last = await findAssetByUrl(t.db, upload(1000 + MANY - 1, 'webp'));
    expect(last?.usedIn).toEqual([
      expect.objectContaining({ id: await idOf(`many-${MANY - 1}`) }),
    ]);
  });

  it('registers the demo media records use, with its words, live and pending alike', async () => {
    for (const url of ['/demo/blogs/blog-1.webp', '/demo/blogs/blog-2.webp']) {
      const { name, kind, type, size, width, height, alt } = demo(url);
      expect(await findAssetByUrl(t.db, url)).toMatchObject({
        name,
        kind,
        type,
        size,
        width,
        height,
        alt,
        usedIn: [
          {
            entity: 'blog',
            id: await idOf('demo-with-pending'),
            title: 'Demo blog, revised',
            field: 'blog_image',
          },
        ],
      });
      expect(alt).not.toBe('');
    }
    expect(await findAssetByUrl(t.db, '/demo/videos/testimonial-1.mp4')).toMatchObject({
      kind: 'video',
      caption: demo('/demo/videos/testimonial-1.mp4').caption,
      usedIn: [{ entity: 'case-study', field: 'video' }],
    });
    // Demo files no record uses are not registered by the migration.
    expect(await findAssetByUrl(t.db, '/demo/blogs/blog-3.webp')).toBeUndefined();
  });

  it('registers no other address, but lists the pictures without words as missing alt text', async () => {
    const { total } = await listAssets(t.db, { page: 1, limit: 1, search: '' });
    expect(total).toBe(2 + MANY + 3); // the two uploads, the many, the demo pictures and video
    expect(await findAssetByUrl(t.db, 'https://cdn.partner.test/banner.jpg')).toBeUndefined();
    expect(await findAssetByUrl(t.db, '/images/office.webp')).toBeUndefined();

    const missing = await listMissingAlt(t.db, { page: 1, limit: 2000, search: '' });
    expect(missing.total).toBe(missing.items.length);
    const urls = missing.items.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://cdn.partner.test/banner.jpg',
        '/images/office.webp',
        upload(1),
        upload(2, 'webp'),
      ]),
    );
    expect(urls).not.toContain('/demo/blogs/blog-1.webp');
    expect(urls).not.toContain('/demo/videos/testimonial-1.mp4');
    expect(missing.items.find((entry) => entry.url === '/images/office.webp')).toMatchObject({
      assetId: null,
      entity: 'case-study',
      field: 'sec1Img',
    });
    // Both blogs using upload 1, each of the many, the case study's two pictures, the outside one.
    expect(missing.total).toBe(2 + MANY + 2 + 1);
  });
});

/** Whether a session of this PostgreSQL database waits for a row lock. */
async function waitsForALock(t: TestDatabase): Promise<boolean> {
  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
    from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
    t.db,
  );
  return rows[0]!.waiting > 0;
}

describe.each(testEngines)('a delete racing a save on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.db.insertInto('categories').values({ category: 'SEO' }).execute();
  });
  afterAll(async () => t?.drop());

  let serial = 0;
  const newAsset = (kind: 'image' | 'video' | 'captions') =>
    registerAsset(t.db, {
      url: upload(++serial, { image: 'png', video: 'mp4', captions: 'vtt' }[kind]),
      name: `contested-${serial}`,
      kind,
      type: { image: 'image/png', video: 'video/mp4', captions: 'text/vtt' }[kind],
      size: 10,
      width: null,
      height: null,
      uploadedBy: 'Ada Admin',
    });

  /**
   * Runs `save` in a transaction held open until a delete of `assetId` has started,
   * and gone as far as it can; resolves to what the delete came to.
   */
  async function deleteDuringSave(assetId: number, save: (tx: Db) => Promise<unknown>) {
    let saved!: () => void;
    const savedButNotCommitted = new Promise<void>((resolve) => (saved = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const saving = t.db.transaction().execute(async (tx) => {
      await save(tx);
      saved();
      await committing;
    });
    await savedButNotCommitted;
    let settled = false;
    const deleting = deleteAssets(t.db, [assetId]).then(
      () => 'deleted',
      (error: unknown) => error,
    );
    void deleting.then(() => (settled = true));
    // The delete either goes ahead now, or waits for the save: let it get that far.
    // (SQLite runs one transaction at a time: there the delete simply queues.)
    while (engine === 'postgres' && !settled && !(await waitsForALock(t))) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    commit();
    await saving;
    return deleting;
  }

  it('refuses to delete an asset that a save still in progress gives to a blog', async () => {
    const asset = await newAsset('image');
    const { category_id } = await t.db
      .selectFrom('categories')
      .select('category_id')
      .executeTakeFirstOrThrow();
    const outcome = await deleteDuringSave(asset.id, (tx) =>
      saveContent(tx, blogType, undefined, {
        input: blogPayload(category_id, { blog_image: asset.url }) as never,
        publication: { status: 'draft' },
        author: 'Ed Editor',
      }),
    );
    expect(outcome).toBeInstanceOf(DomainError);
    expect((outcome as DomainError).code).toBe('conflict');
    expect(await findAssetByUrl(t.db, asset.url)).toMatchObject({
      usedIn: [expect.objectContaining({ entity: 'blog', field: 'blog_image' })],
    });
  });

  it('refuses to delete a caption track that a video is being given', async () => {
    const video = await newAsset('video');
    const track = await newAsset('captions');
    const outcome = await deleteDuringSave(track.id, (tx) =>
      updateAssetDetails(tx, video.id, { captions: track.url }),
    );
    expect((outcome as DomainError).code).toBe('conflict');
    expect(await findAssetByUrl(t.db, track.url)).toMatchObject({
      usedIn: [{ entity: 'media', id: String(video.id), title: video.name, field: 'captions' }],
    });
  });
});
