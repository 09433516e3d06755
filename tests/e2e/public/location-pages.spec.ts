import { expect, test } from '@playwright/test';
import { SEED_LOCATION } from '../support/public-routes';
import { metaContent } from '../support/public';

test.describe('location pages', () => {
  test('a location page uses its meta fields and the shared service layout', async ({ page, baseURL }) => {
    await page.goto(`/${SEED_LOCATION.slug_url}`);
    await expect(page).toHaveTitle(SEED_LOCATION.meta_title);
    expect(await metaContent(page, 'description')).toBe(SEED_LOCATION.meta_description);
    expect(await metaContent(page, 'keywords')).toBe(
      SEED_LOCATION.meta_keywords.split(',').map((k) => k.trim()).join(','),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/${SEED_LOCATION.slug_url}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_LOCATION.main_heading);
    const info = page.locator('section[aria-labelledby="info-heading"]');
    await expect(info.getByRole('heading', { level: 2 })).toHaveText(
      `${SEED_LOCATION.highlighted_heading} ${SEED_LOCATION.heading_1}`,
    );
    for (const heading of [SEED_LOCATION.heading_2, SEED_LOCATION.heading_3, SEED_LOCATION.heading_4]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('#contact form')).toBeVisible();
  });

  test('landing-page mode: the header keeps the logo and Get Started only @mobile', async ({ page }) => {
    await page.goto(`/${SEED_LOCATION.slug_url}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home$/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    // The footer still links everywhere.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio' })).toBeVisible();
  });

  test('an unknown slug is the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/no-such-location-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  });
});
