// `npm run bench:islands` (issue 30): the islands prototype, measured. A public page as
// it is served today (React DOM, Next's client router, hydration) beside the same page
// without the framework's client runtime and with one small island script for what the
// chrome does in the browser (./bench/islands): the same HTML, CSS, fonts and pictures.
// Lighthouse mobile, both versions interleaved (today, prototype, today…), 3 runs each
// and 3 more with the CPU slowed 8x; prints medians. Figures are printed, never asserted.
//
// The prototype is served by a small proxy in this script: the page from the production
// server's cache with its scripts stripped, the island bundle, and everything else
// (stylesheets, fonts, pictures) passed through from the server unchanged.
//
// Options (environment): BENCH_PORT (3430; the prototype's proxy on the next port),
// BENCH_RUNS (3), BENCH_SLOW_RUNS (BENCH_RUNS), BENCH_QUIET_WAIT_S (60), NEXT_DIST_DIR
// (.next-bench-islands), CHROME_PATH.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LaunchedChrome } from 'chrome-launcher';
import { build } from 'esbuild';
import { stripFramework } from './bench/islands/strip-framework';
import {
  launchChrome,
  lighthouse,
  median,
  printFailedAudits,
  sampleOf,
  waitForQuietMachine,
  type Sample,
} from './bench/lighthouse';
import { BENCH_PAGES } from './bench/pages';
import { startBenchServer } from './bench/server';

const port = Number(process.env.BENCH_PORT ?? 3430);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? runs);
const quietWaitSeconds = Number(process.env.BENCH_QUIET_WAIT_S ?? 60);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench-islands';

const ISLAND_URL = '/_islands/site.js';

// Pages whose only client code is the chrome (header menus, visit recording): the
// prototype's island covers them whole. Home (carousels, the hero video) and contact
// (the form) would need islands of their own, not written for the prototype.
const PAGES = [
  BENCH_PAGES.find((page) => page.name === 'Blog')!,
  { name: 'Privacy policy', path: '/privacy-policy' },
];

async function islandBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'bench', 'islands', 'site-island.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Serves the prototype pages and the island; passes every other request to `origin`. */
async function startPrototypeProxy(origin: string, proxyPort: number, island: string) {
  const pages = new Map<string, Buffer>();
  for (const page of PAGES) {
    const html = await (await fetch(origin + page.path)).text();
    pages.set(page.path, Buffer.from(stripFramework(html, ISLAND_URL)));
  }
  const send = (
    response: http.ServerResponse,
    request: http.IncomingMessage,
    type: string,
    body: Buffer,
  ) => {
    // Compressed as the server and nginx send pages and scripts to a browser.
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'cache-control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000',
    });
    response.end(gzip ? zlib.gzipSync(body, { level: 6 }) : body);
  };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const page = pages.get(url);
    if (page) return send(response, request, 'text/html; charset=utf-8', page);
    if (url === ISLAND_URL)
      return send(response, request, 'text/javascript; charset=utf-8', Buffer.from(island));
    // Passed through byte for byte (fetch would decompress what the server compressed).
    const upstream = http.request(origin + url, {
      method: request.method,
      headers: request.headers,
    });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(proxyPort, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${proxyPort}`, close: () => server.close() };
}

async function main() {
  const server = await startBenchServer({ port, distDir, quiet: true });
  const island = await islandBundle();
  console.log(
    `[bench] island bundle: ${island.length} bytes, ${zlib.gzipSync(island).length} gzip`,
  );
  const proxy = await startPrototypeProxy(server.origin, port + 1, island);
  const versions = [
    { name: 'today', origin: server.origin },
    { name: 'islands', origin: proxy.origin },
  ];
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launchChrome();
    const rows = PAGES.flatMap((page) =>
      versions.map((version) => ({
        page: page.name,
        version: version.name,
        url: version.origin + page.path,
        samples: [] as Sample[],
        slow: [] as Sample[],
      })),
    );
    // A first, unmeasured pass fills the image optimiser's cache for the mobile sizes.
    for (const row of rows) await lighthouse(row.url, chrome.port);
    for (let run = 1; run <= Math.max(runs, slowRuns); run++) {
      for (const row of rows) {
        if (run <= runs) {
          await waitForQuietMachine(quietWaitSeconds);
          row.samples.push(sampleOf(await lighthouse(row.url, chrome.port)));
          console.log(
            `[bench] ${row.page} (${row.version}) run ${run}: performance ${row.samples.at(-1)!.scores.performance}`,
          );
        }
        if (run <= slowRuns) {
          await waitForQuietMachine(quietWaitSeconds);
          row.slow.push(sampleOf(await lighthouse(row.url, chrome.port, 8)));
        }
      }
    }
    console.log(
      `\nLighthouse ${runs}-run medians, mobile (simulated slow 4G, 4x CPU), and ${slowRuns}-run ` +
        'medians with the CPU slowed 8x: today against the islands prototype',
    );
    console.table(
      rows.map(({ page, version, samples, slow }) => ({
        page,
        version,
        perf: median(samples.map((s) => s.scores.performance)),
        a11y: median(samples.map((s) => s.scores.accessibility)),
        'best-pr.': median(samples.map((s) => s.scores['best-practices'])),
        seo: median(samples.map((s) => s.scores.seo)),
        'FCP ms': Math.round(median(samples.map((s) => s.fcp))),
        'LCP ms': Math.round(median(samples.map((s) => s.lcp))),
        'TBT ms': Math.round(median(samples.map((s) => s.tbt))),
        'JS kB': Number((median(samples.map((s) => s.jsBytes)) / 1024).toFixed(1)),
        ...(slowRuns > 0
          ? {
              'perf 8x': median(slow.map((s) => s.scores.performance)),
              'LCP 8x ms': Math.round(median(slow.map((s) => s.lcp))),
              'TBT 8x ms': Math.round(median(slow.map((s) => s.tbt))),
            }
          : {}),
      })),
    );
    printFailedAudits(
      rows.map((row) => ({ label: `${row.page} (${row.version})`, samples: row.samples })),
    );
  } finally {
    await chrome?.kill();
    proxy.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
