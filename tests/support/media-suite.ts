import sharp from 'sharp';
import { revalidateTag } from 'next/cache';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MEDIA } from '@/server/media/demo-media';
import { registerSiteFiles } from '@/server/media/assets';
import { blogPayload, caseStudyPayload } from './fixtures';
import { call, callJson, createWorld, type World } from './harness';
import { loadMp4, makePng, uploadForm } from './media';
import { testEngines } from './test-databases';
import type { UploadBackend } from './upload-suite';

// The media library's file work on every storage back-end and database engine (issue
// 28): uploads registered as assets, WebVTT caption tracks, a delete refused while a
// record uses the file and its file gone once allowed, bulk delete, and a replacement
// that keeps the address. The file calling this mocks next/cache (page expiry).

export const VALID_VTT = Buffer.from(
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nWelcome to Nexa Digital.\n\n' +
    '00:00:02.500 --> 00:00:05.000\nWe build sites that bring enquiries.\n',
);
/** Starts like WebVTT, but its second cue ends before it starts. */
export const INVALID_VTT = Buffer.from(
  'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFine.\n\n00:00:05.000 --> 00:00:03.000\nBackwards.\n',
);

/** A PNG of its own size and colour, so that two of them never share bytes. */
export const pngOf = (width: number, height: number, background = '#2a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export interface AssetAnswer {
  id: number;
  url: string;
  kind: string;
  type: string;
  size: number | null;
  width: number | null;
  height: number | null;
  name: string;
  alt: string;
  version: number;
  uploadedBy: string;
  usedIn: { entity: string; id: string; title: string; field: string }[];
}

export function defineMediaSuite(backend: () => UploadBackend) {
  describe.each(testEngines)('the media library on %s', (engine) => {
    let w: World;
    let b: UploadBackend;
    let png: Buffer;
    beforeAll(async () => {
      b = backend();
      w = await createWorld(engine);
      png = await makePng();
    });
    afterAll(async () => w.t.drop());

    const admin = () => ({ token: w.adminToken });

    async function upload(bytes: Buffer, filename: string, type: string, token = w.adminToken) {
      const response = await call('POST', '/api/upload', {
        token,
        body: uploadForm(bytes, filename, type),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return response.text();
    }

    /** The asset at an address, as the library's list shows it to staff. */
    async function listed(url: string): Promise<AssetAnswer | undefined> {
      const list = await callJson('GET', '/api/media?limit=100', admin());
      expect(list.status).toBe(200);
      return (list.body as AssetAnswer[]).find((asset) => asset.url === url);
    }

    async function assetAt(url: string): Promise<AssetAnswer> {
      const asset = await listed(url);
      expect(asset, `no asset at ${url}`).toBeDefined();
      return asset!;
    }

    const total = async () =>
      Number((await call('GET', '/api/media?limit=1', admin())).headers.get('x-total-count'));

    async function postBlog(image: string) {
      const answer = await callJson('POST', '/blog', {
        ...admin(),
        json: blogPayload(w.categoryId, {
          title: `Shown with ${image.slice(-12)}`,
          blog_image: image,
        }),
      });
      expect(answer.status).toBe(201);
      return answer.body.data as { blog_id: number; title: string };
    }

    it('registers each upload as an asset, while POST /api/upload answers the address alone', async () => {
      const response = await call('POST', '/api/upload', {
        token: w.editorToken,
        body: uploadForm(png, 'Dubai Marina at dusk.png', 'image/png'),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const address = await response.text();
      // Exactly the address, as before the library: no JSON, no line break.
      expect(address).toMatch(b.addressPattern);
      expect(address).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);

      const asset = await assetAt(address);
      expect(asset).toMatchObject({
        url: address,
        kind: 'image',
        type: 'image/png',
        size: png.length,
        width: 96,
        height: 64,
        name: 'Dubai Marina at dusk.png',
        alt: '',
        decorative: false,
        version: 1,
        uploadedBy: 'Ed Editor',
        usedIn: [],
      });
      expect(Date.parse((asset as unknown as { uploadedAt: string }).uploadedAt)).toBeGreaterThan(
        Date.now() - 60_000,
      );
      expect((await callJson('GET', `/api/media/${asset.id}`, admin())).body).toEqual(asset);

      const mp4 = loadMp4();
      // A browser may send the path it was chosen from: only the file's own name is kept.
      const video = await upload(mp4, 'C:\\fakepath\\Client testimonial.mp4', 'video/mp4');
      expect(await assetAt(video)).toMatchObject({
        kind: 'video',
        type: 'video/mp4',
        size: mp4.length,
        name: 'Client testimonial.mp4',
        uploadedBy: 'Ada Admin',
      });
    });

    it('takes a WebVTT caption track, served back as text/vtt', async () => {
      const address = await upload(VALID_VTT, 'testimonial.en.vtt', 'text/vtt');
      expect(address).toMatch(/\/uploads\/[0-9a-f]{32}\.vtt$/);
      expect(await assetAt(address)).toMatchObject({
        kind: 'captions',
        type: 'text/vtt',
        size: VALID_VTT.length,
        width: null,
        height: null,
        name: 'testimonial.en.vtt',
      });
      const stored = await b.fetchStored(address);
      expect(stored.status).toBe(200);
      expect(stored.contentType).toMatch(/^text\/vtt/);
      expect(stored.bytes.equals(VALID_VTT)).toBe(true);
    });

    it('refuses a caption track that is not valid WebVTT with 400, naming the line, and stores nothing', async () => {
      const files = await b.listStored();
      const assets = await total();
      const response = await callJson('POST', '/api/upload', {
        ...admin(),
        body: uploadForm(INVALID_VTT, 'broken.vtt', 'text/vtt'),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        status: 'fail',
        message:
          'The caption track is not valid WebVTT: line 6: End timestamp is not greater than start timestamp.',
      });
      expect(await b.listStored()).toEqual(files);
      expect(await total()).toBe(assets);
    });

    it('refuses to delete an asset a blog shows, naming the blog, and deletes it once unused', async () => {
      const address = await upload(png, 'team-photo.png', 'image/png');
      const blog = await postBlog(address);
      const { id } = await assetAt(address);

      const refused = await callJson('DELETE', `/api/media/${id}`, admin());
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        status: 'fail',
        message: `“team-photo.png” is used in Blog “${blog.title}” (Blog image). Choose another file there first.`,
        usedIn: [
          { entity: 'blog', id: String(blog.blog_id), title: blog.title, field: 'blog_image' },
        ],
      });
      expect((await b.fetchStored(address)).bytes.equals(png)).toBe(true);
      expect(await listed(address)).toBeDefined();

      // The blog takes another picture: the file is no longer used, and may go.
      const put = await callJson('PUT', `/blog/${blog.blog_id}`, {
        ...admin(),
        json: blogPayload(w.categoryId, { title: blog.title, blog_image: '/images/logo.png' }),
      });
      expect(put.status).toBe(200);
      const deleted = await callJson('DELETE', `/api/media/${id}`, admin());
      expect(deleted).toMatchObject({
        status: 200,
        body: { status: 'success', message: '“team-photo.png” deleted.' },
      });
      expect(await listed(address)).toBeUndefined();
      expect((await callJson('GET', `/api/media/${id}`, admin())).status).toBe(404);
      expect((await b.fetchStored(address)).status).toBe(404);
      expect((await b.listStored()).some((name) => address.endsWith(name))).toBe(false);
    });

    it('deletes several unused assets at once, or none of them when one is used', async () => {
      const addresses = [
        await upload(await pngOf(10, 10), 'one.png', 'image/png'),
        await upload(await pngOf(11, 10), 'two.png', 'image/png'),
        await upload(await pngOf(12, 10), 'three.png', 'image/png'),
      ];
      const ids = await Promise.all(addresses.map(async (url) => (await assetAt(url)).id));
      const study = (await callJson('POST', '/api/caseStudies', admin())).body._id as string;
      const saved = await callJson('PUT', `/api/caseStudies/${study}`, {
        ...admin(),
        json: caseStudyPayload({ heroHeading: 'A faster clinic', sec2Img: addresses[1] }),
      });
      expect(saved.status).toBe(200);

      const files = await b.listStored();
      const refused = await callJson('POST', '/api/media/delete', { ...admin(), json: { ids } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        '“two.png” is used in Case study “A faster clinic” (Section 2 image). Choose another file there first.',
      );
      expect(refused.body.usedIn).toEqual([
        { entity: 'case-study', id: study, title: 'A faster clinic', field: 'sec2Img' },
      ]);
      for (const url of addresses) expect(await listed(url), url).toBeDefined();
      expect(await b.listStored()).toEqual(files);

      const unused = [ids[0]!, ids[2]!];
      const deleted = await callJson('POST', '/api/media/delete', {
        ...admin(),
        json: { ids: unused },
      });
      expect(deleted).toMatchObject({ status: 200, body: { message: '2 files deleted.' } });
      expect(await listed(addresses[0]!)).toBeUndefined();
      expect(await listed(addresses[2]!)).toBeUndefined();
      expect(await listed(addresses[1]!)).toBeDefined();
      for (const url of [addresses[0]!, addresses[2]!]) {
        expect((await b.fetchStored(url)).status, url).toBe(404);
      }
      expect((await b.fetchStored(addresses[1]!)).status).toBe(200);
    });

    it('replaces a file at the same address: the new bytes there, the version up, its pages expired', async () => {
      const address = await upload(png, 'office.png', 'image/png');
      const blog = await postBlog(address);
      const { id } = await assetAt(address);
      const wider = await pngOf(48, 32, '#c33');
      vi.mocked(revalidateTag).mockClear();

      const replaced = await callJson('PUT', `/api/media/${id}/file`, {
        token: w.editorToken,
        body: uploadForm(wider, 'office-2026.png', 'image/png'),
      });
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
      expect(replaced.body).toMatchObject({
        id,
        url: address,
        type: 'image/png',
        size: wider.length,
        width: 48,
        height: 32,
        version: 2,
        usedIn: [{ entity: 'blog', id: String(blog.blog_id) }],
      });
      const stored = await b.fetchStored(address);
      expect(stored.status).toBe(200);
      expect(stored.bytes.equals(wider)).toBe(true);
      // The pages that show the picture are rendered again (they ask for ?v=2).
      expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith(`media:${id}`, { expire: 0 });
      // The blog still holds the same address.
      expect((await callJson('GET', `/blog/${blog.blog_id}`)).body.data.blog_image).toBe(address);
    });

    it('refuses a replacement of another type (415) or too large (413), keeping the file', async () => {
      const address = await upload(png, 'kept.png', 'image/png');
      const { id } = await assetAt(address);

      const video = await callJson('PUT', `/api/media/${id}/file`, {
        ...admin(),
        body: uploadForm(loadMp4(), 'clip.mp4', 'video/mp4'),
      });
      expect(video.status).toBe(415);
      expect(video.body).toEqual({
        status: 'fail',
        message: 'Replace it with a PNG image: its address ends in .png and stays the same.',
      });
      const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 7)]);
      const tooLarge = await callJson('PUT', `/api/media/${id}/file`, {
        ...admin(),
        body: uploadForm(big, 'huge.png', 'image/png'),
      });
      expect(tooLarge).toMatchObject({
        status: 413,
        body: { message: 'Images may be at most 10 MB.' },
      });

      const stored = await b.fetchStored(address);
      expect(stored.status).toBe(200);
      expect(stored.bytes.equals(png)).toBe(true);
      expect(await assetAt(address)).toMatchObject({ version: 1, size: png.length });
    });

    it('refuses to replace a caption track with invalid WebVTT, keeping the track', async () => {
      const address = await upload(VALID_VTT, 'captions.vtt', 'text/vtt');
      const { id } = await assetAt(address);
      const refused = await callJson('PUT', `/api/media/${id}/file`, {
        ...admin(),
        body: uploadForm(INVALID_VTT, 'captions.vtt', 'text/vtt'),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^The caption track is not valid WebVTT: line 6/);
      expect((await b.fetchStored(address)).bytes.equals(VALID_VTT)).toBe(true);
      expect(await assetAt(address)).toMatchObject({ version: 1 });
    });

    it('refuses to replace a file of the site itself, which is no upload', async () => {
      const demo = DEMO_MEDIA.find((media) => media.kind === 'image')!;
      await registerSiteFiles(w.t.db, [demo]);
      const { id } = await assetAt(demo.url);
      const refused = await callJson('PUT', `/api/media/${id}/file`, {
        ...admin(),
        body: uploadForm(png, 'other.png', 'image/png'),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/part of the site itself/);
      expect(await assetAt(demo.url)).toMatchObject({ version: 1, size: demo.size });
    });

    it('registers each of 20 uploads sent at once', async () => {
      const before = await total();
      const bodies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => pngOf(20 + i, 20, `#${(i % 10).toString()}8a`)),
      );
      const responses = await Promise.all(
        bodies.map((bytes, i) =>
          call('POST', '/api/upload', {
            ...admin(),
            body: uploadForm(bytes, `parallel-${i}.png`, 'image/png'),
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
      const addresses = await Promise.all(responses.map((response) => response.text()));
      expect(new Set(addresses).size).toBe(20);
      expect(await total()).toBe(before + 20);
      for (const [i, address] of addresses.entries()) {
        expect(await listed(address)).toMatchObject({
          name: `parallel-${i}.png`,
          size: bodies[i]!.length,
          width: 20 + i,
        });
        expect((await b.fetchStored(address)).bytes.equals(bodies[i]!)).toBe(true);
      }
    });
  });
}
