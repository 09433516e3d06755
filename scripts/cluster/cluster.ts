// N instances of the site behind nginx on this machine, sharing PostgreSQL, Redis and an
// S3-compatible bucket (s3rver): the topology of docs/deploy.md, for the fault test,
// the cluster benchmark and anyone who wants to try it (`npm run cluster`).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import {
  ensureDatabase,
  ensureNginx,
  ensurePostgres,
  ensureRedis,
  REDIS_URL,
  sleep,
} from './services';

const root = path.resolve(import.meta.dirname, '..', '..');
// CLUSTER_NGINX_TEMPLATE: another template to try (a benchmark of a changed setting).
const TEMPLATE =
  process.env.CLUSTER_NGINX_TEMPLATE ?? path.join(root, 'deploy', 'nginx', 'agency.conf.template');
export const CLUSTER_ADMIN = { email: 'admin@cluster.test', password: 'cluster-pass-1' };
const BUCKET = 'agency-media';
const S3_KEY = 'S3RVER'; // the keys s3rver accepts

export interface ClusterOptions {
  instances: number;
  /** nginx's port; the static-file ceiling is served on the next one. */
  frontPort: number;
  /** Instance i listens on basePort + i; s3rver on s3Port (basePort + 99 when unset). */
  basePort: number;
  s3Port?: number;
  /** Logs, nginx's files, the bucket's files, each instance's DATA_DIR. */
  dataDir: string;
  database: string;
  /** Drop and recreate the database and the Redis keys first. */
  fresh: boolean;
  distDir: string;
  /** Extra settings for every instance (e.g. SMTP_URL). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface ClusterInstance {
  index: number;
  origin: string;
  process: ChildProcess | undefined;
}

export interface Cluster {
  frontUrl: string;
  /** A plain file served by the same nginx: the ceiling for anything behind it. */
  staticUrl: string;
  databaseUrl: string;
  redisKeyPrefix: string;
  instances: ClusterInstance[];
  /** SIGKILL, as a crash would. */
  kill(index: number): Promise<void>;
  /** Starts a stopped or killed instance and waits until it answers. */
  start(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = path.resolve(options.dataDir);
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const nginxBin = ensureNginx(log);
  await ensurePostgres(log);
  await ensureRedis(log);
  const databaseUrl = await ensureDatabase(options.database, options.fresh);
  const redisKeyPrefix = `${options.database}:`;
  if (options.fresh) await clearRedisKeys(redisKeyPrefix);

  const s3Dir = path.join(dataDir, 's3');
  if (options.fresh) fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.mkdirSync(s3Dir, { recursive: true });
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: options.s3Port ?? options.basePort + 99,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3Port } = await s3.run();

  const frontUrl = `http://127.0.0.1:${options.frontPort}`;
  const secretsKey = clusterSecretsKey(dataDir);
  const instanceEnv = (index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(options.basePort + index),
    // Only nginx reaches the instances, as in docs/deploy.md.
    HOST: '127.0.0.1',
    SITE_URL: frontUrl,
    DATA_DIR: path.join(dataDir, `instance-${index}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    // Each instance has a DATA_DIR of its own, so the key that seals stored secrets
    // must come from the settings, the same for all (docs/deploy.md, "Secrets at rest").
    SECRETS_KEY: secretsKey,
    // nginx on this machine sets X-Forwarded-For; the instances believe only it.
    TRUST_PROXY: 'loopback',
    // One build for every instance: the same build id, server-actions key and
    // draft-mode secrets (docs/deploy.md lists what a multi-host deployment shares).
    NEXT_DIST_DIR: options.distDir,
    NODE_ENV: 'production',
    ...options.env,
  });

  const instances: ClusterInstance[] = Array.from({ length: options.instances }, (_, index) => ({
    index,
    origin: `http://127.0.0.1:${options.basePort + index}`,
    process: undefined,
  }));

  async function start(index: number, build = false): Promise<void> {
    const instance = instances[index]!;
    if (instance.process && isRunning(instance.process)) return;
    const out = fs.openSync(path.join(logDir, `instance-${index}.log`), 'a');
    const env = { ...instanceEnv(index), BUILD_ON_START: build ? 'true' : 'false' };
    instance.process = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'],
      // Its own process group: a kill takes the server with the start script.
      { cwd: root, env, stdio: ['ignore', out, out], detached: true },
    );
    fs.closeSync(out);
    await waitForHealth(instance, 15 * 60_000); // the first one may build the site
  }

  async function kill(index: number): Promise<void> {
    const child = instances[index]!.process;
    if (!child || !isRunning(child)) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  }

  // The first instance builds the site when needed and prepares the database; the
  // others then start together from the same build.
  const stopInstances = () =>
    Promise.all(
      instances.map(async ({ process: child }) => {
        if (!child || !isRunning(child)) return;
        child.kill('SIGTERM');
        const exited = once(child, 'exit');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );

  let nginx: ChildProcess;
  try {
    log(`[cluster] starting instance 0 (it builds the site first if needed; log: ${logDir})…`);
    await start(0, true);
    await Promise.all(instances.slice(1).map((instance) => start(instance.index)));
    nginx = await startNginx(nginxBin, dataDir, options, instances);
  } catch (error) {
    // Leave nothing running behind a failed start.
    await stopInstances();
    await s3.close();
    throw error;
  }
  log(`[cluster] ${options.instances} instances behind nginx at ${frontUrl}`);

  let stopped = false;
  return {
    frontUrl,
    staticUrl: `http://127.0.0.1:${options.frontPort + 1}/static.txt`,
    databaseUrl,
    redisKeyPrefix,
    instances,
    kill,
    start: (index) => start(index),
    async stop() {
      if (stopped) return;
      stopped = true;
      nginx.kill('SIGQUIT');
      await stopInstances();
      if (nginx.exitCode === null) await once(nginx, 'exit');
      await s3.close();
    },
  };
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function waitForHealth(instance: ClusterInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.process && !isRunning(instance.process)) {
      throw new Error(`instance ${instance.index} exited with ${instance.process.exitCode}`);
    }
    const status = await fetch(`${instance.origin}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`instance ${instance.index} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The cluster's SECRETS_KEY, made once and kept in the cluster's folder (it outlives
 * --fresh, which is harmless: an empty database has nothing sealed).
 */
function clusterSecretsKey(dataDir: string): string {
  const file = path.join(dataDir, 'secrets-key');
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** nginx with the repository's template, its files under dataDir/nginx. */
async function startNginx(
  nginxBin: string,
  dataDir: string,
  options: ClusterOptions,
  instances: ClusterInstance[],
): Promise<ChildProcess> {
  const prefix = path.join(dataDir, 'nginx');
  const cacheDir = path.join(prefix, 'cache');
  fs.rmSync(cacheDir, { recursive: true, force: true }); // a fresh micro-cache per start
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  fs.mkdirSync(path.join(prefix, 'static'), { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(prefix, 'static', 'static.txt'), 'static\n');
  const upstreams = instances
    .map((i) => `server ${new URL(i.origin).host} max_fails=1 fail_timeout=5s;`)
    .join('\n    ');
  // Placeholders are filled outside comments (the template's header names them too).
  const site = fs
    .readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line
            .replace('__UPSTREAM_SERVERS__', upstreams)
            .replace('__LISTEN__', `127.0.0.1:${options.frontPort}`)
            .replaceAll('__CACHE_DIR__', cacheDir),
    )
    .join('\n');
  fs.writeFileSync(path.join(prefix, 'agency.conf'), site);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${user}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  # As Debian's /etc/nginx/nginx.conf, which the deploy guide's site is included into:
  # what a deployment runs is what the benchmarks and the fault test measure.
  sendfile on;
  tcp_nopush on;
  # CLUSTER_ACCESS_LOG=1: one line per request with nginx's own times, to see where a
  # slow answer spent them ($upstream_response_time is empty for a cache hit).
  log_format timing '$msec $status $body_bytes_sent rt=$request_time '
                    'urt=$upstream_response_time cache=$upstream_cache_status $request_uri';
  ${
    process.env.CLUSTER_ACCESS_LOG === '1'
      ? `access_log ${prefix}/logs/access.log timing buffer=256k flush=1s;`
      : 'access_log off;'
  }
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  include ${prefix}/agency.conf;
  # A plain file from disk: the ceiling for anything served through this nginx.
  server {
    listen 127.0.0.1:${options.frontPort + 1};
    root ${prefix}/static;
    # Compressed for a client that asks, as the front compresses pages (bench:cluster
    # compares a page and this file both with and without Accept-Encoding: gzip).
    gzip on;
    gzip_vary on;
    gzip_min_length 1024;
  }
}
`,
  );
  const nginx = spawn(
    nginxBin,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const front = `http://127.0.0.1:${options.frontPort}`;
  for (let i = 0; i < 40; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    if (
      (await fetch(`${front}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return nginx;
    await sleep(250);
  }
  throw new Error('nginx did not answer');
}

export async function clearRedisKeys(prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
