import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { demoCaseStudies } from '@/server/db/seed-data';
import { redisReachable, removeKeys, TEST_REDIS_URL } from '../../support/redis';
import { createTestDatabase, type TestDatabase } from '../../support/test-databases';
import { E2E_ADMIN } from '../../../playwright.config';

// Two instances of the site behind one load balancer: the same database, the same
// Redis. An edit saved through one instance shows on the other at once, not only when
// the other's cached copy runs out (60 s). Both instances serve the build the main e2e
// server made (same NEXT_DIST_DIR and SITE_URL, so the start script does not rebuild).

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `agency-e2e-${randomBytes(4).toString('hex')}:`;
const mainPort = Number(process.env.E2E_PORT ?? 3210);
const ports = [mainPort + 20, mainPort + 21];
// Playwright runs from the project root (its config's folder). `import.meta` would make
// Playwright load this file as an ES module, where its path aliases fail.
const root = process.cwd();
const study = demoCaseStudies[0]!;

/** Starts one instance with the start script and waits until it answers its health check. */
async function startInstance(port: number, database: TestDatabase): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${mainPort}`,
      DATA_DIR: database.config.dataDir,
      DATABASE_URL: database.config.databaseUrl ?? '',
      REDIS_URL,
      REDIS_KEY_PREFIX: PREFIX,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TRUST_PROXY: 'loopback',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      NODE_ENV: 'production',
    },
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
  return child;
}

async function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

test.describe('two instances sharing Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let database: TestDatabase;
  const instances: ChildProcess[] = [];
  let first: APIRequestContext;
  let second: APIRequestContext;

  test.beforeAll(async () => {
    test.skip(!(await redisReachable()), `Redis at ${REDIS_URL} is not reachable`);
    database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', { migrate: false });
    // One after the other: the first prepares the database, the second finds it ready.
    for (const port of ports) instances.push(await startInstance(port, database));
    first = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
    second = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
  });

  test.afterAll(async () => {
    if (!database) return; // skipped: Redis is not reachable
    await Promise.all(instances.map(stopInstance));
    await first?.dispose();
    await second?.dispose();
    await database.drop();
    await removeKeys(PREFIX);
  });

  test('an edit saved on one instance shows on the other at once', async ({ page }) => {
    const detail = `http://127.0.0.1:${ports[1]}/casestudy/${study.id}`;
    // The second instance has the case study cached before the edit.
    await page.goto(detail);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.heroHeading);

    const login = await first.post('/api/users/login', { data: E2E_ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const current = (await (await first.get(`/api/caseStudies/${study.id}`)).json()) as Record<string, unknown>;
    const renamed = `${study.heroHeading} (edited on the first instance)`;
    const saved = await first.put(`/api/caseStudies/${study.id}`, { headers: auth, data: { ...current, heroHeading: renamed } });
    expect(saved.status(), await saved.text()).toBe(200);

    // Well inside the 60 s the second instance would otherwise keep its copy.
    await expect(async () => {
      await page.goto(detail);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 500 });
    }).toPass({ timeout: 5_000, intervals: [250, 500] });
  });
});
