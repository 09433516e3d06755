// `npm run bench:lighthouse`: Lighthouse in its default mobile mode (Moto G Power
// emulation, simulated slow 4G and 4x CPU slowdown) against a production build served on
// a fresh data folder. Three runs per page; prints the median of every category score,
// of LCP, TBT and CLS, and the compressed JavaScript each page loads. Timings are
// printed, never asserted (ARCHITECTURE: Tests).
//
// Options (environment): BENCH_PORT (3410), BENCH_RUNS (3), NEXT_DIST_DIR (.next-bench),
// CHROME_PATH (/usr/bin/chromium), BENCH_REPORT_DIR (unset: when set, each page's last
// full Lighthouse report is written there as JSON, to see where the time goes),
// BENCH_TARGETS (comma-separated words: only the pages whose name contains one, e.g.
// "home,blog"), BENCH_LANGS ("en,ar": which editions), BENCH_SLOW_RUNS (BENCH_RUNS: runs
// with the CPU slowed 8x instead of 4x, performance only; 0 leaves them out),
// BENCH_QUIET_WAIT_S (60: the longest wait for a quiet machine before each run).
// Every public page type is measured (issue 30): home, the two service templates, a blog,
// a case study, Insights, company, the case-study list, contact, a location page, both
// policies and the not-found page (which answers 404, so SEO's status audit fails there).
// The Arabic edition (issue 29): `/ar` and the bench blog's Arabic translation (published
// first, ./bench/arabic-blog.ts) are measured beside their English pages. The runs are
// interleaved (run 1 of every page, then run 2…), so a busy spell of the shared machine
// does not fall on one page's three runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { benchAdminEnv, benchStaffHeaders, publishArabicBlog } from './bench/arabic-blog';
import {
  launchChrome,
  lighthouse,
  median,
  printFailedAudits,
  sampleOf,
  waitForQuietMachine,
  type LighthouseReport,
  type Sample,
} from './bench/lighthouse';
import { arabicPathOf, BENCH_PAGES, OTHER_PAGES } from './bench/pages';
import { startBenchServer } from './bench/server';

const port = Number(process.env.BENCH_PORT ?? 3410);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const reportDir = process.env.BENCH_REPORT_DIR;
// How long to wait, at most, for a quiet machine before each run (BENCH_QUIET_WAIT_S).
const quietWaitSeconds = Number(process.env.BENCH_QUIET_WAIT_S ?? 60);
// Runs with the CPU slowed 8x instead of 4x (performance only); 0 leaves them out.
const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? runs);

const only = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

const languages = (process.env.BENCH_LANGS ?? 'en,ar')
  .split(',')
  .map((word) => word.trim().toLowerCase());

interface LighthousePage {
  name: string;
  path: string;
  /** The status the page answers: the not-found page's is 404. */
  status: number;
}

/**
 * Every public page type (issue 30): BENCH_PAGES plus the pages only Lighthouse measures,
 * each Arabic page after its English counterpart. The Arabic blog is the bench blog's
 * translation; the others are at `arabicPathOf` (the location page at its Arabic slug).
 */
function pagesFor(arabicBlog: string): LighthousePage[] {
  const english = [
    ...BENCH_PAGES,
    ...OTHER_PAGES,
    { name: 'Refund policy', path: '/refund-policy' },
    { name: 'Not found', path: '/no-such-page-here' },
  ];
  const pages = english.flatMap((page) => {
    const status = page.name === 'Not found' ? 404 : 200;
    const arabicPath = page.name === 'Blog' ? arabicBlog : arabicPathOf(page.path);
    return [
      ...(languages.includes('en') ? [{ ...page, status }] : []),
      ...(languages.includes('ar')
        ? [{ name: `${page.name}, Arabic`, path: arabicPath, status }]
        : []),
    ];
  });
  return pages.filter(
    (page) => only.length === 0 || only.some((word) => page.name.toLowerCase().includes(word)),
  );
}

function saveReport(pageName: string, report: LighthouseReport): void {
  fs.mkdirSync(reportDir!, { recursive: true });
  const file = path.join(reportDir!, `${pageName.replace(/\W+/g, '-').toLowerCase()}.json`);
  fs.writeFileSync(file, JSON.stringify(report));
}

async function main() {
  const server = await startBenchServer({ port, distDir, env: benchAdminEnv() });
  const origin = server.origin;
  let chrome: LaunchedChrome | undefined;
  try {
    const blog = BENCH_PAGES.find((page) => page.name === 'Blog')!;
    const { arabic } = await publishArabicBlog(
      origin,
      await benchStaffHeaders(origin),
      blog.path.slice('/blogs/'.length),
    );
    const pages = pagesFor(arabic);
    // Warm the server (route code, data cache, optimised images) before measuring.
    for (const page of pages) {
      const response = await fetch(origin + page.path);
      if (response.status !== page.status)
        throw new Error(`${page.path} answered ${response.status}, not ${page.status}`);
      await response.text();
    }

    chrome = await launchChrome();
    // A first, unmeasured pass fills the image optimiser's cache for the mobile sizes.
    for (const page of pages) await lighthouse(origin + page.path, chrome.port, 4, page.status);

    const rows = pages.map((page) => ({
      ...page,
      samples: [] as Sample[],
      slow: [] as { performance: number; tbt: number; lcp: number }[],
    }));
    for (let run = 1; run <= Math.max(runs, slowRuns); run++) {
      for (const row of rows) {
        if (run <= runs) {
          await waitForQuietMachine(quietWaitSeconds);
          const report = await lighthouse(origin + row.path, chrome.port, 4, row.status);
          row.samples.push(sampleOf(report));
          if (reportDir) saveReport(row.name, report);
          console.log(
            `[bench] ${row.name} run ${run}/${runs}: performance ${row.samples.at(-1)!.scores.performance}` +
              ` (load average ${os.loadavg()[0]!.toFixed(2)})`,
          );
        }
        if (run <= slowRuns) {
          await waitForQuietMachine(quietWaitSeconds);
          const slow = sampleOf(await lighthouse(origin + row.path, chrome.port, 8, row.status));
          row.slow.push({ performance: slow.scores.performance, tbt: slow.tbt, lcp: slow.lcp });
          console.log(
            `[bench] ${row.name} 8x CPU run ${run}/${slowRuns}: performance ${slow.scores.performance}`,
          );
        }
      }
    }

    const table = rows.map(({ name, path: pagePath, samples, slow }) => ({
      page: name,
      path: pagePath,
      perf: median(samples.map((s) => s.scores.performance)),
      a11y: median(samples.map((s) => s.scores.accessibility)),
      'best-pr.': median(samples.map((s) => s.scores['best-practices'])),
      seo: median(samples.map((s) => s.scores.seo)),
      'LCP ms': Math.round(median(samples.map((s) => s.lcp))),
      'TBT ms': Math.round(median(samples.map((s) => s.tbt))),
      CLS: Number(median(samples.map((s) => s.cls)).toFixed(3)),
      'JS kB (compressed)': Number((median(samples.map((s) => s.jsBytes)) / 1024).toFixed(1)),
      ...(slowRuns > 0
        ? {
            'perf 8x CPU': median(slow.map((s) => s.performance)),
            'TBT 8x ms': Math.round(median(slow.map((s) => s.tbt))),
          }
        : {}),
    }));
    console.log(
      `\nLighthouse ${runs}-run medians, mobile (simulated slow 4G, 4x CPU; "8x CPU": ` +
        `${slowRuns}-run medians of the performance score with the CPU twice as slow), ${origin}`,
    );
    console.table(table);

    printFailedAudits(rows.map((row) => ({ label: row.name, samples: row.samples })));
  } finally {
    await chrome?.kill();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
