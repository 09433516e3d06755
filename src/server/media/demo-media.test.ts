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

  describe('in Arabic (issue 29)', () => {
    const ARABIC_LETTERS = /[\u0600-\u06FF]/g;
    /** The words a card shows: quoted “…” in the English text, «…» in the Arabic. */
    const quoted = (text: string, open: string, close: string) =>
      [...text.matchAll(new RegExp(`${open}([^${close}]+)${close}`, 'g'))].map((m) => m[1]);

    it('gives every image an Arabic alt text and every video an Arabic caption', () => {
      for (const media of DEMO_MEDIA) {
        if (media.kind === 'image') {
          expect(media.altAr.trim(), media.url).not.toBe('');
          expect(media.captionAr, media.url).toBe('');
        } else {
          expect(media.altAr, media.url).toBe('');
          expect(media.captionAr.trim(), media.url).not.toBe('');
        }
      }
    });

    it('writes them in Arabic, keeping the words on the picture as they read', () => {
      for (const media of DEMO_MEDIA) {
        const [english, arabic] =
          media.kind === 'image' ? [media.alt, media.altAr] : [media.caption, media.captionAr];
        // Arabic sentences: only the quoted words of the card are in Latin letters.
        const unquoted = arabic.replace(/«[^»]*»/g, '');
        expect(unquoted, media.url).not.toMatch(/[A-Za-z]/);
        expect((arabic.match(ARABIC_LETTERS) ?? []).length, media.url).toBeGreaterThan(20);
        expect(quoted(arabic, '«', '»'), media.url).toEqual(quoted(english, '“', '”'));
        expect(arabic, media.url).not.toBe(english);
      }
    });

    it('describes the picture rather than announce one, as briefly as the English', () => {
      for (const { url, altAr } of DEMO_MEDIA) {
        expect(altAr, url).not.toMatch(/^\s*(صورة|لقطة)\s+(لـ|ل|تظهر|تُظهر)/);
        expect(altAr.length, url).toBeLessThanOrEqual(150);
      }
    });

    it('gives each picture its own description', () => {
      const images = DEMO_MEDIA.filter((media) => media.kind === 'image');
      expect(new Set(images.map((media) => media.altAr)).size).toBe(
        new Set(images.map((media) => media.alt)).size,
      );
    });
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
