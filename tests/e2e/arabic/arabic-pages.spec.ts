import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ARABIC_ROUTES } from '../support/public-routes';

// The Arabic edition's pages (issue 29): right to left, in Arabic, reachable from the
// English page by a plain link and back, and as accessible as the English ones.

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

test.describe('the Arabic edition', () => {
  test('every Arabic route answers 200, right to left, with an Arabic heading', async ({
    request,
    page,
  }) => {
    for (const route of ARABIC_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
    }
    for (const route of ARABIC_ROUTES) {
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first(), route).toContainText(ARABIC_LETTERS);
      // The header's first tab and the footer read Arabic too, not only the page's body.
      await expect(page.locator('footer'), route).toContainText(ARABIC_LETTERS);
    }
  });

  test('the English pages stay English, left to right, at the spec addresses', async ({ page }) => {
    await page.goto('/company');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1').first()).not.toContainText(ARABIC_LETTERS);
  });

  test('the language switcher leads to the same page in the other language and back, without scripts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/company');
    await page.locator('header').getByRole('link', { name: 'العربية' }).first().click();
    await expect(page).toHaveURL(/\/ar\/company$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('header').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('hreflang alternates and the canonical name each language', async ({ request }) => {
    const html = await (await request.get('/ar/company')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]*\/ar\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/company"/);
  });

  test('the Arabic contact form shows Arabic validation messages and its Arabic answer', async ({
    page,
  }) => {
    await page.goto('/ar/contact');
    const form = page.locator('main form');
    await form.getByRole('button').last().click();
    const errors = form.locator('[id$="-error"]');
    await expect(errors.first()).toBeVisible();
    for (const text of await errors.allTextContents()) expect(text).toMatch(ARABIC_LETTERS);

    const fields = form.locator('input:not([name="website"]), textarea');
    await fields.nth(0).fill('سارة أحمد');
    await form.locator('input[name="email"]').fill('sara@example.com');
    await form.locator('input[name="phoneNum"]').fill('+971 50 123 4567');
    await form.locator('textarea[name="message"]').fill('نريد متجراً إلكترونياً لعلامتنا التجارية.');
    await form.getByRole('button').last().click();
    const outcome = form.getByRole('status');
    await expect(outcome).toContainText(ARABIC_LETTERS, { timeout: 15_000 });
  });

  test('the Arabic not-found page is Arabic, right to left @mobile', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toContainText(ARABIC_LETTERS);
  });

  for (const route of ARABIC_ROUTES) {
    test(`${route}: no sideways scroll, and axe finds nothing @mobile`, async ({ page }) => {
      await page.goto(route);
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${route}: ${scrollWidth} px in ${clientWidth}`).toBeLessThanOrEqual(
        clientWidth,
      );
      await expectNoAxeViolations(page);
    });
  }
});
