// `npm run bench:js`: the JavaScript each public page makes a visitor download before
// any interaction, compressed as nginx sends it (gzip level 6, deploy/nginx). It serves a
// production build (NEXT_DIST_DIR, default .next-bench) from a fresh demo data folder on
// 127.0.0.1, reads each page's HTML and sums the scripts it names, and the chunks of the
// islands the page has (./bench/island-scripts.ts). Chunks loaded later on demand (a
// form's schemas on the first touch) are not counted.
// Byte counts do not depend on the machine's load, so one run is enough.
// The Arabic edition's pages (issue 29) are listed after the English ones; the Arabic
// blog is the bench blog's translation, published first (./bench/arabic-blog.ts). The
// scripts "shared by every page" are those of every English page.
import { gzipSync } from 'node:zlib';
import { benchAdminEnv, benchStaffHeaders, publishArabicBlog } from './bench/arabic-blog';
import { islandScripts } from './bench/island-scripts';
import { startBenchServer } from './bench/server';
import { BENCH_PAGES, OTHER_PAGES } from './bench/pages';

const port = Number(process.env.BENCH_PORT ?? 3430);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';

const ARABIC_PAGES = [
  { name: 'Home, Arabic', path: '/ar' },
  { name: 'Service (numbered), Arabic', path: '/ar/web-development-service-in-dubai-uae' },
  { name: 'Service (shared layout), Arabic', path: '/ar/cms-website-development-in-dubai-uae' },
  { name: 'Insights, Arabic', path: '/ar/insights' },
  { name: 'Company, Arabic', path: '/ar/company' },
  { name: 'Case studies, Arabic', path: '/ar/case-studies' },
  { name: 'Contact, Arabic', path: '/ar/contact' },
  { name: 'Privacy policy, Arabic', path: '/ar/privacy-policy' },
];

/** The scripts a modern browser fetches: `nomodule` polyfills are for old ones only. */
const scriptSources = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1])
    .filter((src): src is string => Boolean(src));

async function main() {
  const server = await startBenchServer({ port, distDir, quiet: true, env: benchAdminEnv() });
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
    const english = [...BENCH_PAGES, ...OTHER_PAGES];
    const blog = english.find((page) => page.name === 'Blog')!;
    const { arabic: arabicBlog } = await publishArabicBlog(
      server.origin,
      await benchStaffHeaders(server.origin),
      blog.path.slice('/blogs/'.length),
    );
    const pages = [...english, ...ARABIC_PAGES, { name: 'Blog, Arabic', path: arabicBlog }];
    const scriptsOf = new Map<string, string[]>();
    for (const page of pages) {
      const response = await fetch(server.origin + page.path);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      const html = await response.text();
      const named = scriptSources(html);
      const islands = named.find((src) => src.startsWith('/islands/'));
      const fetchText = async (path: string) => (await fetch(new URL(path, server.origin))).text();
      scriptsOf.set(page.name, [
        ...named,
        ...(islands ? await islandScripts(html, islands, fetchText) : []),
      ]);
    }
    // Scripts every page names: React, Next's runtime and the site's shell.
    const everyPage = english
      .map((page) => scriptsOf.get(page.name)!)
      .reduce((common, list) => common.filter((src) => list.includes(src)));
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
      `Shared by every English page: ${everyPage.length} scripts, ${(shared / 1024).toFixed(1)} kB gzip:`,
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
