import { expect, test } from '@playwright/test';
import { siteFacts, footerCta } from '@/content/site-facts';
import { expectNoAxeViolations } from '../support/axe';

test.describe('site shell', () => {
  test('desktop header: tabs, active tab and the Solutions dropdown by hover and keyboard', async ({
    page,
  }) => {
    await page.goto('/company');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Company', 'Case Studies', 'Insights']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get Started' }),
    ).toHaveAttribute('href', '/contact');

    const solutions = nav.getByRole('button', { name: 'Solutions' });
    // A hover that lands before the island runs opens nothing; move away and back until it does.
    await expect(async () => {
      await page.getByRole('link', { name: /home/i }).first().hover();
      await solutions.hover();
      await expect(solutions).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    const header = page.getByRole('banner');
    // The dropdown's panel: the mobile menu, hidden at this width, has groups of the same names.
    const dropdown = page.locator(`[id="${await solutions.getAttribute('aria-controls')}"]`);
    await expect(dropdown.getByText('Design & Craft')).toBeVisible();
    await expect(dropdown.getByText('Build & Promote')).toBeVisible();
    await expect(header.getByRole('link', { name: /^Learn more/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    // Hovering another tab closes it.
    await nav.getByRole('link', { name: 'Insights' }).hover();
    await expect(dropdown.getByText('Design & Craft')).toBeHidden();

    // Keyboard: Enter opens, Escape closes and focus returns to the button.
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(solutions).toBeFocused();
  });

  test('dropdown links reach the service pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Solutions' })
      .click();
    await page.getByRole('link', { name: /Search Engine Optimisation/ }).click();
    await expect(page).toHaveURL(/\/search-engine-optimization-services-dubai-uae$/);
  });

  test('footer shows every item of the spec', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(footerCta.heading)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute(
      'href',
      siteFacts.mainPhone.href,
    );
    await expect(footer.getByRole('link', { name: siteFacts.email })).toHaveAttribute(
      'href',
      siteFacts.emailHref,
    );
    for (const office of siteFacts.offices) {
      await expect(footer.getByRole('heading', { name: office.label })).toBeVisible();
      await expect(footer.getByText(office.address.singleLine)).toBeVisible();
    }
    for (const name of ['About us', 'Portfolio', 'Contact', 'Refund Policy', 'Privacy policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const network of ['LinkedIn', 'Facebook', 'Instagram']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown route shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Next leaves a 404 of an on-demand route (notFound() in /[slug], /blogs/[id], …) as an
  // empty error document that only scripts fill in (src/server/cache/not-found-page.mjs).
  test('the not-found page is in the HTML itself, for visitors and crawlers without scripts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [
      '/no-such-location-page',
      '/blogs/no-such-blog',
      '/casestudy/no-such-case-study',
      '/insights/page/999',
      '/a/b/c',
    ]) {
      // Twice: the first answer is rendered, the second comes from the page cache.
      for (const visit of ['first', 'cached']) {
        const response = await page.goto(path);
        expect(response?.status(), `${path} (${visit})`).toBe(404);
        await expect(page.locator('html'), `${path} (${visit})`).toHaveAttribute('lang', 'en');
        await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
      }
    }
    await context.close();
  });

  test('health check reports the engine', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect((await response.json()).engine).toMatch(/^(sqlite|postgres)$/);
  });

  test('mobile menu: hamburger, single-open service groups, Escape closes @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'mobile layout only');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('button', { name: 'Design & Craft' }).click();
    await expect(menu.getByRole('link', { name: 'Web Development' })).toBeVisible();
    await menu.getByRole('button', { name: 'Build & Promote' }).click();
    await expect(menu.getByRole('link', { name: 'Google Ads' })).toBeVisible();
    // Opening one group closed the other.
    await expect(menu.getByRole('link', { name: 'Web Development' })).toBeHidden();
    for (const name of ['Company', 'Case Studies', 'Insights', 'Get Started']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('navigating scrolls to the top of the new page @mobile', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
