import { ROOT } from './environment';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import e2e from '../../playwright.config';

// The screenshots of docs/arabic/ (issue 29): the e2e suite's web server (same start
// script, a fresh SQLite demo data folder, the same admin), one worker, the spec here.
// Run from anywhere: npx playwright test -c scripts/screenshots/playwright.config.ts

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'arabic.spec.ts',
  tsconfig: path.join(ROOT, 'tests/e2e/tsconfig.json'),
  globalTeardown: path.join(ROOT, 'tests/e2e/support/global-teardown.ts'),
  outputDir: path.join(ROOT, 'test-results', 'screenshots'),
  workers: 1,
  fullyParallel: false,
  timeout: 300_000,
  reporter: [['list']],
  use: { ...e2e.use, trace: 'off' },
  projects: [{ name: 'screenshots' }],
  webServer: {
    ...(e2e.webServer as NonNullable<PlaywrightTestConfig['webServer']> & object),
    cwd: ROOT,
    reuseExistingServer: false,
  },
});
