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
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { RunnerResult } from 'lighthouse';
import { benchAdminEnv, benchStaffHeaders, publishArabicBlog } from './bench/arabic-blog';
import { arabicPathOf, BENCH_PAGES, OTHER_PAGES } from './bench/pages';
import { startBenchServer } from './bench/server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3410);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const reportDir = process.env.BENCH_REPORT_DIR;
// How long to wait, at most, for a quiet machine before each run (BENCH_QUIET_WAIT_S).
const quietWaitSeconds = Number(process.env.BENCH_QUIET_WAIT_S ?? 60);
// Runs with the CPU slowed 8x instead of 4x (performance only); 0 leaves them out.
const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? runs);

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * One Lighthouse run through its CLI in a plain Node process: under tsx, Lighthouse's
 * page-side functions would carry esbuild's `__name` helper into the browser and fail.
 */
function lighthouse(
  url: string,
  chromePort: number,
  cpuSlowdown = 4,
  status = 200,
): Promise<RunnerResult['lhr']> {
  const args = [
    lighthouseCli,
    url,
    `--port=${chromePort}`,
    '--output=json',
    '--output-path=stdout',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--quiet',
    // Lighthouse refuses to audit a page that answers an error unless told to.
    ...(status === 200 ? [] : ['--ignore-status-code']),
    // 4 is Lighthouse's own phone; 8 is a phone twice as slow (issue 30), performance only.
    ...(cpuSlowdown === 4
      ? []
      : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`, '--only-categories=performance']),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error)
        return reject(new Error(`Lighthouse failed for ${url}: ${stderr || error.message}`));
      try {
        resolve(JSON.parse(stdout) as RunnerResult['lhr']);
      } catch (parseError) {
        reject(parseError as Error);
      }
    });
  });
}

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  failed: string[];
}

/**
 * Lighthouse's simulated timings still follow what the browser really observed, so a run
 * on a machine busy with other work scores lower. Before each run, wait (up to a minute)
 * for the one-minute load average to drop below the number of cores.
 */
async function waitForQuietMachine(): Promise<void> {
  const limit = Math.max(1, os.cpus().length) * 0.75;
  const deadline = Date.now() + quietWaitSeconds * 1000;
  while (os.loadavg()[0]! > limit && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function saveReport(pageName: string, report: RunnerResult['lhr']): void {
  fs.mkdirSync(reportDir!, { recursive: true });
  const file = path.join(reportDir!, `${pageName.replace(/\W+/g, '-').toLowerCase()}.json`);
  fs.writeFileSync(file, JSON.stringify(report));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function sampleOf(lhr: RunnerResult['lhr']): Sample {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const jsBytes = summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const failed = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category}: ${audit!.id} (${audit!.displayValue ?? audit!.score})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    failed,
  };
}

async function main() {
  const server = await startBenchServer({ port, distDir, env: benchAdminEnv() });
  const origin = server.origin;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
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

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
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
          await waitForQuietMachine();
          const report = await lighthouse(origin + row.path, chrome.port, 4, row.status);
          row.samples.push(sampleOf(report));
          if (reportDir) saveReport(row.name, report);
          console.log(
            `[bench] ${row.name} run ${run}/${runs}: performance ${row.samples.at(-1)!.scores.performance}` +
              ` (load average ${os.loadavg()[0]!.toFixed(2)})`,
          );
        }
        if (run <= slowRuns) {
          await waitForQuietMachine();
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

    const failures = new Set(
      rows.flatMap((row) => row.samples.flatMap((s) => s.failed.map((f) => `${row.name}: ${f}`))),
    );
    if (failures.size > 0) {
      console.log('\nAudits below 0.9 in at least one run:');
      for (const failure of failures) console.log(`  ${failure}`);
    }
  } finally {
    await chrome?.kill();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
