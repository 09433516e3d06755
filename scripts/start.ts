// `npm start`: validate configuration, prepare the database (migrate, seed an empty
// one, ensure an administrator), build when the build is missing or older than the
// sources (the site, then its OpenAPI document), then serve. `npm run dev` does the same
// with the dev server.
//
// Scripts that use server modules run with `--conditions=react-server`: every server
// module imports 'server-only', which throws anywhere but on the server side.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../src/env';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/setup/prepare-database';

// Next's anonymous usage telemetry would call out to the internet from every build and
// server; the site makes no outside calls unless its owner sets this to 0.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const root = path.resolve(import.meta.dirname, '..');
const KEEP_ALIVE_MS = 65_000;
/** The server's own shutdown limit is 10 s (src/http/shutdown.ts); then it is killed. */
const SHUTDOWN_KILL_AFTER_MS = 12_000;
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const dev = process.argv.includes('--dev');

function loadEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const islandsScript = path.join(root, 'scripts', 'build-islands.ts');

/** The public pages' islands (scripts/build-islands.ts). */
function buildIslands(): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', islandsScript], {
    stdio: 'inherit',
    cwd: root,
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/**
 * Writes the OpenAPI document into the build (scripts/build-openapi.ts): after a build,
 * for the dev server, or when a build made with `next build` alone lacks it.
 */
function buildOpenApi(distDir: string, built: boolean): void {
  if (!dev && !built && fs.existsSync(path.join(distDir, 'openapi.json'))) return;
  const script = path.join(root, 'scripts', 'build-openapi.ts');
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', script],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

// Pages rendered at build time carry SITE_URL in canonical links, so a build is
// only reused for the origin it was made for.
const builtForFile = (distDir: string) => path.join(distDir, 'BUILT_FOR_SITE_URL');

function buildIsCurrent(distDir: string, siteUrl: string): boolean {
  const buildId = fs.statSync(path.join(distDir, 'BUILD_ID'), { throwIfNoEntry: false });
  if (!buildId) return false;
  const builtFor = fs.existsSync(builtForFile(distDir))
    ? fs.readFileSync(builtForFile(distDir), 'utf8')
    : '';
  if (builtFor !== siteUrl) return false;
  if (!fs.existsSync(path.join(root, 'public', 'islands', 'main.js'))) return false;
  const sources = ['src', 'public', 'next.config.ts', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  return Math.max(...sources.map(newestMtime)) < buildId.mtimeMs;
}

async function main() {
  const env = loadEnv();
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await prepareDatabase(handle, {
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      secrets: { secretsKey: env.SECRETS_KEY, dataDir: env.dataDir },
    });
  } catch (error) {
    console.error(
      `[setup] the ${handle.engine} database could not be prepared: ${(error as Error).message}`,
    );
    process.exit(1);
  } finally {
    await handle.db.destroy();
  }

  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
  // BUILD_ON_START=false: serve the build as it is (several instances share one build,
  // made once by whoever deploys; none of them may start building on its own).
  const mayBuild = process.env.BUILD_ON_START !== 'false';
  if (!dev && !mayBuild && !fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.error(
      `[start] BUILD_ON_START=false but ${distDir} holds no build: run npm run build first.`,
    );
    process.exit(1);
  }
  const building = !dev && mayBuild && !buildIsCurrent(distDir, env.SITE_URL);
  if (building) {
    console.log('[start] building the site (first start, sources or SITE_URL changed)…');
    // The islands first: the pages the build renders link their bundle.
    buildIslands();
    const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', cwd: root });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(builtForFile(distDir), env.SITE_URL);
  }
  buildOpenApi(distDir, building);
  // The dev server's islands are rebuilt on every change, for as long as it runs.
  const islandsWatch = dev
    ? spawn(process.execPath, ['--import', 'tsx', islandsScript, '--watch'], {
        stdio: 'inherit',
        cwd: root,
      })
    : undefined;

  // Idle keep-alive connections stay open 65 s, longer than a proxy or client keeps its
  // own (nginx and load balancers use 60 s): with Node's 5-second default the server
  // sometimes closed a connection just as a client sent its next request on it, and the
  // client saw ECONNRESET (seen once in the e2e run).
  const serveArgs = dev ? ['dev'] : ['start', '--keepAliveTimeout', String(KEEP_ALIVE_MS)];
  // HOST alone decides the address: HOSTNAME is not read, since shells and containers set
  // it to the machine's name.
  const listenArgs = ['--port', String(env.PORT), ...(env.HOST ? ['--hostname', env.HOST] : [])];
  const server = spawn(process.execPath, [nextBin, ...serveArgs, ...listenArgs], {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: dev ? 'development' : 'production',
      // On SIGTERM `next start` would close its server, wait for every connection (a
      // keep-alive client's too, without limit) and exit 143, leaving the outbox's claims
      // and the database as they are. With this set Next registers no handler, and ours
      // (src/http/shutdown.ts) drains, stops the workers, releases claims and exits 0
      // within 10 s. The dev server keeps Next's own, which also stops its bundler.
      ...(dev ? {} : { NEXT_MANUAL_SIG_HANDLE: '1' }),
    },
  });
  // Passed on to the server, which exits by itself; should it hang, it is killed after
  // its 10 s limit and a margin. (Under systemd or a terminal, the server may get the
  // signal directly too: it acts on the first one only.)
  let killTimer: NodeJS.Timeout | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill(signal);
      killTimer ??= setTimeout(() => server.kill('SIGKILL'), SHUTDOWN_KILL_AFTER_MS).unref();
    });
  }
  server.on('exit', (code, signal) => {
    clearTimeout(killTimer);
    islandsWatch?.kill();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

void main();
