import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN, expect, test } from '../support/admin';

// The sign-in, forgotten-password and contact forms come in the page's HTML, before the
// scripts that run them (React's for the first two, the contact-form island for the last).
// On a slow phone (or a busy test machine) that gap lasts seconds: a form used in it must
// neither submit itself the browser's way (a GET that puts what was typed, a password
// included, in the address) nor lose what was typed.

/**
 * Holds back the page's scripts until `release` is called; the HTML and CSS arrive. Those
 * are React's (the sign-in forms) and the islands' (the public pages' contact forms).
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const scripts of ['**/_next/static/**/*.js', '**/islands/**']) {
    await page.route(scripts, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

/** Every page address the browser asked for. */
function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document') urls.push(request.url());
  });
  return urls;
}

test.describe('forms before the page has its scripts', () => {
  test('sign-in: nothing can be typed or sent until it works, then it signs in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const documents = documentRequests(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

    release();
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    expect(documents.filter((url) => url.includes(encodeURIComponent(E2E_ADMIN.email)))).toEqual(
      [],
    );
  });

  test('forgotten password and contact forms wait for their scripts too', async ({ page }) => {
    for (const [path, field, button] of [
      ['/login/forgot-password', 'Email', 'Send reset link'],
      ['/contact', 'Email', 'Submit'],
    ] as const) {
      await test.step(path, async () => {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('button', { name: button })).toBeVisible();
        await expect(page.getByRole('button', { name: button })).toBeDisabled();
        await expect(page.getByLabel(field, { exact: true })).toBeDisabled();
        release();
        await page.getByLabel(field, { exact: true }).fill('typed@e2e.test');
        await expect(page.getByLabel(field, { exact: true })).toHaveValue('typed@e2e.test');
        await expect(page.getByRole('button', { name: button })).toBeEnabled();
        await page.unrouteAll();
      });
    }
  });
});
