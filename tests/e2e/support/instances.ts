import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';
import type { TestDatabase } from '../../support/test-databases';
import { E2E_ADMIN } from '../../../playwright.config';
import { watchServerOutput } from './server-faults';

// Extra instances of the site for deployment tests (several instances, media on S3).
// They serve the build the main e2e server made: same NEXT_DIST_DIR and SITE_URL, so
// the start script does not rebuild. Ports are the main port + 20 and up, or one given
// (a helper's port range may end before main + 20).

const mainPort = Number(process.env.E2E_PORT ?? 3210);
export const instancePort = (index: number) => mainPort + 20 + index;

export interface Instance {
  origin: string;
  process: ChildProcess;
}

/** Starts one instance with the start script and waits until it answers its health check. */
export async function startInstance(
  index: number,
  database: TestDatabase,
  env: Record<string, string>,
  port = instancePort(index),
): Promise<Instance> {
  // Playwright runs from the project root (its config's folder). `import.meta` would
  // make Playwright load this file as an ES module, where its path aliases fail.
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${mainPort}`,
        DATA_DIR: database.config.dataDir,
        DATABASE_URL: database.config.databaseUrl ?? '',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TRUST_PROXY: 'loopback',
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
        NODE_ENV: 'production',
        ...env,
      },
    },
  );
  watchServerOutput(`instance ${index}`, child.stdout!);
  watchServerOutput(`instance ${index}`, child.stderr!, process.stderr);
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
        return fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
  return { origin, process: child };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null) return;
  instance.process.kill('SIGTERM');
  await once(instance.process, 'exit');
}

/** A Bearer header for the e2e administrator, signed in on this instance. */
export async function adminHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A new database for the instances: PostgreSQL on the PostgreSQL run, SQLite otherwise. */
export const instanceEngine = (): 'postgres' | 'sqlite' =>
  process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
