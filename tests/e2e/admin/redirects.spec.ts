import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openAdmin, successBanner, test, uniqueId } from '../support/admin';

// The Redirects screen as staff use it: a missing address that visitors asked for shows
// under "Addresses not found"; "Redirect this…" sends it on to a page; deleting the
// redirect makes the address missing again.

/** The status and Location of one request, without following a redirect. */
async function answerOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  return `${response.status()} ${response.headers()['location'] ?? ''}`.trim();
}

/** Waits until no list of the screen is still loading. */
async function settle(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

test.describe('redirects', () => {
  test('a missing address is redirected from the 404 log, then the redirect is deleted', async ({
    page,
    baseURL,
  }) => {
    // Waits for the server's 10 s flush of the 404 counts.
    test.slow();
    const oldPath = `/old-services-page-${Date.now()}-${uniqueId()}`;

    await openAdmin(page, '/admin/redirects', baseURL);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();

    // (a) A visitor asks for an address that does not exist.
    expect(await answerOf(page.request, oldPath)).toBe('404');

    // (b) The count reaches the log within one flush (every 10 s): reload until it shows.
    const log = page.getByRole('table', { name: 'Addresses not found', exact: true });
    const logRow = log.getByRole('row').filter({ hasText: oldPath });
    await expect(async () => {
      await page.reload();
      await expect(logRow).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 25_000, intervals: [1_000, 2_000, 3_000] });

    // (c) Redirect this…: From is filled in, the focus waits in To.
    await logRow.getByRole('button', { name: /^Redirect this…/ }).click();
    const popup = page.getByRole('dialog', { name: 'Add redirect' });
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('From', { exact: true })).toHaveValue(oldPath);
    const to = popup.getByLabel('To', { exact: true });
    await expect(to).toBeFocused();
    await expect(popup.getByLabel('Type', { exact: true })).toHaveValue('308');
    await to.fill('/contact');
    await popup.getByRole('button', { name: 'Add redirect', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page).filter({ hasText: oldPath })).toBeVisible();
    // The address now redirects, so it leaves the log.
    await expect(logRow).toHaveCount(0);

    // (d) The old address now answers a permanent redirect to /contact.
    await expect
      .poll(() => answerOf(page.request, oldPath), { timeout: 10_000 })
      .toMatch(/^30[18] \/contact$/);

    // (e) The redirect is in the table (found by searching for its address).
    await page.getByLabel('Search redirects by address').fill(oldPath);
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table', { name: 'Redirects', exact: true });
    const row = table.getByRole('row').filter({ hasText: oldPath });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('/contact');
    await expect(row).toContainText('Moved permanently');

    // (f) Deleted after confirming (the question names the address): missing again.
    await row.getByRole('button', { name: /^Delete/ }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete this redirect?' });
    await expect(question).toContainText(oldPath);
    await question.getByRole('button', { name: 'Delete redirect' }).click();
    await expect(successBanner(page).filter({ hasText: 'Redirect deleted.' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(() => answerOf(page.request, oldPath), { timeout: 10_000 }).toBe('404');
  });

  test('the screen and its popup are accessible @mobile', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/redirects', baseURL);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Addresses not found' })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);

    // The popup with its errors: nothing filled in.
    await page.getByRole('button', { name: 'Add redirect', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Add redirect' });
    await expect(popup.getByLabel('From', { exact: true })).toBeFocused();
    await popup.getByRole('button', { name: 'Add redirect', exact: true }).click();
    await expect(popup.getByText('Choose where it redirects to.')).toBeVisible();
    await expect(popup.getByLabel('From', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // Gone (410) needs no To.
    await popup.getByLabel('Type', { exact: true }).selectOption('410');
    await expect(popup.getByLabel('To', { exact: true })).toHaveCount(0);
    // Something was changed: closing asks first.
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(popup).toBeHidden();
  });
});
