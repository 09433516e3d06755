import { expect, test } from '@playwright/test';
import { TEMPLATE1_STUDY, TEMPLATE2_STUDY } from '../support/public-routes';

test.describe('case studies', () => {
  test('list: two cards per row, each with View Details linking to its detail', async ({ page }) => {
    await page.goto('/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.locator('main li > a[href^="/casestudy/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width / 2);
    const card = page.locator(`a[href="/casestudy/${TEMPLATE1_STUDY.id}"]`);
    await expect(card.getByText('View Details')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/casestudy/${TEMPLATE1_STUDY.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE1_STUDY.heroHeading!);
  });

  test('list: one card per row on a phone @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/case-studies');
    const cards = page.locator('main li > a[href^="/casestudy/"]');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  });

  test('a spinner shows while the list or a detail is on its way after a click', async ({ page }) => {
    // Playwright waits for a page that is loading before it looks again, so the page
    // records itself, in the tab's sessionStorage, every path it showed the spinner on.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const spinner = document.querySelector<HTMLElement>('[data-testid="navigation-spinner"]');
        if (!spinner || spinner.hidden) return;
        const shown = new Set(JSON.parse(sessionStorage.getItem('spinner-shown-on') ?? '[]'));
        sessionStorage.setItem('spinner-shown-on', JSON.stringify([...shown.add(location.pathname)]));
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    });
    // The list and the details take 1.5 s to come, as on a slow network.
    await page.route(
      (url) => url.pathname === '/case-studies' || url.pathname.startsWith('/casestudy/'),
      async (route) => {
        if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    const mounted = page.locator('[data-island="navigation-status"][data-island-mounted]');
    await page.goto('/');
    await expect(mounted).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page.locator('main li > a[href^="/casestudy/"]').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('navigation-spinner')).toBeHidden();

    await expect(mounted).toHaveCount(1);
    await page.locator(`a[href="/casestudy/${TEMPLATE2_STUDY.id}"]`).click();
    await expect(page.locator('section[aria-labelledby="cs-statistics"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE2_STUDY.heroHeading!);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('spinner-shown-on') ?? '[]'))).toEqual([
      '/',
      '/case-studies',
    ]);
  });

  test('detail (template1): hero, INDUSTRY, two image sections, ordered sections and 4 figures', async ({ page }) => {
    await page.goto(`/casestudy/${TEMPLATE1_STUDY.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE1_STUDY.heroHeading!);
    await expect(page.getByText('INDUSTRY', { exact: true })).toBeVisible();
    await expect(page.getByText(TEMPLATE1_STUDY.industry!, { exact: true })).toBeVisible();
    await expect(page.getByText(TEMPLATE1_STUDY.industryText!)).toBeVisible();
    await expect(page.getByRole('heading', { name: TEMPLATE1_STUDY.sec1Heading! })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEMPLATE1_STUDY.sec2Heading! })).toBeVisible();
    const sections = page.locator('section[data-section]');
    await expect(sections).toHaveCount(3);
    expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')))).toEqual([
      '1',
      '2',
      '3',
    ]);
    await expect(page.locator('section[data-dark="true"]')).toHaveAttribute('data-section', '2');
    const stats = page.locator('section[aria-labelledby="cs-statistics"]');
    await expect(stats.getByRole('heading', { name: TEMPLATE1_STUDY.sec4Heading! })).toBeVisible();
    await expect(stats.locator('dd')).toHaveCount(4);
    await expect(stats.getByText(TEMPLATE1_STUDY.sec4Percentage4!)).toBeVisible();
  });

  test('detail (template2): outcome first on a dark band and 3 figures @mobile', async ({ page }) => {
    await page.goto(`/casestudy/${TEMPLATE2_STUDY.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE2_STUDY.heroHeading!);
    const order = await page
      .locator('section[data-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
    expect(order).toEqual(['3', '1', '2']);
    await expect(page.locator('section[data-dark="true"]')).toHaveAttribute('data-section', '3');
    const stats = page.locator('section[aria-labelledby="cs-statistics"]');
    await expect(stats.locator('dd')).toHaveCount(3);
    await expect(stats.getByText(TEMPLATE2_STUDY.sec4Percentage4!, { exact: true })).toHaveCount(0);
  });

  test('detail video starts muted after 1 second and the first click turns the sound on', async ({ page }) => {
    // Note when playback first starts, measured from the start of the navigation.
    await page.addInitScript(() => {
      document.addEventListener(
        'play',
        () => {
          const w = window as unknown as { firstPlayAt?: number };
          w.firstPlayAt ??= performance.now();
        },
        true,
      );
    });
    await page.goto(`/casestudy/${TEMPLATE1_STUDY.id}`);
    const video = page.locator('article video');
    await expect(video).toHaveAttribute('controls', '');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 8000 }).toBe(true);
    const firstPlayAt = await page.evaluate(() => (window as unknown as { firstPlayAt?: number }).firstPlayAt);
    expect(firstPlayAt).toBeGreaterThanOrEqual(1000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await video.click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  });

  test('an unknown case study id is the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/casestudy/ffffffffffffffffffffffff');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    const malformed = await page.goto('/casestudy/not-an-id');
    expect(malformed?.status()).toBe(404);
  });
});
