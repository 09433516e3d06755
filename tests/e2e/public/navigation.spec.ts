import { expect, test, type Page, type Route } from '@playwright/test';

// Moving between pages inside the site: a spinner while the next page is on its way,
// and a report with a way out when it never arrives (spec points 4, 8 and 9).

/** The navigation status watches clicks once its island is mounted (src/islands/main.ts). */
async function waitForIslands(page: Page) {
  await expect(page.locator('[data-island="navigation-status"][data-island-mounted]')).toHaveCount(1);
}

/**
 * Stops the installed clock. pauseAt needs a time still ahead when it arrives, so it
 * jumps 10 s forward (firing what falls due: nothing the test then watches) and stops.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/**
 * Resolves once the page has handled every task queued before it. React renders in
 * posted-message tasks, so an update made by a timer that just fired is on screen after.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Holds the first load of a page until `release` is called: the page a link leads to,
 * while the one it was clicked on stays on screen. Later loads (trying again) pass.
 */
async function holdNavigationTo(page: Page, pathname: string) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith(pathname),
    async (route) => {
      if (route.request().resourceType() === 'document' && held.length === 0) held.push(route);
      else await route.continue();
    },
  );
  return {
    held,
    async release() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await Promise.all(held.map((route) => route.continue().catch(() => {})));
    },
  };
}

test.describe('navigation between pages', () => {
  test('a spinner shows while the next page is on its way', async ({ page }) => {
    const navigation = await holdNavigationTo(page, '/company');
    await page.goto('/');
    await waitForIslands(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page.getByTestId('navigation-spinner')).toBeVisible();
    expect(navigation.held.length).toBeGreaterThan(0);

    await navigation.release();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await expect(page.getByTestId('navigation-spinner')).toHaveCount(0);
  });

  test('a page that has not arrived after 120 seconds is reported, with a way to try again', async ({ page }) => {
    await page.clock.install();
    const navigation = await holdNavigationTo(page, '/company');
    await page.goto('/');
    await waitForIslands(page);
    // From here the page's time moves only when the test moves it: an installed clock
    // otherwise runs on with real time, and a slow wait for the spinner under load
    // would add to the 119 s below and bring the report early.
    await pauseClock(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page.getByTestId('navigation-spinner')).toBeVisible();
    await page.clock.fastForward(119_000);
    await expect(page.getByText('The page did not load.')).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(page.getByText('The page did not load.')).toBeVisible();
    await expect(page.getByTestId('navigation-spinner')).toHaveCount(0);

    // Trying again loads the page afresh (a full page load, which is not held). The held
    // requests stay held until then: released earlier, they would finish the old
    // navigation and take the report away under the click.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await navigation.release();
  });

  test('a page that arrived in time is not reported once 120 seconds have passed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForIslands(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await page.clock.fastForward(121_000);
    await settle(page);
    await expect(page.getByText('The page did not load.')).toHaveCount(0);
  });
});
