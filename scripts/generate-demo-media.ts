// `npm run media:generate`: draws the demo images (SVG rendered by sharp) and videos
// (ffmpeg's generated sources) under public/demo. Deterministic: the same files every
// run. Nothing is downloaded. The outputs are committed, so only a change of design
// needs ffmpeg on the machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = (...parts: string[]) => path.join(root, 'public', 'demo', ...parts);

type Palette = [string, string, string];
type Motif = 'browser' | 'phone' | 'chart' | 'skyline' | 'grid' | 'quote';

/** A small seeded PRNG (mulberry32) so that every run draws the same shapes. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function motifSvg(motif: Motif, w: number, h: number, accent: string, rnd: () => number): string {
  const cx = w * 0.62;
  const cy = h * 0.5;
  switch (motif) {
    case 'browser': {
      const bw = w * 0.5;
      const bh = h * 0.58;
      const x = cx - bw / 2;
      const y = cy - bh / 2;
      const bars = Array.from({ length: 3 }, (_, i) => {
        const barW = bw * (0.25 + rnd() * 0.2);
        return `<rect x="${x + 24}" y="${y + 70 + i * 34}" width="${barW}" height="14" rx="7" fill="#ffffff" opacity="${0.5 - i * 0.1}"/>`;
      }).join('');
      return `<g><rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="18" fill="#ffffff" opacity="0.12"/>
        <rect x="${x}" y="${y}" width="${bw}" height="36" rx="18" fill="#ffffff" opacity="0.18"/>
        <circle cx="${x + 22}" cy="${y + 18}" r="6" fill="#ff6b6b"/><circle cx="${x + 42}" cy="${y + 18}" r="6" fill="#ffd166"/><circle cx="${x + 62}" cy="${y + 18}" r="6" fill="#06d6a0"/>
        ${bars}
        <rect x="${x + bw * 0.55}" y="${y + 64}" width="${bw * 0.38}" height="${bh * 0.55}" rx="14" fill="${accent}" opacity="0.85"/></g>`;
    }
    case 'phone': {
      const pw = Math.min(w, h) * 0.34;
      const ph = pw * 2;
      const x = cx - pw / 2;
      const y = cy - ph / 2;
      const tiles = Array.from({ length: 4 }, (_, i) => {
        const col = i % 2;
        const row = Math.floor(i / 2);
        return `<rect x="${x + 16 + col * (pw / 2 - 8)}" y="${y + 60 + row * (pw / 2)}" width="${pw / 2 - 24}" height="${pw / 2 - 16}" rx="12" fill="${i === 0 ? accent : '#ffffff'}" opacity="${i === 0 ? 0.9 : 0.25}"/>`;
      }).join('');
      return `<g><rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="${pw * 0.16}" fill="#0b1026" opacity="0.55" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
        <rect x="${x + pw * 0.35}" y="${y + 16}" width="${pw * 0.3}" height="10" rx="5" fill="#ffffff" opacity="0.4"/>${tiles}
        <rect x="${x + 16}" y="${y + ph - 90}" width="${pw - 32}" height="54" rx="27" fill="${accent}"/></g>`;
    }
    case 'chart': {
      const n = 7;
      const bw = (w * 0.5) / n;
      const base = h * 0.8;
      const bars = Array.from({ length: n }, (_, i) => {
        const bh = h * (0.15 + (i / n) * 0.4 + rnd() * 0.12);
        return `<rect x="${w * 0.38 + i * bw}" y="${base - bh}" width="${bw * 0.62}" height="${bh}" rx="8" fill="${i === n - 1 ? accent : '#ffffff'}" opacity="${i === n - 1 ? 0.95 : 0.3}"/>`;
      }).join('');
      const points = Array.from(
        { length: n },
        (_, i) => `${w * 0.38 + i * bw + bw * 0.31},${base - h * (0.22 + (i / n) * 0.45)}`,
      ).join(' ');
      return `<g>${bars}<polyline points="${points}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    }
    case 'skyline': {
      let x = w * 0.05;
      const towers: string[] = [];
      while (x < w * 0.95) {
        const tw = w * (0.04 + rnd() * 0.05);
        const th = h * (0.2 + rnd() * 0.5);
        towers.push(
          `<rect x="${x}" y="${h * 0.88 - th}" width="${tw}" height="${th}" fill="#ffffff" opacity="${0.15 + rnd() * 0.25}"/>`,
        );
        x += tw + w * 0.01;
      }
      // A needle tower in the middle: the skyline every visitor to Dubai recognises.
      const nx = w * 0.5;
      towers.push(
        `<path d="M${nx - 18} ${h * 0.88} L${nx - 6} ${h * 0.12} L${nx + 6} ${h * 0.12} L${nx + 18} ${h * 0.88} Z" fill="${accent}" opacity="0.9"/>`,
      );
      return `<g>${towers.join('')}<rect x="0" y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="#0b1026" opacity="0.5"/></g>`;
    }
    case 'quote':
      return `<g><text x="${w * 0.5}" y="${h * 0.62}" font-family="DejaVu Serif" font-size="${h * 0.6}" fill="#ffffff" opacity="0.25" text-anchor="middle">“</text></g>`;
    case 'grid': {
      const cells: string[] = [];
      for (let i = 0; i < 5; i++) {
        for (let j = 0; j < 3; j++) {
          if (rnd() > 0.55) {
            cells.push(
              `<rect x="${w * 0.42 + i * w * 0.1}" y="${h * 0.2 + j * h * 0.22}" width="${w * 0.08}" height="${h * 0.18}" rx="14" fill="${rnd() > 0.7 ? accent : '#ffffff'}" opacity="${0.2 + rnd() * 0.5}"/>`,
            );
          }
        }
      }
      return `<g>${cells.join('')}<circle cx="${w * 0.7}" cy="${h * 0.5}" r="${h * 0.16}" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.6"/></g>`;
    }
  }
}

interface Card {
  file: string;
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  label?: string;
  sublabel?: string;
  seed: number;
  format?: 'webp' | 'png';
  quality?: number;
}

async function drawCard({
  file,
  width: w,
  height: h,
  palette,
  motif,
  label,
  sublabel,
  seed,
  format = 'webp',
  quality = 72,
}: Card) {
  const rnd = random(seed);
  const [from, to, accent] = palette;
  const blobs = Array.from({ length: 4 }, () => {
    const r = Math.min(w, h) * (0.2 + rnd() * 0.35);
    return `<circle cx="${rnd() * w}" cy="${rnd() * h}" r="${r}" fill="${rnd() > 0.5 ? accent : to}" opacity="0.35"/>`;
  }).join('');
  const fontSize = Math.round(Math.min(w / 14, h / 7));
  const text = label
    ? `<text x="${w * 0.06}" y="${h * 0.82}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(label)}</text>` +
      (sublabel
        ? `<text x="${w * 0.06}" y="${h * 0.82 + fontSize * 0.9}" font-family="DejaVu Sans" font-size="${Math.round(fontSize * 0.45)}" fill="#ffffff" opacity="0.85">${escapeXml(sublabel)}</text>`
        : '')
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="${Math.min(w, h) * 0.08}"/></filter>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <g filter="url(#soft)">${blobs}</g>
    ${motifSvg(motif, w, h, accent, rnd)}
    ${text}
  </svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (
    format === 'png'
      ? image.png({ compressionLevel: 9, palette: true })
      : image.webp({ quality, effort: 6 })
  ).toFile(file);
}

const PALETTES: Palette[] = [
  ['#0b3d2e', '#1f8a5b', '#f4a259'], // Souq Fresh
  ['#0b1f3a', '#24507a', '#f2c14e'], // Falcon Logistics
  ['#08323d', '#1b7f8c', '#9be3de'], // Oasis Clinics
  ['#3a2412', '#a0652c', '#f6d8ae'], // Dune Realty
  ['#1d0b3a', '#3a5bd9', '#ff6f91'], // Marina Fitness
  ['#0f1226', '#3d2c8d', '#4ecdc4'], // Atlas Finance
];

const CASE_STUDIES = [
  ['Souq Fresh', 'browser'],
  ['Falcon Logistics', 'chart'],
  ['Oasis Clinics', 'phone'],
  ['Dune Realty', 'browser'],
  ['Marina Fitness', 'phone'],
  ['Atlas Finance', 'chart'],
] as const;

const BLOG_WORDS = [
  'Web Speed',
  'App Launch',
  'UX Research',
  'Online Store',
  'Local SEO',
  'Social Reach',
  'Ads ROI',
  'CMS Choice',
  'Arabic UX',
  'Core Vitals',
  'Growth Plan',
  'Brand Voice',
];
const BLOG_MOTIFS: Motif[] = [
  'browser',
  'phone',
  'grid',
  'browser',
  'chart',
  'grid',
  'chart',
  'browser',
  'grid',
  'chart',
  'skyline',
  'quote',
];

const SERVICES: Array<[string, string, Motif]> = [
  ['web-development', 'Web Development', 'browser'],
  ['mobile-app-development', 'Mobile Apps', 'phone'],
  ['ui-ux-design', 'UI/UX Design', 'grid'],
  ['ecommerce-development', 'E-commerce', 'browser'],
  ['cms-development', 'CMS Websites', 'browser'],
  ['seo', 'SEO', 'chart'],
  ['social-media-marketing', 'Social Media', 'phone'],
  ['google-ads', 'Google Ads', 'chart'],
];

const BRAND: Palette = ['#0b1026', '#3b2a8f', '#22c7a9'];

async function drawImages() {
  let seed = 1;
  for (const [index, [name, motif]] of CASE_STUDIES.entries()) {
    const n = index + 1;
    const palette = PALETTES[index]!;
    await drawCard({
      file: out('case-studies', `cs-${n}-banner.webp`),
      width: 1600,
      height: 900,
      palette,
      motif,
      label: name,
      seed: seed++,
    });
    const sections: Motif[] = ['grid', motif, 'chart'];
    for (const [i, sectionMotif] of sections.entries()) {
      await drawCard({
        file: out('case-studies', `cs-${n}-sec${i + 1}.webp`),
        width: 1200,
        height: 800,
        palette,
        motif: sectionMotif,
        seed: seed++,
      });
    }
  }
  for (let n = 1; n <= 12; n++) {
    const palette = PALETTES[(n - 1) % PALETTES.length]!;
    await drawCard({
      file: out('blogs', `blog-${n}.webp`),
      width: 1200,
      height: 675,
      palette,
      motif: BLOG_MOTIFS[n - 1]!,
      label: BLOG_WORDS[n - 1],
      seed: seed++,
    });
  }
  for (const [index, [slug, label, motif]] of SERVICES.entries()) {
    const palette = PALETTES[index % PALETTES.length]!;
    await drawCard({
      file: out('services', `${slug}-hero.webp`),
      width: 1600,
      height: 900,
      palette: BRAND,
      motif,
      label,
      seed: seed++,
    });
    const motifs: Motif[] = [motif, 'grid', 'chart'];
    for (const [i, m] of motifs.entries()) {
      await drawCard({
        file: out('services', `${slug}-${i + 1}.webp`),
        width: 1000,
        height: 750,
        palette,
        motif: m,
        seed: seed++,
      });
    }
  }
  for (let n = 1; n <= 3; n++) {
    await drawCard({
      file: out('locations', `location-${n}.webp`),
      width: 1000,
      height: 750,
      palette: PALETTES[n + 1]!,
      motif: 'skyline',
      seed: seed++,
    });
  }
  const site: Array<[string, number, number, Motif, string?]> = [
    ['company-hero', 1600, 900, 'skyline'],
    ['about', 1000, 750, 'grid'],
    ['partnership', 1000, 750, 'chart'],
    ['account-managers', 1000, 750, 'quote'],
    ['app-development', 1000, 750, 'phone'],
    ['contact-hero', 1600, 900, 'skyline'],
  ];
  for (const [name, width, height, motif] of site) {
    await drawCard({
      file: out('site', `${name}.webp`),
      width,
      height,
      palette: BRAND,
      motif,
      seed: seed++,
    });
  }
  await drawCard({
    file: out('site', 'og-default.png'),
    width: 1200,
    height: 630,
    palette: BRAND,
    motif: 'grid',
    label: 'Nexa Digital',
    sublabel: 'Modifying Ideas into Digital Growth',
    seed: seed++,
    format: 'png',
  });
  const initials = ['LA', 'OK', 'SR', 'MH'];
  for (const [index, text] of initials.entries()) {
    const [from, to] = PALETTES[index]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="256" height="256" fill="url(#g)"/><text x="128" y="156" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
    fs.mkdirSync(out('testimonials'), { recursive: true });
    await sharp(Buffer.from(svg))
      .webp({ quality: 75 })
      .toFile(out('testimonials', `t-${index + 1}.webp`));
  }
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

async function poster(video: string, file: string, width: number) {
  const frame = path.join(os.tmpdir(), `poster-${process.pid}.png`);
  ffmpeg(['-i', video, '-frames:v', '1', frame]);
  await sharp(frame).resize({ width }).webp({ quality: 70 }).toFile(file);
  fs.rmSync(frame);
}

/**
 * A silent H.264 MP4 of an ffmpeg lavfi source, playable before it has fully loaded;
 * `filters` go between the source and the encoder.
 */
function mp4(source: string, crf: number, file: string, filters: string[] = []) {
  ffmpeg([
    ...['-f', 'lavfi', '-i', source, ...filters],
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', String(crf), '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', '-an', file],
  ]);
}

async function drawVideos() {
  fs.mkdirSync(out('hero'), { recursive: true });
  fs.mkdirSync(out('videos'), { recursive: true });
  // Slow drifting gradients in the brand's navy, violet and teal; dark enough for white text.
  const hero =
    'gradients=s=1280x720:r=24:d=10:speed=0.008:seed=7:n=4:c0=0x0b1026:c1=0x2a1d6e:c2=0x0b4f4a:c3=0x151a3d';
  const heroMp4 = out('hero', 'hero.mp4');
  mp4(hero, 30, heroMp4);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    hero,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '42',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-an',
    out('hero', 'hero.webm'),
  ]);
  await poster(heroMp4, out('hero', 'hero-poster.webp'), 1280);

  const stories: Array<[string, string]> = [
    ['0x0b3d2e', '0x1f8a5b'],
    ['0x1d0b3a', '0x3a5bd9'],
  ];
  for (const [index, [c0, c1]] of stories.entries()) {
    const file = out('videos', `testimonial-${index + 1}.mp4`);
    const source = `gradients=s=640x360:r=24:d=6:speed=0.02:seed=${index + 3}:n=2:c0=${c0}:c1=${c1}`;
    const caption = `drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='Client story':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h-text_h)/2`;
    mp4(source, 32, file, ['-vf', caption]);
    await poster(file, out('videos', `testimonial-${index + 1}-poster.webp`), 640);
  }
}

async function main() {
  await drawImages();
  if (process.argv.includes('--images-only')) return;
  await drawVideos();
}

void main();
