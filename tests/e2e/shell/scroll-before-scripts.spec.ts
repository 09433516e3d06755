import { expect, test } from '@playwright/test';

// On a slow phone the page's HTML is readable seconds before its scripts have run. A
// visitor who scrolls in that time, or follows a link to #contact, must stay where they
// are when the scripts arrive: CI once saw Home jump 8,053 px back to the top as React
// hydrated (the scroll-to-top of route changes also ran on the first render). Public
// pages now run islands (/islands/…) rather than React; both are held back here.

test('a visitor who scrolled before the scripts ran stays there @mobile', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const scripts of ['**/_next/static/**/*.js', '**/islands/**']) {
    await page.route(scripts, async (route) => {
      await released;
      await route.continue();
    });
  }
  // Not 'domcontentloaded': the browser fires it after running the page's module script.
  await page.goto('/', { waitUntil: 'commit' });
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toBeInViewport();

  release();
  // The contact form's controls are enabled once its island runs.
  await expect(page.locator('#contact').getByLabel('Full name')).toBeEnabled();
  await expect(footerLink).toBeInViewport();
});

test('a link to #contact still shows the form once the scripts ran', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.locator('#contact').getByLabel('Full name')).toBeEnabled();
  await expect(page.locator('#contact').getByLabel('Full name')).toBeInViewport();
});
