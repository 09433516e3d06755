// `npm run bench:js`: the JavaScript each public page makes a visitor download before
// any interaction, compressed as nginx sends it (gzip level 6, deploy/nginx). It serves a
// production build (NEXT_DIST_DIR, default .next-bench) from a fresh demo data folder on
// 127.0.0.1, reads each page's HTML and sums the scripts it names. Chunks loaded later
// on demand (a carousel's Embla, a form's schemas on the first submit) are not counted.
// Byte counts do not depend on the machine's load, so one run is enough.
import { gzipSync } from 'node:zlib';
import { startBenchServer } from './bench/server';
import { BENCH_PAGES } from './bench/pages';

const port = Number(process.env.BENCH_PORT ?? 3430);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';

const EXTRA_PAGES = [
  { name: 'Company', path: '/company' },
  { name: 'Case studies', path: '/case-studies' },
  { name: 'Contact', path: '/contact' },
  { name: 'Privacy policy', path: '/privacy-policy' },
  { name: 'Location page', path: '/web-design-company-abu-dhabi' },
];

/** The scripts a modern browser fetches: `nomodule` polyfills are for old ones only. */
const scriptSources = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));

async function main() {
  const server = await startBenchServer({ port, distDir, quiet: true });
  const sizes = new Map<string, number>(); // script path → gzip bytes
  const sizeOf = async (src: string) => {
    if (!sizes.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, server.origin))).arrayBuffer());
      sizes.set(src, gzipSync(body, { level: 6 }).length);
    }
    return sizes.get(src)!;
  };
  try {
    const rows = [];
    const pages = [...BENCH_PAGES, ...EXTRA_PAGES];
    const scriptsOf = new Map<string, string[]>();
    for (const page of pages) {
      const response = await fetch(server.origin + page.path);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      scriptsOf.set(page.name, scriptSources(await response.text()));
    }
    // Scripts every page names: React, Next's runtime and the site's shell.
    const everyPage = [...scriptsOf.values()].reduce((common, list) =>
      common.filter((src) => list.includes(src)),
    );
    let shared = 0;
    for (const src of everyPage) shared += await sizeOf(src);
    for (const page of pages) {
      const scripts = scriptsOf.get(page.name)!;
      let total = 0;
      for (const src of scripts) total += await sizeOf(src);
      rows.push({
        page: page.name,
        path: page.path,
        scripts: scripts.length,
        'JS kB (gzip)': Number((total / 1024).toFixed(1)),
        'own kB': Number(((total - shared) / 1024).toFixed(1)),
      });
    }
    console.table(rows);
    console.log(
      `Shared by every page: ${everyPage.length} scripts, ${(shared / 1024).toFixed(1)} kB gzip:`,
    );
    for (const src of everyPage)
      console.log(`  ${((await sizeOf(src)) / 1024).toFixed(1).padStart(6)} kB  ${src}`);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
