import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './test-databases';
import { HTML_AS_PNG, loadMp4, makePng, SVG, uploadForm } from './media';
import { call, createWorld, type World } from './harness';

export interface StoredFile {
  status: number;
  contentType: string | null;
  bytes: Buffer;
  headers: Headers;
}

/** A stored file as an answer brings it. */
export async function storedFile(response: Response): Promise<StoredFile> {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

export interface UploadBackend {
  name: 'local' | 's3';
  /** Fetches what an answered address points at. */
  fetchStored(address: string, headers?: Record<string, string>): Promise<StoredFile>;
  /** Every stored object or file name (to prove refused uploads leave nothing behind). */
  listStored(): Promise<string[]>;
  addressPattern: RegExp;
}

/** The same upload tests for every storage back-end and database engine. */
export function defineUploadSuite(backend: () => UploadBackend) {
  describe.each(testEngines)(`uploads to ${'%s'} storage`, (engine) => {
    let w: World;
    let png: Buffer;
    let mp4: Buffer;
    let b: UploadBackend;
    beforeAll(async () => {
      b = backend();
      w = await createWorld(engine);
      png = await makePng();
      mp4 = loadMp4();
    });
    afterAll(async () => w.t.drop());

    const upload = (form: FormData) =>
      call('POST', '/api/upload', { token: w.adminToken, body: form });

    it(`stores a real PNG on ${engine} and serves it back byte-identical as image/png`, async () => {
      // The name and declared type are ignored: the content decides.
      const response = await upload(uploadForm(png, 'holiday.exe', 'application/octet-stream'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const address = await response.text();
      expect(address).toMatch(b.addressPattern);
      expect(address).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
      const stored = await b.fetchStored(address);
      expect(stored.status).toBe(200);
      expect(stored.contentType).toBe('image/png');
      expect(stored.bytes.equals(png)).toBe(true);
      // A replaced file keeps its address (issue 28), so a bare address is kept an hour,
      // not a year; pages ask for `?v=N` once a file was replaced, which may be kept for good.
      expect(stored.headers.get('cache-control')).toBe(
        'public, max-age=3600, stale-while-revalidate=86400',
      );
      if (b.name === 'local') {
        expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
        const versioned = await b.fetchStored(`${address}?v=2`);
        expect(versioned.bytes.equals(png)).toBe(true);
        expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    });

    it('stores a real MP4 and serves it back byte-identical as video/mp4, with byte ranges', async () => {
      const response = await upload(uploadForm(mp4, 'testimonial.mov', 'video/quicktime'));
      expect(response.status).toBe(200);
      const address = await response.text();
      expect(address).toMatch(/\/uploads\/[0-9a-f]{32}\.mp4$/);
      const stored = await b.fetchStored(address);
      expect(stored.contentType).toBe('video/mp4');
      expect(stored.bytes.equals(mp4)).toBe(true);

      const part = await b.fetchStored(address, { range: 'bytes=100-1123' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${mp4.length}`);
      expect(part.bytes.equals(mp4.subarray(100, 1124))).toBe(true);
      if (b.name === 'local') {
        expect(part.headers.get('accept-ranges')).toBe('bytes');
        const tail = await b.fetchStored(address, { range: 'bytes=-500' });
        expect(tail.status).toBe(206);
        expect(tail.bytes.equals(mp4.subarray(mp4.length - 500))).toBe(true);
        const open = await b.fetchStored(address, { range: `bytes=${mp4.length - 10}-` });
        expect(open.bytes.equals(mp4.subarray(mp4.length - 10))).toBe(true);
        const beyond = await b.fetchStored(address, { range: `bytes=${mp4.length}-` });
        expect(beyond.status).toBe(416);
        expect(beyond.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
      }
    });

    it.each([
      ['an HTML page renamed .png', HTML_AS_PNG, 'innocent.png', 'image/png'],
      ['an SVG image', SVG, 'logo.svg', 'image/svg+xml'],
      [
        'a PDF',
        Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        'brief.pdf',
        'application/pdf',
      ],
      ['a ZIP archive', Buffer.from('504b0304140000000800', 'hex'), 'site.zip', 'application/zip'],
    ])('refuses %s with 415 and stores nothing', async (_label, bytes, filename, type) => {
      const before = await b.listStored();
      const response = await upload(uploadForm(bytes, filename, type));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        status: 'fail',
        message: expect.stringContaining('JPEG, PNG, WebP, AVIF or GIF'),
      });
      expect(await b.listStored()).toEqual(before);
    });

    it('refuses an image over 10 MB with 413 and leaves no partial file', async () => {
      const before = await b.listStored();
      const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 7)]);
      const response = await upload(uploadForm(big, 'huge.png', 'image/png'));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        status: 'fail',
        message: 'Images may be at most 10 MB.',
      });
      expect(await b.listStored()).toEqual(before);
    });

    it('accepts an image of exactly 10 MB', async () => {
      const exact = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length, 7)]);
      const response = await upload(uploadForm(exact, 'exact.png', 'image/png'));
      expect(response.status).toBe(200);
      const stored = await b.fetchStored(await response.text());
      expect(stored.bytes.length).toBe(exact.length);
    });

    it('refuses an empty file and a form without the file field with 400', async () => {
      expect((await upload(uploadForm(new Uint8Array(), 'empty.png', 'image/png'))).status).toBe(
        400,
      );
      expect((await upload(uploadForm(png, 'a.png', 'image/png', 'image'))).status).toBe(400);
    });

    it('gives every upload a new random name', async () => {
      const first = await (await upload(uploadForm(png, 'same.png', 'image/png'))).text();
      const second = await (await upload(uploadForm(png, 'same.png', 'image/png'))).text();
      expect(first).not.toBe(second);
    });
  });
}
