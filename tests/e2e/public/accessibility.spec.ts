import { test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PUBLIC_ROUTES } from '../support/public-routes';

// axe-core (WCAG 2.2 A/AA) on every public route, on desktop and on a phone.
test.describe('accessibility', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`axe finds no violations on ${route} @mobile`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('axe on the not-found page and the open mobile menu @mobile', async ({ page, isMobile }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
      await expectNoAxeViolations(page);
    }
  });

  test('axe on the form states: validation errors and the answer @mobile', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/send-contact-form', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"fail"}' }),
    );
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectNoAxeViolations(page);
    await form.getByLabel('Name', { exact: true }).fill('Omar Ali');
    await form.getByLabel('Email').fill('omar@example.com');
    await form.getByLabel('Phone number').fill('0501234567');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Email failed to send, try again by reloading the page.').waitFor();
    await expectNoAxeViolations(page);
  });
});
