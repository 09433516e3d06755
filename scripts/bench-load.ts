// `npm run bench:load`: how many requests a second one instance serves, and how fast,
// for the public pages, the JSON API (public lists, and the media library as staff read
// it, signed in with a Bearer token) and an enquiry (a database write with its outbox
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
// the targets whose name contains one, e.g. "enquiry,api" or "media"; the static page is
// always measured, as the ratios need it), BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (the
// staff account the media library targets sign in with: created by the start when the
// database has no administrator yet, as ADMIN_EMAIL does; bench@agency.test by default).
// A bulk database for the library: `npm run seed:bulk -- --blogs 100000 --assets 10000`.
// BENCH_ORDER=reverse measures the targets in the reverse order (the server measured
// second in a pair tends to come out slower: alternate). BENCH_ROUNDS (1, at most 10)
// measures every target that many times, each round in the other order, and prints each
// figure's median: neighbours in the list are then compared over the same spells of a
// busy machine, not over one 10-second window each.
// The Arabic edition (issue 29): each Arabic page is measured right after its English
// counterpart ("…, Arabic"; BENCH_TARGETS=arabic for those alone, beside the static
// page). The newest blog's Arabic translation is published first, unless it has one.
import { publishArabicBlog } from './bench/arabic-blog';
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
const adminEmail = process.env.BENCH_ADMIN_EMAIL ?? 'bench@agency.test';
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench-staff-2026';
const reverse = process.env.BENCH_ORDER === 'reverse';
const rounds = Math.max(1, Math.min(10, Number(process.env.BENCH_ROUNDS ?? 1)));
const only = (process.env.BENCH_TARGETS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

/** The deep page of /insights measured (or the last one, on a site with fewer). */
const DEEP_INSIGHTS_PAGE = 50;
const INSIGHTS_PAGE_SIZE = 12;
const STATIC_PAGE = '/privacy-policy';
const SERVICE_PAGE = '/web-development-service-in-dubai-uae';
/** The media library's page size measured, and its deep page (or the last one, on a smaller library). */
const MEDIA_PAGE_SIZE = 25;
const DEEP_MEDIA_PAGE = 400;
/** A word in the bulk assets' names and alt texts (scripts/bulk/generators.ts). */
const MEDIA_SEARCH = 'marina';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Each request from a new visitor address (enquiries: rate limits are per visitor). */
  newVisitorEach?: boolean;
}

async function getJson<T>(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ body: T; total: number }> {
  const response = await fetch(origin + path, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return {
    body: (await response.json()) as T,
    total: Number(response.headers.get('x-total-count') ?? 0),
  };
}

/** A staff session's header, for the staff targets. */
async function signIn(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!response.ok) {
    throw new Error(
      `signing in as ${adminEmail} answered ${response.status}: the database has another ` +
        'administrator; set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD to theirs',
    );
  }
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Real records of whatever the database holds: the newest of each kind. */
async function targetsFor(origin: string, staff: Record<string, string>): Promise<Target[]> {
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
  const arabicBlog = (await publishArabicBlog(origin, staff, blog.slug_url)).arabic;
  const media = await getJson<unknown[]>(origin, '/api/media?page=1&limit=1', staff);
  const deepMediaPage = Math.max(
    1,
    Math.min(DEEP_MEDIA_PAGE, Math.ceil(media.total / MEDIA_PAGE_SIZE)),
  );
  const library = (name: string, query: string): Target => ({
    name: `API (staff): ${name}`,
    path: `/api/media?${query}`,
    headers: staff,
  });
  return [
    { name: 'Home', path: '/' },
    { name: 'Home, Arabic', path: '/ar' },
    { name: 'Service page', path: SERVICE_PAGE },
    { name: 'Service page, Arabic', path: `/ar${SERVICE_PAGE}` },
    { name: 'Company', path: '/company' },
    { name: 'Company, Arabic', path: '/ar/company' },
    { name: 'Blog', path: `/blogs/${blog.slug_url}` },
    { name: 'Blog, Arabic', path: arabicBlog },
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
    library(`media, page 1 of ${MEDIA_PAGE_SIZE}`, `page=1&limit=${MEDIA_PAGE_SIZE}`),
    library(
      `media, page ${deepMediaPage} of ${MEDIA_PAGE_SIZE}`,
      `page=${deepMediaPage}&limit=${MEDIA_PAGE_SIZE}`,
    ),
    library(`media, search "${MEDIA_SEARCH}"`, `q=${MEDIA_SEARCH}&page=1&limit=${MEDIA_PAGE_SIZE}`),
    library('media, unused, page 1', `unused=true&page=1&limit=${MEDIA_PAGE_SIZE}`),
    {
      name: 'API (staff): media missing alt text, page 1',
      path: '/api/media/missing-alt?page=1&limit=20',
      headers: staff,
    },
    // The dashboard's data call (issue 27), over the widest range it offers.
    {
      name: 'API (staff): enquiry stats, 12 months',
      path: '/api/enquiries/stats?range=12m',
      headers: staff,
    },
    {
      name: 'API (staff): enquiry stats, 4 weeks',
      path: '/api/enquiries/stats?range=4w',
      headers: staff,
    },
    {
      name: 'API (staff): enquiry inbox, page 1',
      path: '/api/enquiries?page=1&pageSize=20',
      headers: staff,
    },
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

type Figures = Awaited<ReturnType<typeof measure>>;

/** Each figure's median over the rounds (the middle two's mean for an even count). */
function medianOf(list: Figures[]): Omit<Figures, 'target'> {
  const { target: _target, ...first } = list[0]!;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return Object.fromEntries(
    Object.keys(first).map((key) => [
      key,
      Math.round(median(list.map((figures) => figures[key as keyof typeof first])) * 10) / 10,
    ]),
  ) as Omit<Figures, 'target'>;
}

async function main() {
  const server = await startBenchServer({
    port,
    distDir,
    quiet: true,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
      METRICS_TOKEN: metricsToken,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
    },
  });
  try {
    const staff = await signIn(server.origin);
    const targets = (await targetsFor(server.origin, staff)).filter(
      (target) =>
        only.length === 0 ||
        target.path === STATIC_PAGE ||
        only.some((word) => target.name.toLowerCase().includes(word)),
    );
    if (reverse) targets.reverse();
    const bytes = new Map<string, number>();
    for (const target of targets.filter((t) => !t.method)) {
      // Warm route code and caches.
      const response = await fetch(server.origin + target.path, { headers: target.headers });
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      bytes.set(target.path, (await response.arrayBuffer()).byteLength);
    }
    const samples = new Map(targets.map((target) => [target, [] as Figures[]]));
    for (let round = 1; round <= rounds; round++) {
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        console.log(
          `[bench] ${rounds > 1 ? `round ${round}/${rounds}, ` : ''}${target.name}: ` +
            `${warmup} s warm-up, ${duration} s with ${connections} connections…`,
        );
        const figures = await measure(server.origin, target);
        if (rounds > 1) console.log(`[bench]   ${figures['req/s']} req/s`);
        samples.get(target)!.push(figures);
      }
    }
    const rows = targets.map((target) => ({
      target: target.name,
      ...medianOf(samples.get(target)!),
      path: target.path,
    }));
    const staticRate = rows.find((row) => row.path === STATIC_PAGE)!['req/s'];
    console.log(
      `\nOne instance, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}${dataDir ? ` (${dataDir})` : ', demo content'}, ` +
        `${connections} connections, ${duration} s per target` +
        `${rounds > 1 ? `, medians of ${rounds} rounds` : ''}, ${server.origin}`,
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
