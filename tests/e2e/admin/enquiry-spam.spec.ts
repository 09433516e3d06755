import { expect, openAdmin, successBanner, test, uniqueId } from '../support/admin';
import { readMailbox } from '../support/mailbox';

// Issue 27: a form whose hidden field a robot filled is answered as usual, kept as Spam
// without an e-mail, and released by "Not spam" into the inbox, e-mailed then.

test('a honeypot-filled form lands in Spam and is released by Not spam', async ({
  page,
  baseURL,
}) => {
  const key = uniqueId();
  const name = `Bot ${key.slice(0, 4)}`;
  const email = `bot.${key}@example.com`;

  await page.goto('/contact');
  const form = page.locator('main form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('+971 50 000 0000');
  await form.getByLabel('Message').fill('Cheap links for your site.');
  // The field people never see; robots fill every field they find.
  await form.locator('input[name="website"]').fill('http://cheap-links.example', { force: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Form Submitted Successfully!')).toBeVisible({ timeout: 15_000 });

  // Not in the inbox; in Spam, not e-mailed.
  await openAdmin(page, '/admin/enquiries', baseURL);
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Enquiry views' })
    .getByRole('link', { name: 'Spam' })
    .click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=spam$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Spam');
  await expect(row).toContainText('Not e-mailed');
  expect(readMailbox().some((mail) => mail.text.includes(email))).toBe(false);

  // Its page says why, and offers only "Not spam" as the way out.
  await row.getByRole('link', { name: /^Open/ }).click();
  const pipeline = page.getByRole('form', { name: 'Status and assignee' });
  await expect(pipeline).toContainText('A hidden field that only robots see was filled in.');
  await expect(pipeline.getByLabel('Status').getByRole('option')).toHaveText(['Spam', 'Not spam']);
  await page.getByRole('link', { name: '← Back to the enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=spam$/);

  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Not spam/ })
    .click();
  await expect(successBanner(page).filter({ hasText: 'Marked as not spam' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // Now in the inbox as New, and the team is e-mailed.
  await page
    .getByRole('navigation', { name: 'Enquiry views' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  const released = page.getByRole('row').filter({ hasText: email });
  await expect(released).toContainText('New');
  await expect
    .poll(() => readMailbox().some((mail) => mail.text.includes(email)), { timeout: 20_000 })
    .toBe(true);
});
