import type { Page } from '@playwright/test';
import { expect, openAdmin, test } from '../support/admin';
import { sendEnquiry } from '../support/enquiries';

// The portal's enquiry dashboard (issue 27), below the spec's Profile, Logout and links.

const latest = (page: Page) => page.locator('[data-figure="latest"]');
const countIn = async (page: Page) => Number((await latest(page).innerText()).replace(/\D/g, ''));

test('the count for the last 7 days goes up after an enquiry', async ({
  page,
  request,
  baseURL,
}) => {
  await openAdmin(page, '/admin', baseURL);
  const dashboard = page.getByRole('region', { name: 'Enquiries' });
  await expect(dashboard.getByRole('term').filter({ hasText: 'Last 7 days' })).toBeVisible();
  await expect(latest(page)).toHaveText(/^\d+$/);
  const before = await countIn(page);

  await sendEnquiry(request, baseURL, { label: 'Dash' });
  await page.reload();
  // Other tests may send enquiries meanwhile: at least this one more.
  await expect.poll(() => countIn(page)).toBeGreaterThanOrEqual(before + 1);

  // The chart's table view says the same for the newest week.
  const chart = page.getByRole('region', { name: 'Enquiries per week, by form' });
  await expect(chart.getByRole('img', { name: /^Bar chart of enquiries per week/ })).toBeVisible();
  await chart.getByText('Show as table').click();
  const newest = chart.getByRole('row').last();
  await expect(newest.getByRole('cell').last()).toHaveText(await latest(page).innerText());
});

test('the range is chosen by keyboard, and each chart has its sentence and table', async ({
  page,
  request,
  baseURL,
}) => {
  await sendEnquiry(request, baseURL, { label: 'Range' });
  await openAdmin(page, '/admin', baseURL);
  const dashboard = page.getByRole('region', { name: 'Enquiries' });
  const range = dashboard.getByRole('group', { name: 'Show the last' });
  await expect(range.getByRole('radio', { name: '4 weeks' })).toBeChecked();

  await range.getByRole('radio', { name: '4 weeks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(range.getByRole('radio', { name: '12 weeks' })).toBeChecked();
  await expect(dashboard.getByRole('term').filter({ hasText: 'Last 12 weeks' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(range.getByRole('radio', { name: '12 months' })).toBeChecked();
  await expect(dashboard.getByRole('term').filter({ hasText: 'This month' })).toBeVisible();
  const months = dashboard.getByRole('region', { name: 'Enquiries per month, by form' });
  await expect(months.getByRole('img')).toHaveAccessibleName(/per month, split by form/);

  for (const title of [
    'Enquiries by source',
    'Won rate by source',
    'Top 10 pages they were sent from',
  ]) {
    const figure = dashboard.getByRole('region', { name: title });
    await expect(figure.getByRole('paragraph').first()).not.toBeEmpty();
    // "Show as table" opens by keyboard (a <details>' summary).
    await figure.getByText('Show as table').focus();
    await page.keyboard.press('Enter');
    await expect(figure.getByRole('table')).toBeVisible();
  }
  await expect(
    dashboard
      .getByRole('region', { name: 'Enquiries by source' })
      .getByRole('row', { name: /Direct/ }),
  ).toBeVisible();
});
