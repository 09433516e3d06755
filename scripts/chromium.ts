// The Chromium the e2e tests (playwright.config.ts) and the Lighthouse bench drive: the
// system's, unless CHROME_PATH names another, with what it would do on its own turned
// off (background traffic, updates, sync, the first-run screens) and no sandbox, which
// containers do not allow.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
