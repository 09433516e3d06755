import { expect, failureBanner, openAdmin, successBanner, test, uniqueId } from '../support/admin';

function locationFields(key: string) {
  return {
    URL: `web-design-${key}-ajman`,
    'Main heading': `Web Design in Ajman ${key}`,
    'Highlighted heading': 'Trusted',
    'Main paragraph': 'We design fast, bilingual websites for businesses in Ajman.',
    'Heading 1': 'Websites for Ajman businesses',
    'Paragraph 1': 'From shops to factories, we build sites that bring enquiries.',
    'Heading 2': 'Research first',
    'Paragraph 2': 'We start with your customers and what they search for.',
    'Heading 3': 'Built to last',
    'Paragraph 3': 'Secure hosting, backups and monitoring are included.',
    'Heading 4': 'Support after launch',
    'Paragraph 4': 'A named account manager looks after your site.',
    'Meta title': `Web Design Ajman ${key}`,
    'Meta keywords': 'web design ajman, website ajman',
    'Meta link': `https://nexadigital.ae/web-design-${key}-ajman`,
    'Meta description':
      'Web design for Ajman businesses: fast, bilingual and supported after launch.',
  };
}

test.describe('location pages', () => {
  test('create, edit and delete a location page with notifications; public page follows', async ({
    page,
    baseURL,
  }) => {
    // A whole flow with its notifications: 32 s under CI's load, too near the minute.
    test.slow();
    const key = uniqueId();
    const fields = locationFields(key);
    await openAdmin(page, '/admin/location-pages', baseURL);

    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    const popup = page.getByRole('dialog', { name: 'Location Page Upload' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Discard' })).toBeVisible();
    // The spec's Upload publishes at once; saving a draft or scheduling stay beside it.
    await expect(popup.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Schedule…' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();

    // Every field is required.
    await popup.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(popup.getByText('Main heading is required.')).toBeVisible();
    await expect(popup.getByLabel('URL')).toBeFocused();

    for (const [label, value] of Object.entries(fields)) {
      await popup.getByLabel(label, { exact: true }).fill(value);
    }
    await popup.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page)).toBeVisible();
    await expect(page.locator('body')).not.toHaveClass(/popup-open/);

    const card = page.getByRole('listitem').filter({ hasText: `Current URL: ${fields.URL}` });
    await expect(card).toBeVisible();

    await page.goto(`/${fields.URL}`);
    await expect(page.getByRole('heading', { name: fields['Main heading'] })).toBeVisible();

    // A second page with the same URL: the server's message, popup stays open.
    await page.goto('/admin/location-pages');
    await page.getByRole('button', { name: 'Add New Location Page' }).click();
    for (const [label, value] of Object.entries(fields)) {
      await popup.getByLabel(label, { exact: true }).fill(value);
    }
    await popup.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(failureBanner(page)).toContainText('already exists');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(popup).toBeHidden();

    // Edit: a spinner, then the stored fields; Save (spec point 2) publishes at once.
    await card.getByRole('button', { name: /^Edit Location/ }).click();
    await expect(popup.getByLabel('Main heading', { exact: true })).toHaveValue(
      fields['Main heading'],
    );
    await expect(popup.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await popup.getByLabel('Main heading', { exact: true }).fill(`Website Design in Ajman ${key}`);
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page)).toBeVisible();

    await page.goto(`/${fields.URL}`);
    await expect(
      page.getByRole('heading', { name: `Website Design in Ajman ${key}` }),
    ).toBeVisible();

    // Delete: notification, list reloads, public page gone.
    await page.goto('/admin/location-pages');
    await card.getByRole('button', { name: /^Delete Location/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Location' }).click();
    await expect(successBanner(page)).toBeVisible();
    await expect(card).toHaveCount(0);
    const gone = await page.goto(`/${fields.URL}`);
    // A deleted published page is gone for good: 410, with the site's not-found page.
    expect(gone?.status()).toBe(410);
  });

  test('a failed delete is reported and the list reloads', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/location-pages', baseURL);
    await page.route('**/api/locationpages/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            json: { status: 'fail', message: 'The page could not be deleted.' },
          })
        : route.fallback(),
    );
    const first = page.getByRole('listitem').filter({ hasText: 'Current URL:' }).first();
    await first.getByRole('button', { name: /^Delete Location/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Location' }).click();
    await expect(failureBanner(page)).toContainText('The page could not be deleted.');
    await expect(first).toBeVisible();
  });
});
