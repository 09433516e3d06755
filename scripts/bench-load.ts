// `npm run bench:load`: how many requests a second one instance serves, and how fast,
// for the public pages, the JSON API and an enquiry (a database write with its outbox
// row). wrk against a production build, on 127.0.0.1 only, each target for a
// bounded time, one after the other in one run so that the ratios to the static
// /privacy-policy compare like with like on a noisy machine. Figures are printed,
// never asserted. The load comes from wrk (./bench/wrk.ts says why not a Node client).
// Beside each target: the server's event-loop delay (p99 and max) and its time in garbage
// collection while the target ran (./bench/server-metrics.ts).
//
// Options (environment): BENCH_PORT (3420), NEXT_DIST_DIR (.next-bench),
// BENCH_DURATION seconds per target (10), BENCH_WARMUP seconds of unmeasured load on
// each target first (3: the JIT and the heap settle, else the first target measured
// pays for them), BENCH_CONNECTIONS (32),
// BENCH_DATABASE_URL (a postgres:// URL to measure on PostgreSQL instead of SQLite),
// BENCH_DATA_DIR (a data folder to serve, e.g. one filled by `npm run seed:bulk`;
// a fresh one with the demo content otherwise), BENCH_TARGETS (comma-separated words: only
// the targets whose name contains one, e.g. "enquiry,api"; the static page is always
// measured, as the ratios need it).
import { startBenchServer } from './bench/server';
import { benchMetricsToken, serverWindow } from './bench/server-metrics';
import { wrk } from './bench/wrk';

const port = Number(process.env.BENCH_PORT ?? 3420);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const warmup = Math.min(30, Number(process.env.BENCH_WARMUP ?? 3));
const connections = Math.min(64, Number(process.env.BENCH_CONNECTIONS ?? 32));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = process.env.BENCH_DATA_DIR || undefined;
const only = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

/** The deep page of /insights measured (or the last one, on a site with fewer). */
const DEEP_INSIGHTS_PAGE = 50;
const INSIGHTS_PAGE_SIZE = 12;
const STATIC_PAGE = '/privacy-policy';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Each request from a new visitor address (enquiries: rate limits are per visitor). */
  newVisitorEach?: boolean;
}

async function getJson<T>(origin: string, path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return {
    body: (await response.json()) as T,
    total: Number(response.headers.get('x-total-count') ?? 0),
  };
}

/** Real records of whatever the database holds: the newest of each kind. */
async function targetsFor(origin: string): Promise<Target[]> {
  const blogs = await getJson<{ data: { slug_url: string }[] }>(origin, '/blog?page=1&limit=1');
  const studies = await getJson<{ _id: string; heroHeading: string }[]>(
    origin,
    '/api/caseStudies?page=1&limit=20',
  );
  const places = await getJson<{ slug_url: string }[]>(origin, '/api/locationpages?page=1&limit=1');
  const blog = blogs.body.data[0];
  const study = studies.body.find((s) => s.heroHeading.trim() !== '');
  const place = places.body[0];
  if (!blog || !study || !place)
    throw new Error('the database holds no blog, case study or location page');
  const deepPage = Math.min(DEEP_INSIGHTS_PAGE, Math.ceil(blogs.total / INSIGHTS_PAGE_SIZE));
  return [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: `/blogs/${blog.slug_url}` },
    { name: 'Insights', path: '/insights' },
    {
      name: `Insights page ${deepPage}`,
      path: deepPage > 1 ? `/insights/page/${deepPage}` : '/insights',
    },
    { name: 'Case study', path: `/casestudy/${study._id}` },
    { name: 'Location page', path: `/${place.slug_url}` },
    { name: 'Sitemap index', path: '/sitemap.xml' },
    { name: 'Sitemap file 0', path: '/sitemaps/sitemap/0.xml' },
    { name: 'API: blogs, page 1 of 20', path: '/blog?page=1&limit=20' },
    { name: 'Static page', path: STATIC_PAGE },
    {
      name: 'Enquiry (write)',
      path: '/send-contact-form-main',
      method: 'POST',
      body: JSON.stringify({
        name: 'Load Test',
        email: 'load@example.com',
        message: 'Measuring the enquiry path.',
      }),
      // The server trusts X-Forwarded-For from 127.0.0.1 (TRUST_PROXY=loopback).
      headers: { 'content-type': 'application/json' },
      newVisitorEach: true,
    },
  ];
}

const metricsToken = benchMetricsToken();

async function measure(origin: string, { name, path, ...request }: Target) {
  const load = { url: origin + path, ...request };
  if (warmup > 0) await wrk(load, { connections, seconds: warmup });
  const window = await serverWindow(origin, metricsToken);
  const figures = await wrk(load, { connections, seconds: duration });
  return { target: name, ...figures, ...(await window.end()) };
}

async function main() {
  const server = await startBenchServer({
    port,
    distDir,
    quiet: true,
    dataDir,
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', METRICS_TOKEN: metricsToken },
  });
  try {
    const targets = (await targetsFor(server.origin)).filter(
      (target) =>
        only.length === 0 ||
        target.path === STATIC_PAGE ||
        only.some((word) => target.name.toLowerCase().includes(word)),
    );
    const bytes = new Map<string, number>();
    for (const target of targets.filter((t) => !t.method)) {
      const response = await fetch(server.origin + target.path); // warm route code and caches
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      bytes.set(target.path, (await response.arrayBuffer()).byteLength);
    }
    const rows = [];
    for (const target of targets) {
      console.log(
        `[bench] ${target.name}: ${warmup} s warm-up, ${duration} s with ${connections} connections…`,
      );
      rows.push({ ...(await measure(server.origin, target)), path: target.path });
    }
    const staticRate = rows.find((row) => row.path === STATIC_PAGE)!['req/s'];
    console.log(
      `\nOne instance, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}${dataDir ? ` (${dataDir})` : ', demo content'}, ` +
        `${connections} connections, ${duration} s per target, ${server.origin}`,
    );
    console.table(
      rows.map(({ path, ...row }) => ({
        ...row,
        [`× ${STATIC_PAGE}`]: (row['req/s'] / staticRate).toFixed(2),
        'body KB': bytes.has(path) ? (bytes.get(path)! / 1024).toFixed(1) : '',
      })),
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
