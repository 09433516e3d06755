import '../support/env';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { altFor, captionFor } from '@/lib/media';
import { migrateTo, migrateToLatest } from '@/server/db/migrations';
import { presentationsOf, registerSiteFiles } from '@/server/media/assets';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { blogPayload } from '../support/fixtures';
import { call, callJson, createWorld, type World } from '../support/harness';
import { loadMp4, uploadForm } from '../support/media';
import { pngOf } from '../support/media-suite';
import { createTestDatabase, testEngines } from '../support/test-databases';
import { blogTranslationPayload } from '../support/translation-fixtures';

// Alt text per language (issue 29): an asset's Arabic alt text and caption through the
// media API, what the Arabic pages read of them, and the demo pictures' Arabic words,
// given by the seeding of a fresh site and by migration 013 to a site seeded before it.

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

interface Asset {
  id: number;
  url: string;
  alt: string;
  caption: string;
  altAr: string;
  captionAr: string;
}

const ALT_AR = 'قوارب راسية في خور دبي عند الغروب';
const CAPTION_AR = 'خور دبي، صباح يوم جمعة';

describe.each(testEngines)('Arabic alt text and captions on %s', (engine) => {
  let w: World;
  const staff = () => ({ token: w.editorToken });
  let picture: Asset;
  let video: Asset;

  async function upload(bytes: Buffer, name: string, type: string): Promise<Asset> {
    const response = await call('POST', '/api/upload', {
      token: w.adminToken,
      body: uploadForm(bytes, name, type),
    });
    expect(response.status).toBe(200);
    const url = await response.text();
    const list = await callJson('GET', `/api/media?url=${encodeURIComponent(url)}`, staff());
    return (list.body as Asset[])[0]!;
  }

  const put = (id: number, json: Record<string, unknown>) =>
    callJson('PUT', `/api/media/${id}`, { ...staff(), json });
  const get = async (id: number) =>
    (await callJson('GET', `/api/media/${id}`, staff())).body as Asset;

  beforeAll(async () => {
    w = await createWorld(engine);
    picture = await upload(await pngOf(40, 30, '#1d6fa5'), 'creek.png', 'image/png');
    video = await upload(loadMp4(), 'testimonial.mp4', 'video/mp4');
  });
  afterAll(async () => w.t.drop());

  it('has none at first: both are empty, beside the English words', async () => {
    expect(picture).toMatchObject({ alt: '', caption: '', altAr: '', captionAr: '' });
  });

  it('saves them, trimmed, and answers them on the asset, its page of the list and the list', async () => {
    const saved = await put(picture.id, {
      alt: 'Boats moored in Dubai Creek at sunset',
      altAr: `  ${ALT_AR} `,
      captionAr: CAPTION_AR,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      alt: 'Boats moored in Dubai Creek at sunset',
      altAr: ALT_AR,
      captionAr: CAPTION_AR,
      caption: '',
    });
    expect(await get(picture.id)).toMatchObject({ altAr: ALT_AR, captionAr: CAPTION_AR });
    const listed = (await callJson('GET', '/api/media?limit=100', staff())).body as Asset[];
    expect(listed.find((asset) => asset.id === picture.id)).toMatchObject({
      altAr: ALT_AR,
      captionAr: CAPTION_AR,
    });

    // Only the fields sent change.
    await put(picture.id, { caption: 'Dubai Creek' });
    expect(await get(picture.id)).toMatchObject({
      caption: 'Dubai Creek',
      altAr: ALT_AR,
      captionAr: CAPTION_AR,
    });
  });

  it('finds an asset by its Arabic alt text', async () => {
    const found = await callJson('GET', `/api/media?q=${encodeURIComponent('خور دبي')}`, staff());
    expect((found.body as Asset[]).map((asset) => asset.id)).toEqual([picture.id]);
  });

  it('gives a video its Arabic caption', async () => {
    const saved = await put(video.id, { captionAr: 'شهادة عميل مدتها ست ثوانٍ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ captionAr: 'شهادة عميل مدتها ست ثوانٍ', altAr: '' });
  });

  it('refuses Arabic words that are too long or not text with 400, changing nothing', async () => {
    for (const [json, message] of [
      [{ altAr: 'ب'.repeat(301) }, 'Arabic alt text must be at most 300 characters.'],
      [{ captionAr: 'ت'.repeat(1001) }, 'Arabic caption must be at most 1000 characters.'],
      [{ altAr: 42 }, 'altAr must be text.'],
      [{ captionAr: null }, 'captionAr must be text.'],
    ] as const) {
      expect(await put(picture.id, { alt: 'Changed', ...json })).toMatchObject({
        status: 400,
        body: { status: 'fail', message },
      });
    }
    expect(await get(picture.id)).toMatchObject({
      alt: 'Boats moored in Dubai Creek at sunset',
      altAr: ALT_AR,
      captionAr: CAPTION_AR,
    });
  });

  it('gives the Arabic pages the Arabic words, and the English ones until they are written', async () => {
    const other = await upload(await pngOf(41, 30, '#a5561d'), 'dunes.png', 'image/png');
    await put(other.id, { alt: 'Red dunes under a clear sky' });
    const shown = await presentationsOf(w.t.db, [picture.url, other.url]);
    const described = shown.get(picture.url)!;
    expect(described).toMatchObject({ altAr: ALT_AR, captionAr: CAPTION_AR });
    expect(altFor(described, 'ar')).toBe(ALT_AR);
    expect(altFor(described, 'en')).toBe('Boats moored in Dubai Creek at sunset');
    expect(captionFor(described, 'ar')).toBe(CAPTION_AR);
    expect(captionFor(described, 'en')).toBe('Dubai Creek');
    expect(altFor(shown.get(other.url)!, 'ar')).toBe('Red dunes under a clear sky');
  });

  it('clears them with an empty text: the Arabic pages then show the English', async () => {
    const cleared = await put(picture.id, { altAr: '', captionAr: '   ' });
    expect(cleared.body).toMatchObject({ altAr: '', captionAr: '' });
    const row = await w.t.db
      .selectFrom('media_assets')
      .select(['alt_ar', 'caption_ar'])
      .where('id', '=', picture.id)
      .executeTakeFirstOrThrow();
    expect({ ...row }).toEqual({ alt_ar: null, caption_ar: null });
    const shown = (await presentationsOf(w.t.db, [picture.url])).get(picture.url)!;
    expect(altFor(shown, 'ar')).toBe('Boats moored in Dubai Creek at sunset');
  });

  it("lists a translated record's picture without Arabic alt text under Missing Arabic alt text, until it has one", async () => {
    const image = await upload(await pngOf(42, 30, '#2d8f4e'), 'oasis.png', 'image/png');
    await put(image.id, { alt: 'An oasis at the edge of the desert' });
    const created = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, { blog_image: image.url, status: 'published' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const blogId = created.body.data.blog_id as number;
    const missingIn = async (locale: 'en' | 'ar') => {
      const answer = await callJson(
        'GET',
        `/api/media/missing-alt?limit=100&locale=${locale}`,
        staff(),
      );
      expect(answer.status).toBe(200);
      const total = Number(answer.headers.get('x-total-count'));
      const ours = (
        answer.body as { url: string; entity: string; id: string; assetId: number | null }[]
      ).filter((entry) => entry.url === image.url);
      return { total, ours };
    };

    // English has its words; the record has no Arabic page yet, so nothing is missing there.
    expect((await missingIn('en')).ours).toEqual([]);
    expect((await missingIn('ar')).ours).toEqual([]);

    const translated = await callJson('PUT', `/blog/${blogId}?locale=ar`, {
      token: w.adminToken,
      json: blogTranslationPayload({ status: 'published' }),
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    const listed = await missingIn('ar');
    expect(listed.ours).toEqual([
      expect.objectContaining({ entity: 'blog', id: String(blogId), assetId: image.id }),
    ]);
    expect(listed.total).toBeGreaterThanOrEqual(1);
    expect((await missingIn('en')).ours).toEqual([]);

    await put(image.id, { altAr: 'واحة على حافة الصحراء' });
    expect((await missingIn('ar')).ours).toEqual([]);
    expect((await missingIn('ar')).total).toBe(listed.total - 1);

    // A decorative picture needs words in neither language.
    await put(image.id, { altAr: '' });
    expect((await missingIn('ar')).ours).toHaveLength(1);
    await put(image.id, { decorative: true });
    expect((await missingIn('ar')).ours).toEqual([]);
  });

  it('refuses a locale other than en or ar on the missing alt text list with 400', async () => {
    expect(await callJson('GET', '/api/media/missing-alt?locale=fr', staff())).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'locale must be en or ar.' },
    });
  });

  it('registers the demo media with their Arabic words, as a fresh site is seeded', async () => {
    await registerSiteFiles(w.t.db, DEMO_MEDIA);
    for (const media of DEMO_MEDIA.filter((_, index) => index % 7 === 0).concat(
      DEMO_MEDIA.at(-1)!,
    )) {
      const [asset] = (
        await callJson('GET', `/api/media?url=${encodeURIComponent(media.url)}`, staff())
      ).body as Asset[];
      expect(asset, media.url).toMatchObject({
        alt: media.alt,
        altAr: media.altAr,
        captionAr: media.captionAr,
      });
      expect(media.altAr || media.captionAr, media.url).not.toBe('');
    }
  });
});

describe.each(testEngines)('migration 013 on %s', (engine) => {
  it('gives demo pictures registered before it their Arabic words, unless their file was replaced', async () => {
    const t = await createTestDatabase(engine, { migrate: false });
    try {
      await migrateTo(t.db, engine, '011-webhooks');
      const now = new Date().toISOString();
      const [kept, replaced] = DEMO_MEDIA.filter((media) => media.kind === 'image');
      const film = DEMO_MEDIA.find((media) => media.kind === 'video')!;
      const rows = [
        { ...kept!, version: 1 },
        { ...replaced!, version: 2 },
        { ...film, version: 1 },
        { ...kept!, url: '/uploads/0123456789abcdef0123456789abcdef.webp', version: 1 },
      ];
      for (const row of rows) {
        await sql`insert into media_assets (url, name, kind, type, size, width, height, alt, caption, version, "uploadedAt", "updatedAt")
          values (${row.url}, ${row.name}, ${row.kind}, ${row.type}, ${row.size}, ${row.width}, ${row.height}, ${row.alt}, ${row.caption}, ${row.version}, ${now}, ${now})`.execute(
          t.db,
        );
      }
      await migrateToLatest(t.db, engine);
      const stored = await t.db
        .selectFrom('media_assets')
        .select(['url', 'alt_ar', 'caption_ar'])
        .orderBy('id')
        .execute();
      expect(stored.map((row) => ({ ...row }))).toEqual([
        { url: kept!.url, alt_ar: kept!.altAr, caption_ar: null },
        { url: replaced!.url, alt_ar: null, caption_ar: null },
        { url: film.url, alt_ar: null, caption_ar: film.captionAr },
        { url: rows[3]!.url, alt_ar: null, caption_ar: null },
      ]);
    } finally {
      await t.drop();
    }
  });
});
