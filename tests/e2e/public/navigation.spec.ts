import { expect, test, type Page } from '@playwright/test';

// Moving between pages inside the site: a spinner while the next page is on its way,
// and a report with a way out when it never arrives (spec points 4, 8 and 9). A link
// loads the next page (public pages have no client router: docs/architecture.md,
// "Islands"); until it arrives, the page clicked on stays, with the spinner over it.

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

/** Resolves once the page has handled every task queued before it. */
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
 * Playwright waits for a page that is loading before it looks at the page again, so what
 * the page clicked on shows meanwhile is recorded by the page itself, in the tab's
 * sessionStorage, which the next page of the site shares: the path it was shown on.
 */
async function recordSpinner(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const spinner = document.querySelector<HTMLElement>('[data-testid="navigation-spinner"]');
      if (spinner && !spinner.hidden) sessionStorage.setItem('spinner-shown-on', location.pathname);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  });
}

test.describe('navigation between pages', () => {
  test('a spinner shows while the next page is on its way', async ({ page }) => {
    await recordSpinner(page);
    // The next page takes 1.5 s to come, as on a slow network.
    await page.route('**/company', async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForIslands(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    expect(await page.evaluate(() => sessionStorage.getItem('spinner-shown-on'))).toBe('/');
    await expect(page.getByTestId('navigation-spinner')).toBeHidden();
  });

  test('a page that has not arrived after 120 seconds is reported, with a way to try again', async ({ page }) => {
    await page.clock.install();
    // The first load of the page never arrives (the server answers it with nothing, so
    // the browser stays where it is); trying again loads it.
    let attempts = 0;
    await page.route('**/company', async (route) => {
      if (route.request().resourceType() === 'document' && attempts++ === 0) await route.fulfill({ status: 204 });
      else await route.continue();
    });
    await page.goto('/');
    await waitForIslands(page);
    // From here the page's time moves only when the test moves it: an installed clock
    // otherwise runs on with real time, and a slow wait for the spinner under load
    // would add to the 119 s below and bring the report early.
    await pauseClock(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page.getByTestId('navigation-spinner')).toBeVisible();
    await page.clock.fastForward(119_000);
    await expect(page.getByText('The page did not load.')).toBeHidden();
    await page.clock.fastForward(1_000);
    await expect(page.getByText('The page did not load.')).toBeVisible();
    await expect(page.getByTestId('navigation-spinner')).toBeHidden();

    // Trying again loads the page afresh.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    expect(attempts).toBe(2);
  });

  test('a page that arrived in time is not reported once 120 seconds have passed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForIslands(page);

    await page.locator('footer a[href="/company"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await page.clock.fastForward(121_000);
    await settle(page);
    await expect(page.getByText('The page did not load.')).toBeHidden();
  });
});
