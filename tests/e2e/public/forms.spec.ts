import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor } from '../support/public';

const MAIN_SUCCESS = 'Message Sent Successfully.';
const MAIN_FAILURE = 'Message failed to send, try again by reloading the page.';
const PAGE_SUCCESS = 'Form Submitted Successfully!';
const PAGE_FAILURE = 'Email failed to send, try again by reloading the page.';

async function fillMainForm(page: Page) {
  const form = page.locator('#contact form');
  await form.getByLabel('Full name').fill('Aisha Khan');
  await form.getByLabel('Email').fill('aisha@example.com');
  await form.getByLabel('Message').fill('We need a bilingual website for our clinic.');
  return form;
}

async function fillPageForm(page: Page) {
  const form = page.locator('main form');
  await form.getByLabel('Name', { exact: true }).fill('Omar Ali');
  await form.getByLabel('Email').fill('omar@example.com');
  await form.getByLabel('Phone number').fill('+971 50 123 4567');
  await form.getByLabel('Business name').fill('Falcon Cafe');
  await form.getByLabel('Role').fill('Owner');
  await form.getByLabel('Message').fill('Please call me about an ordering app.');
  return form;
}

test.describe('main contact form (home, company, service pages)', () => {
  test('validation messages appear and nothing is sent @mobile', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/send-contact-form-main')) posted = true;
    });
    const form = page.locator('#contact form');
    await form.getByLabel('Full name').fill('Al');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full name must be at least 3 characters.')).toBeVisible();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Full name').fill('Aisha Khan');
    await expect(form.getByText('Full name must be at least 3 characters.')).toBeHidden();
    expect(posted).toBe(false);
  });

  test('success: spinner while sending, success message, fields cleared', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/');
    // Hold the answer back a moment so the sending state can be seen.
    await page.route('**/send-contact-form-main', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const form = await fillMainForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending' })).toBeVisible();
    await expect(form.getByText(MAIN_SUCCESS)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('a failing server shows the failure message and clears the fields', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/company');
    await page.route('**/send-contact-form-main', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"msg":"fail"}' }),
    );
    const form = await fillMainForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(MAIN_FAILURE)).toBeVisible();
    await expect(form.getByText(MAIN_SUCCESS)).toBeHidden();
    await expect(form.getByLabel('Email')).toHaveValue('');
  });

  test('a network error shows the failure message instead of spinning, and keeps the text @mobile', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/web-development-service-in-dubai-uae');
    await page.route('**/send-contact-form-main', (route) => route.abort('internetdisconnected'));
    const form = await fillMainForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(MAIN_FAILURE)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('We need a bilingual website for our clinic.');
  });
});

test.describe('contact page form', () => {
  test('validation: required name, email, phone and message', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Phone number is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByText('Business name is required.')).toHaveCount(0);
  });

  test('success: the success message, the email cleared and the rest kept @mobile', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    const form = await fillPageForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(PAGE_SUCCESS)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Omar Ali');
  });

  test('failure: the server refuses and the failure message shows', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact');
    await page.route('**/send-contact-form', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ msg: 'fail', message: 'Phone number must be at least 3 characters.' }),
      }),
    );
    const form = await fillPageForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(PAGE_FAILURE)).toBeVisible();
    await expect(form.getByText('Phone number must be at least 3 characters.')).toBeVisible();
  });
});
