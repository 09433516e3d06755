import fs from 'node:fs';
import path from 'node:path';

// Read before the e2e config (playwright.config.ts imports this first): the screenshots'
// server gets its own port and a fresh demo data folder on every run, so the pages show
// the demo content as seeded plus the one Arabic translation the spec writes. It serves
// the build `npm run build` made (NEXT_DIST_DIR=.next-e2e), and never builds on its own.

/** The repository root. (`import.meta` would make Playwright load the config as an ES module.) */
export const ROOT = path.resolve(__dirname, '..', '..');

process.env.E2E_PORT ??= '3640';
process.env.E2E_DATA_DIR ??= path.join(ROOT, 'test-data', `screenshots-${process.env.E2E_PORT}`);
process.env.BUILD_ON_START ??= 'false';

// Only the runner (not its workers, which load the config again) clears the folder,
// before it starts the server.
if (process.env.TEST_WORKER_INDEX === undefined) {
  fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
