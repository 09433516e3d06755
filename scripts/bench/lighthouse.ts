// Lighthouse runs for bench:lighthouse: one run through
// Lighthouse's CLI, the figures kept from its report, and the wait for a quiet machine.
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

const root = path.resolve(import.meta.dirname, '..', '..');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseReport = RunnerResult['lhr'];

/** The headless Chromium that Lighthouse drives (it connects to its port). */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}

const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * One Lighthouse run through its CLI in a plain Node process: under tsx, Lighthouse's
 * page-side functions would carry esbuild's `__name` helper into the browser and fail.
 * `cpuSlowdown` 4 is Lighthouse's own phone; 8 is a phone twice as slow (issue 30),
 * performance only.
 */
export function lighthouse(
  url: string,
  chromePort: number,
  cpuSlowdown = 4,
  status = 200,
): Promise<LighthouseReport> {
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
    ...(cpuSlowdown === 4
      ? []
      : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`, '--only-categories=performance']),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error)
        return reject(new Error(`Lighthouse failed for ${url}: ${stderr || error.message}`));
      try {
        resolve(JSON.parse(stdout) as LighthouseReport);
      } catch (parseError) {
        reject(parseError as Error);
      }
    });
  });
}

export interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** Audits of the four categories that scored below 0.9. */
  failed: string[];
}

export function sampleOf(lhr: LighthouseReport): Sample {
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
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    failed,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Lighthouse's simulated timings still follow what the browser really observed, so a run
 * on a machine busy with other work scores lower. Before each run, wait (up to
 * `seconds`) for the one-minute load average to drop below three quarters of the cores.
 */
export async function waitForQuietMachine(seconds: number): Promise<void> {
  const limit = Math.max(1, os.cpus().length) * 0.75;
  const deadline = Date.now() + seconds * 1000;
  while (os.loadavg()[0]! > limit && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Lists, once each, the audits that scored below 0.9 in any run of any page. */
export function printFailedAudits(pages: { label: string; samples: Sample[] }[]): void {
  const failures = new Set(
    pages.flatMap(({ label, samples }) =>
      samples.flatMap((sample) => sample.failed.map((failed) => `${label}: ${failed}`)),
    ),
  );
  if (failures.size === 0) return;
  console.log('\nAudits below 0.9 in at least one run:');
  for (const failure of failures) console.log(`  ${failure}`);
}
