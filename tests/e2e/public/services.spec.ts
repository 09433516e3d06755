import { expect, test } from '@playwright/test';
import { legacyServiceRedirects } from '@/content/navigation';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { siteFacts } from '@/content/site-facts';
import { metaContent } from '../support/public';

test.describe('numbered service pages', () => {
  for (const service of numberedServicePages) {
    test(`${service.path}: hero, numbered sections, portfolio, reviews and the form`, async ({ page }) => {
      await page.goto(service.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.heading);
      const numbered = page.locator('section[aria-labelledby="numbered-heading"] ol > li');
      await expect(numbered).toHaveCount(service.sections.length);
      await expect(numbered.first().getByRole('heading')).toHaveText(service.sections[0]!.heading);
      await expect(numbered.first()).toContainText('01');
      const portfolio = page.locator('section[aria-labelledby="portfolio-heading"]');
      await expect(portfolio.getByRole('heading', { name: service.portfolio.heading })).toBeVisible();
      await expect(portfolio.getByRole('link', { name: 'Explore All' })).toHaveAttribute('href', '/case-studies');
      await expect(page.getByRole('region', { name: 'Client reviews' })).toBeVisible();
      await expect(page.locator('#contact form')).toBeVisible();
      const hero = page.locator('section[aria-labelledby="page-heading"]');
      const getStarted = hero.getByRole('link', { name: 'Get Started' });
      await expect(getStarted).toHaveCount(service.getStartedButton ? 1 : 0);
    });
  }

  test('the e-commerce page has a Get Started button to /contact @mobile', async ({ page }) => {
    await page.goto('/ecommerce-development-service-in-dubai-uae');
    const hero = page.locator('section[aria-labelledby="page-heading"]');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
  });

  test('the mobile app page shows the app development stats', async ({ page }) => {
    await page.goto('/mobile-app-development-dubai-uae');
    for (const label of ['Happy Clients', 'Optimized Apps', 'Feature Enhancements', 'Apps Delivered']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });
});

test.describe('shared-layout service pages', () => {
  for (const service of sharedLayoutServicePages) {
    test(`${service.path}: meta, banner, info section with a phone Get Started and three sections`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(service.path);
      await expect(page).toHaveTitle(service.meta.title);
      expect(await metaContent(page, 'description')).toBe(service.meta.description);
      expect(await metaContent(page, 'keywords')).toBe(service.meta.keywords.join(','));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${service.meta.canonicalPath}`,
      );
      await expect(page.getByText(service.banner.subHeading, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.banner.heading);
      const info = page.locator('section[aria-labelledby="info-heading"]');
      await expect(info.getByRole('heading', { level: 2 })).toHaveText(
        `${service.info.highlightedWord} ${service.info.mainHeading}`,
      );
      await expect(info.getByRole('heading', { level: 3 })).toHaveCount(3);
      await expect(info.getByRole('link', { name: /^Get Started/ })).toHaveAttribute(
        'href',
        siteFacts.mainPhone.href,
      );
      for (const [index, section] of service.imageTextSections.entries()) {
        const block = page.locator(`section[aria-labelledby="shared-section-${index + 1}"]`);
        await expect(block.getByRole('heading', { level: 2 })).toHaveText(section.heading);
        await expect(block.getByText(`0${index + 1}`, { exact: true })).toBeVisible();
      }
    });
  }
});

test.describe('alternative service spellings', () => {
  for (const [legacy, canonical] of Object.entries(legacyServiceRedirects)) {
    test(`${legacy} redirects permanently to ${canonical}`, async ({ request, page }) => {
      const response = await request.get(legacy, { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(canonical);
      await page.goto(legacy);
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
