import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, openAdmin, test } from '../support/admin';
import { sendEnquiry } from '../support/enquiries';

// Issue 27's screens under axe, on a phone (390 px) and a desktop: the portal's dashboard
// with every chart's table open, the inbox, an enquiry's page, and the Spam view.

async function settle(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const width of [390, 1280]) {
  test(`dashboard, inbox, enquiry and Spam pass axe at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Five screens, each checked by axe.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    // Sent from a page, so that the top pages chart has a row (and its table) on a fresh site.
    const enquiry = await sendEnquiry(request, baseURL, {
      label: 'Axe',
      attribution: {
        page: '/contact',
        landing: '/?utm_source=newsletter',
        utm_source: 'newsletter',
      },
    });
    const spam = await sendEnquiry(request, baseURL, { label: 'AxeBot', honeypot: true });

    await openAdmin(page, '/admin', baseURL);
    const dashboard = page.getByRole('region', { name: 'Enquiries' });
    await expect(dashboard.locator('[data-figure="latest"]')).toBeVisible();
    for (const summary of await dashboard.getByText('Show as table').all()) await summary.click();
    await expect(dashboard.getByRole('table')).toHaveCount(4);
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the portal');

    // Filtered by its source: another worker's paging test sends 21 enquiries at once,
    // which can push this one off the inbox's first page.
    await page.goto('/admin/enquiries?source=newsletter');
    const row = page.getByRole('row').filter({ hasText: enquiry.email });
    await expect(row).toBeVisible();
    const toggle = page.getByRole('button', { name: /^(Filters|Hide filters)/ });
    // On a phone the filters fold behind a button; a desktop shows them.
    if (width <= 760) {
      await expect(page.getByRole('search').getByLabel('Source')).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(page.getByRole('search').getByLabel('Source')).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'the inbox');

    await row.getByRole('link', { name: /^Open/ }).click();
    await expect(page.getByRole('heading', { name: `Enquiry from ${enquiry.name}` })).toBeVisible();
    // An error shown in the note form is checked too.
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Write the note first.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'an enquiry');

    await page.goto('/admin/enquiries?status=spam');
    const spamRow = page.getByRole('row').filter({ hasText: spam.email });
    await expect(spamRow).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, 'Spam');

    await spamRow.getByRole('link', { name: /^Open/ }).click();
    await expect(page.getByRole('heading', { name: `Enquiry from ${spam.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
