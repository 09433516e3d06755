// The shared services a cluster needs on this machine: nginx (installed from Debian's
// packages when missing, as .ci/run installs Chromium), PostgreSQL and Redis (started
// when they are installed but not running), and a database of the cluster's own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ensureDebianPackage } from '../debian-package';

export const ADMIN_URL =
  process.env.CLUSTER_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

export const ensureNginx = (log: (line: string) => void): string =>
  ensureDebianPackage('nginx', ['/usr/sbin/nginx', '/usr/bin/nginx'], (line) =>
    log(`[cluster] ${line}`),
  );

async function canReach(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

const pgReachable = () =>
  canReach(async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
  });

export async function ensurePostgres(log: (line: string) => void): Promise<void> {
  if (await pgReachable()) return;
  log('[cluster] PostgreSQL is not answering; starting it…');
  startPostgres();
  for (let i = 0; i < 40 && !(await pgReachable()); i++) await sleep(250);
  if (!(await pgReachable())) throw new Error(`PostgreSQL does not answer at ${ADMIN_URL}`);
}

/** Starts the machine's PostgreSQL cluster (Debian's pg_ctlcluster). */
export function startPostgres(): void {
  const version = fs.existsSync('/etc/postgresql')
    ? fs.readdirSync('/etc/postgresql')[0]
    : undefined;
  if (!version) throw new Error('PostgreSQL is not installed (no /etc/postgresql).');
  run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

const redisReachable = () =>
  canReach(async () => {
    const redis = new Redis(REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 1000,
      maxRetriesPerRequest: 0,
    });
    try {
      await redis.connect();
      await redis.ping();
    } finally {
      redis.disconnect();
    }
  });

export async function ensureRedis(log: (line: string) => void): Promise<void> {
  if (await redisReachable()) return;
  log('[cluster] Redis is not answering; starting it…');
  startRedis();
  for (let i = 0; i < 40 && !(await redisReachable()); i++) await sleep(250);
  if (!(await redisReachable())) throw new Error(`Redis does not answer at ${REDIS_URL}`);
}

export function startRedis(): void {
  const { port } = new URL(REDIS_URL);
  run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/** A database for the cluster; `fresh` drops an existing one first. */
export async function ensureDatabase(name: string, fresh: boolean): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    if (fresh) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database the cluster made (tests leave nothing behind). */
export async function dropDatabase(name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
