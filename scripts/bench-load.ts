// `npm run bench:load`: how many requests a second one instance serves, and how fast,
// for the public pages, the JSON API and an enquiry (a database write with its outbox
// row). autocannon against a production build on a fresh data folder, on 127.0.0.1
// only, each target for a bounded time. Figures are printed, never asserted.
//
// Options (environment): BENCH_PORT (3420), NEXT_DIST_DIR (.next-bench),
// BENCH_DURATION seconds per target (10), BENCH_CONNECTIONS (16),
// BENCH_DATABASE_URL (a postgres:// URL to measure on PostgreSQL instead of SQLite).
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { BENCH_PAGES } from './bench/pages';
import { startBenchServer } from './bench/server';

const port = Number(process.env.BENCH_PORT ?? 3420);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const connections = Math.min(64, Number(process.env.BENCH_CONNECTIONS ?? 16));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Builds each request's body and headers (enquiries: a new visitor every time). */
  request?: () => { body: string; headers: Record<string, string> };
}

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const TARGETS: Target[] = [
  ...BENCH_PAGES,
  { name: 'API: case studies', path: '/api/caseStudies' },
  { name: 'API: blogs', path: '/blog' },
  {
    name: 'Enquiry (write)',
    path: '/send-contact-form-main',
    method: 'POST',
    request: () => ({
      body: JSON.stringify({
        name: 'Load Test',
        email: 'load@example.com',
        message: 'Measuring the enquiry path.',
      }),
      // Rate limits are per visitor address; the server trusts X-Forwarded-For from 127.0.0.1.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    }),
  },
];

async function measure(origin: string, target: Target) {
  const result = await autocannon({
    url: origin + target.path,
    method: target.method ?? 'GET',
    connections,
    duration,
    requests: target.request
      ? [{ setupRequest: (request) => ({ ...request, ...target.request!() }) }]
      : undefined,
  });
  return {
    target: target.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'other status': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const server = await startBenchServer({
    port,
    distDir,
    quiet: true,
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback' },
  });
  try {
    for (const target of TARGETS.filter((t) => !t.method)) {
      const response = await fetch(server.origin + target.path); // warm route code and caches
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      await response.text();
    }
    const rows = [];
    for (const target of TARGETS) {
      console.log(`[bench] ${target.name}: ${duration} s with ${connections} connections…`);
      rows.push(await measure(server.origin, target));
    }
    console.log(
      `\nOne instance, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${duration} s per target, ${server.origin}`,
    );
    console.table(rows);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
