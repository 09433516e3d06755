import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Real media for the upload tests: a PNG drawn by sharp and an MP4 video (a committed
// demo video when there is one, otherwise a one-second clip made by ffmpeg).

export async function makePng(): Promise<Buffer> {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251; // not flat: compresses like a picture
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export function loadMp4(): Buffer {
  const demo = path.resolve('public/demo/videos');
  const committed = fs.existsSync(demo)
    ? fs
        .readdirSync(demo)
        .filter((name) => name.endsWith('.mp4'))
        .sort()
    : [];
  if (committed[0]) return fs.readFileSync(path.join(demo, committed[0]));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-mp4-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    execFileSync(
      'ffmpeg',
      [
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=128x72:rate=10',
        '-t',
        '1',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        file,
      ],
      { stdio: 'pipe' },
    );
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>',
);

export function uploadForm(
  bytes: Uint8Array,
  filename: string,
  type: string,
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
