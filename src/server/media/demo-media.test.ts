import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA } from './demo-media';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');
const FOLDERS = ['demo/blogs', 'demo/case-studies', 'demo/videos'];

const fileOf = (url: string) => path.join(PUBLIC, url);

describe('DEMO_MEDIA', () => {
  it.each(DEMO_MEDIA.map((media) => [media.url, media] as const))(
    '%s matches its file under public/',
    async (url, media) => {
      const file = fileOf(url);
      expect(fs.existsSync(file)).toBe(true);
      expect(media.name).toBe(path.basename(file));
      // A failure here after `npm run media:generate`: update the sizes in demo-media.ts.
      expect(fs.statSync(file).size).toBe(media.size);
      if (media.kind === 'image') {
        const { width, height } = await sharp(file).metadata();
        expect({ width, height }).toEqual({ width: media.width, height: media.height });
      }
    },
  );

  it('gives every image an alt text and every video a caption instead', () => {
    for (const media of DEMO_MEDIA) {
      if (media.kind === 'image') expect(media.alt.trim(), media.url).not.toBe('');
      else {
        expect(media.alt, media.url).toBe('');
        expect(media.caption.trim(), media.url).not.toBe('');
      }
    }
  });

  it('writes alt texts that describe the picture, not announce one', () => {
    for (const { url, alt } of DEMO_MEDIA) {
      expect(alt, url).not.toMatch(/^\s*(image|picture|photo) of\b/i);
      expect(alt.length, url).toBeLessThanOrEqual(150);
    }
  });

  it('lists every file of the demo blogs, case studies and videos once', () => {
    const onDisk = FOLDERS.flatMap((folder) =>
      fs.readdirSync(path.join(PUBLIC, folder)).map((name) => `/${folder}/${name}`),
    );
    const listed = DEMO_MEDIA.map((media) => media.url);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(onDisk.sort());
  });
});
