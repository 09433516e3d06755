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
// never asserted. Options (environment): BENCH_DURATION seconds per target (10),
// BENCH_CONNECTIONS (64), NEXT_DIST_DIR (.next-cluster).
import fs from 'node:fs';
import path from 'node:path';
import { clearRedisKeys, startCluster, type Cluster } from './cluster/cluster';
import { dropDatabase } from './cluster/services';
import { wrk } from './bench/wrk';

const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const connections = Math.min(256, Number(process.env.BENCH_CONNECTIONS ?? 64));
const distDir = process.env.NEXT_DIST_DIR ?? '.next-cluster';
// A session cookie that names no session: nginx passes it by, the site serves the public page.
const PAST_MICRO_CACHE = { cookie: 'agency_session=bench-not-signed-in' };

const DATA_DIR = 'test-data/bench-cluster';
const DATABASE = 'agency_bench_cluster';

interface Target {
  name: string;
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
    { name: 'Home', path: '/' },
    { name: 'Blog', path: `/blogs/${blog.slug_url}` },
    { name: 'Insights', path: '/insights' },
  ];
  // The ceiling: the blog page's own bytes as a plain file from the same nginx (the load
  // generator's cost grows with the body), and a tiny file for reference.
  const html = await (await fetch(`${cluster.frontUrl}/blogs/${blog.slug_url}`)).text();
  const staticDir = path.join(DATA_DIR, 'nginx', 'static');
  fs.writeFileSync(path.join(staticDir, 'blog.html'), html);
  const staticOrigin = new URL(cluster.staticUrl).origin;
  return [
    {
      name: "Static file, the blog page's size (ceiling)",
      path: '',
      url: `${staticOrigin}/blog.html`,
    },
    { name: 'Static file, 7 bytes', path: '', url: cluster.staticUrl },
    ...pages,
    ...pages.map((page) => ({
      ...page,
      name: `${page.name}, past nginx's cache`,
      headers: PAST_MICRO_CACHE,
    })),
    { name: 'API: blogs, page 1 of 20', path: '/blog?page=1&limit=20' },
  ];
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await wrk({ url, headers }, { connections, seconds: duration });
  return {
    'req/s': result['req/s'],
    'p99 ms': result['p99 ms'],
    failed: result['error status'] + result.errors,
  };
}

async function runWith(instances: number) {
  const cluster = await startCluster({
    instances,
    frontPort: 8280,
    basePort: 4250,
    dataDir: DATA_DIR,
    database: DATABASE,
    fresh: instances === 1, // the second run serves the same database and bucket
    distDir,
    env: { LOG_LEVEL: 'warn' },
    log: (line) => console.log(line),
  });
  try {
    const targets = await targetsFor(cluster);
    const urlOf = (target: Target) => target.url ?? cluster.frontUrl + target.path;
    for (const target of targets) {
      const warm = await fetch(urlOf(target), { headers: target.headers });
      if (!warm.ok) throw new Error(`${urlOf(target)} answered ${warm.status}`);
    }
    const rows: Record<string, string | number>[] = [];
    for (const target of targets) {
      console.log(`[bench] ${instances} instance(s), ${target.name}: ${duration} s…`);
      rows.push({ target: target.name, ...(await measure(urlOf(target), target.headers)) });
    }
    return { rows, redisKeyPrefix: cluster.redisKeyPrefix };
  } finally {
    await cluster.stop();
  }
}

async function main() {
  const { rows: one } = await runWith(1);
  const { rows: three, redisKeyPrefix } = await runWith(3);
  await dropDatabase(DATABASE);
  await clearRedisKeys(redisKeyPrefix);
  const ceiling = (rows: typeof one) => Number(rows[0]!['req/s']);
  console.log(
    `\nThrough nginx, ${connections} connections, ${duration} s per target; × static = req/s over the static file's in the same run`,
  );
  console.table(
    one.map((row, i) => ({
      target: row.target,
      '1 inst. req/s': row['req/s'],
      '1 inst. p99 ms': row['p99 ms'],
      '1 inst. × static': (Number(row['req/s']) / ceiling(one)).toFixed(2),
      '3 inst. req/s': three[i]!['req/s'],
      '3 inst. p99 ms': three[i]!['p99 ms'],
      '3 inst. × static': (Number(three[i]!['req/s']) / ceiling(three)).toFixed(2),
      '3 / 1': (Number(three[i]!['req/s']) / Number(row['req/s'])).toFixed(2),
      'failed (1 / 3)': `${row.failed} / ${three[i]!.failed}`,
    })),
  );
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
