// `npm run bench:cluster` (issue 14): req/s and p99 through nginx at 64 connections for
// home, a blog and /insights, with 1 and then 3 instances behind it (npm run cluster's
// topology, one run), each beside a plain static file from the same nginx: the ceiling.
// That file holds the blog page's own bytes, as the load generator's cost grows with the
// body; a 7-byte file is measured too, for reference.
//
// Each page is measured twice: as visitors get it (nginx's 1 s micro-cache in front),
// and past the micro-cache (a request carrying a session cookie, which nginx never
// caches; the instance answers from its page cache in Redis), plus the JSON API's
// first page of blogs, which every instance renders per request. Figures are printed,
// never asserted. Each figure is printed with its ratio to the static file of the same
// bytes measured in the same run (req/s and p99), and with Accept-Encoding: gzip as a
// browser sends it (then beside the same file compressed by the same nginx).
// Options (environment): BENCH_DURATION seconds per target (10), BENCH_CONNECTIONS (64),
// NEXT_DIST_DIR (.next-cluster), BENCH_PORT nginx's port (8280; the file on the next one),
// BENCH_INSTANCE_PORT the first instance's (4250; s3rver on it + 9), BENCH_INSTANCES
// (1,3), BENCH_TARGETS (all: file,tiny,home,blog,insights,file-gzip,blog-gzip,home-past,
// blog-past,insights-past,api; the files are always measured).
import fs from 'node:fs';
import path from 'node:path';
import { clearRedisKeys, startCluster, type Cluster } from './cluster/cluster';
import { dropDatabase } from './cluster/services';
import { wrk } from './bench/wrk';

const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const connections = Math.min(256, Number(process.env.BENCH_CONNECTIONS ?? 64));
const distDir = process.env.NEXT_DIST_DIR ?? '.next-cluster';
const frontPort = Number(process.env.BENCH_PORT ?? 8280);
const instancePort = Number(process.env.BENCH_INSTANCE_PORT ?? 4250);
const instanceCounts = (process.env.BENCH_INSTANCES ?? '1,3').split(',').map(Number);
const chosen = process.env.BENCH_TARGETS?.split(',').map((key) => key.trim());
const GZIP = { 'accept-encoding': 'gzip' };
// A session cookie that names no session: nginx passes it by, the site serves the public page.
const PAST_MICRO_CACHE = { cookie: 'agency_session=bench-not-signed-in' };

const DATA_DIR = 'test-data/bench-cluster';
const DATABASE = 'agency_bench_cluster';

interface Target {
  key: string;
  name: string;
  /** The file this target is compared with: the blog's bytes, plain or compressed. */
  ceiling: 'file' | 'file-gzip';
  path: string;
  /** A URL outside the front (the static files). */
  url?: string;
  headers?: Record<string, string>;
}

async function targetsFor(cluster: Cluster): Promise<Target[]> {
  const response = await fetch(`${cluster.frontUrl}/blog?page=1&limit=1`);
  const blog = ((await response.json()) as { data: { slug_url: string }[] }).data[0];
  if (!blog) throw new Error('the database holds no blog');
  const pages = [
    { key: 'home', name: 'Home', path: '/' },
    { key: 'blog', name: 'Blog', path: `/blogs/${blog.slug_url}` },
    { key: 'insights', name: 'Insights', path: '/insights' },
  ];
  // The ceiling: the blog page's own bytes as a plain file from the same nginx (the load
  // generator's cost grows with the body), and a tiny file for reference.
  const html = await (await fetch(`${cluster.frontUrl}/blogs/${blog.slug_url}`)).text();
  const staticDir = path.join(DATA_DIR, 'nginx', 'static');
  fs.writeFileSync(path.join(staticDir, 'blog.html'), html);
  const staticOrigin = new URL(cluster.staticUrl).origin;
  const file = `${staticOrigin}/blog.html`;
  const all: Target[] = [
    {
      key: 'file',
      ceiling: 'file',
      name: "Static file, the blog page's size (ceiling)",
      path: '',
      url: file,
    },
    {
      key: 'tiny',
      ceiling: 'file',
      name: 'Static file, 7 bytes',
      path: '',
      url: cluster.staticUrl,
    },
    ...pages.map((page) => ({ ...page, ceiling: 'file' as const })),
    {
      key: 'file-gzip',
      ceiling: 'file-gzip',
      name: 'Static file, gzip (ceiling)',
      path: '',
      url: file,
      headers: GZIP,
    },
    {
      key: 'blog-gzip',
      ceiling: 'file-gzip',
      name: 'Blog, gzip',
      path: pages[1]!.path,
      headers: GZIP,
    },
    ...pages.map((page) => ({
      ...page,
      key: `${page.key}-past`,
      ceiling: 'file' as const,
      name: `${page.name}, past nginx's cache`,
      headers: PAST_MICRO_CACHE,
    })),
    {
      key: 'api',
      ceiling: 'file',
      name: 'API: blogs, page 1 of 20',
      path: '/blog?page=1&limit=20',
    },
  ];
  return all.filter(
    (target) => !chosen || target.key.startsWith('file') || chosen.includes(target.key),
  );
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await wrk({ url, headers }, { connections, seconds: duration });
  return {
    'req/s': result['req/s'],
    'p50 ms': result['p50 ms'],
    'p99 ms': result['p99 ms'],
    failed: result['error status'] + result.errors,
  };
}

async function runWith(instances: number) {
  const cluster = await startCluster({
    instances,
    frontPort,
    basePort: instancePort,
    s3Port: instancePort + 9,
    dataDir: DATA_DIR,
    database: DATABASE,
    fresh: instances === instanceCounts[0], // a later run serves the same database and bucket
    distDir,
    env: { LOG_LEVEL: 'warn' },
    log: (line) => console.log(line),
  });
  try {
    const targets = await targetsFor(cluster);
    const urlOf = (target: Target) => target.url ?? cluster.frontUrl + target.path;
    // Warm each target's own cached copy: nginx keeps one per encoding, and fetch would
    // ask for gzip, leaving the plain copy cold (wrk sends no Accept-Encoding).
    for (const target of targets) {
      const warm = await fetch(urlOf(target), {
        headers: { 'accept-encoding': 'identity', ...target.headers },
      });
      if (!warm.ok) throw new Error(`${urlOf(target)} answered ${warm.status}`);
      await warm.arrayBuffer();
    }
    const rows: Row[] = [];
    for (const target of targets) {
      console.log(`[bench] ${instances} instance(s), ${target.name}: ${duration} s…`);
      rows.push({
        key: target.key,
        ceiling: target.ceiling,
        target: target.name,
        ...(await measure(urlOf(target), target.headers)),
      });
    }
    return { rows, redisKeyPrefix: cluster.redisKeyPrefix };
  } finally {
    await cluster.stop();
  }
}

interface Row {
  key: string;
  ceiling: string;
  target: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  failed: number;
}

async function main() {
  const runs: { instances: number; rows: Row[] }[] = [];
  let prefix = '';
  for (const instances of instanceCounts) {
    const { rows, redisKeyPrefix } = await runWith(instances);
    runs.push({ instances, rows });
    prefix = redisKeyPrefix;
  }
  await dropDatabase(DATABASE);
  await clearRedisKeys(prefix);
  console.log(
    `\nThrough nginx, ${connections} connections, ${duration} s per target. × file: req/s over ` +
      "the static file's of the same bytes in the same run (the gzip rows over the file sent " +
      "gzipped); p99 × file: the p99 over the file's. wrk runs on the same 2 cores as nginx " +
      'and node.',
  );
  for (const { instances, rows } of runs) {
    const file = (key: string) => rows.find((row) => row.key === key)!;
    console.log(`\n${instances} instance(s)`);
    console.table(
      rows.map((row) => {
        const ceiling = file(row.ceiling);
        return {
          target: row.target,
          'req/s': row['req/s'],
          'p50 ms': row['p50 ms'],
          'p99 ms': row['p99 ms'],
          '× file': (row['req/s'] / ceiling['req/s']).toFixed(2),
          'p99 × file': (row['p99 ms'] / ceiling['p99 ms']).toFixed(1),
          failed: row.failed,
        };
      }),
    );
  }
  // One line per figure, for tables kept in docs/performance.md.
  console.log('\nBENCH-CLUSTER ' + JSON.stringify(runs));
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
