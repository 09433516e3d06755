// A production server for the benchmarks: the start script on a fresh data folder
// (demo content) or a given one, its own build folder and port, always on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  stop(): void;
}

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitForServer(server: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + 15 * 60_000; // a first start builds the site
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start within 15 minutes');
}

/**
 * Starts the server and resolves once it answers its health check. `env` adds to the
 * server's environment (e.g. DATABASE_URL to measure on PostgreSQL); `quiet` drops its
 * standard output (the log transport prints every enquiry e-mail).
 */
export async function startBenchServer({
  port,
  distDir,
  env = {},
  quiet = false,
  dataDir: givenDataDir,
}: {
  port: number;
  distDir: string;
  env?: Record<string, string>;
  quiet?: boolean;
  /** A data folder to serve (kept afterwards), e.g. one filled by seed:bulk; a fresh one otherwise. */
  dataDir?: string;
}): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  // Something already answering there (a server left over from an earlier run) would
  // be measured instead of this build.
  const occupied = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (occupied)
    throw new Error(`port ${port} is already in use: stop what runs there, or set BENCH_PORT`);
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  console.log(`[bench] starting a production server on ${origin} (build folder ${distDir})…`);
  const server = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'],
    {
      cwd: root,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      detached: true, // its own process group: stop() ends the Next server it spawns too
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NEXT_DIST_DIR: distDir,
        ...env,
      },
    },
  );

  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
    }
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    await waitForServer(server, origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
