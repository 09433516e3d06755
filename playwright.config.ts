import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

// End-to-end tests run against a production build served by the same start script
// as `npm start`, on a fresh DATA_DIR (and a fresh PostgreSQL database when
// E2E_DATABASE_URL is set by scripts/test.ts).

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join('test-data', `e2e-${port}`);

// Servers under test record uncaught exceptions here; the run fails when any did
// (tests/e2e/support/server-faults.ts). Set in the environment so that the web server
// and the test workers, which start the deployment tests' instances, share it.
process.env.E2E_SERVER_FAULT_LOG ??= path.resolve(dataDir, 'server-faults.log');

// The site sends its e-mails to an SMTP server that the e2e web server runs on the port
// 1000 above the site's; each message lands as a JSON line in this file
// (tests/e2e/support/web-server.ts writes it, mailbox.ts reads it).
const smtpPort = port + 1000;
process.env.E2E_MAILBOX ??= path.resolve(dataDir, 'mailbox.jsonl');

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-pass-123' };

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  tsconfig: './tests/e2e/tsconfig.json',
  workers: 2,
  fullyParallel: true,
  // No retries: a test that fails once under load is a defect to find, not luck.
  retries: 0,
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's DOM and a screencast: on two cores that made the
    // suite 15-35 % slower (accessibility specs, measured side by side), which CI (npm
    // test sets CI) cannot afford within its time. There a failure leaves its page
    // snapshot and a screenshot; run the file again without CI for a trace.
    // E2E_TRACE (off, on, retain-on-failure) overrides either default.
    trace:
      (process.env.E2E_TRACE as 'off' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'mobile',
      // Pixel 7 metrics in Chromium: 412 px wide, touch, mobile user agent.
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/support/web-server.ts`,
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      // As deployed behind nginx: loopback only (deployment/listen-address.spec.ts).
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Tests give each visitor its own address through X-Forwarded-For, so rate
      // limits can be tested without one test locking out the next.
      TRUST_PROXY: 'loopback',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      // Webhooks may go to a receiver the tests start on 127.0.0.1 (tests only).
      WEBHOOK_ALLOW_PRIVATE: '1',
      NODE_ENV: 'production',
      // One JSON line per request would bury the warnings and errors a failure needs.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
