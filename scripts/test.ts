// `npm test`: every test, tier by tier. Unit tests (Vitest, nothing running), then
// integration tests (Vitest: data layer and API on real databases and services), then
// the end-to-end tests (Playwright) against a production build on a fresh data folder.
// `npm test -- unit|integration|e2e` runs one tier. With TEST_DATABASE_URL set, the
// database tests also run on PostgreSQL and the end-to-end server runs on a fresh
// PostgreSQL database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** Runs a step; returns its exit status (0 when it passed). */
function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): number {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) console.error(`\n${label} failed.`);
  return result.status ?? 1;
}

async function withE2eDatabase<T>(body: (databaseUrl: string) => T): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return body('');
  const name = `agency_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return body(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

const TIERS = ['unit', 'integration', 'e2e'] as const;
type Tier = (typeof TIERS)[number];

async function main() {
  const only = process.argv[2];
  if (only !== undefined && !TIERS.includes(only as Tier)) {
    console.error(`Unknown test tier "${only}": use one of ${TIERS.join(', ')}.`);
    process.exit(2);
  }
  const runs = (tier: Tier) => only === undefined || only === tier;
  for (const tier of ['unit', 'integration'] as const) {
    if (!runs(tier)) continue;
    const status = run(`Vitest: ${tier}`, bin('vitest'), ['run', '--project', tier]);
    if (status !== 0) process.exit(status);
  }
  if (!runs('e2e')) process.exit(0);

  const dataDir = path.join(root, 'test-data', `e2e-${Date.now()}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const status = await withE2eDatabase((databaseUrl) =>
    run('Playwright: end-to-end on a production build', bin('playwright'), ['test'], {
      CI: process.env.CI ?? '1',
      E2E_DATA_DIR: dataDir,
      E2E_DATABASE_URL: databaseUrl,
    }),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(status);
}

void main();
