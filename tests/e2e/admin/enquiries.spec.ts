import { expect, openAdmin, originHeaders, test, uniqueId, uniqueIp } from '../support/admin';

// One after the other: the paging test sends 21 enquiries, which would push the first
// test's enquiry off page 1 while that test is looking at it.
test.describe.configure({ mode: 'serial' });

test.describe('enquiries inbox', () => {
  test('an enquiry from the contact page: listed, opened, marked handled, exported', async ({
    page,
    request,
    baseURL,
  }) => {
    const key = uniqueId();
    const name = `Sara ${key.slice(0, 4)}`;
    const email = `sara.${key}@example.com`;
    const sent = await request.post('/send-contact-form', {
      data: {
        name,
        email,
        phoneNum: '+971 50 123 4567',
        businessName: 'Souq Ltd',
        role: 'Owner',
        message: `We need a new online store (${key}).`,
      },
      headers: { ...originHeaders(baseURL), 'X-Forwarded-For': uniqueIp() },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await openAdmin(page, '/admin', baseURL);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Enquiries/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('New');
    await expect(row).toContainText(/E-mail (sent|waiting to be sent|failed, retrying)/);

    await row.getByRole('button', { name: /^Open/ }).click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`We need a new online store (${key}).`);
    await expect(dialog).toContainText('Souq Ltd');
    await expect(dialog).toContainText('Owner');
    await dialog.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(dialog.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Handled');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(file, 'utf8');
    expect(csv).toContain(email);
  });
});

test('the inbox pages through enquiries, newest first', async ({ page, request, baseURL }) => {
  const key = uniqueId();
  // 21 enquiries, each from its own address (the contact forms are rate-limited per address).
  for (let n = 1; n <= 21; n++) {
    const response = await request.post('/send-contact-form-main', {
      data: {
        name: `Pg ${key.slice(0, 4)} ${n}`,
        email: `page${n}.${key}@example.com`,
        message: `Paging ${n}`,
      },
      headers: { ...originHeaders(baseURL), 'X-Forwarded-For': uniqueIp() },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await openAdmin(page, '/admin/enquiries', baseURL);
  // Newest first: the last one sent is on page 1, the first one sent is not.
  await expect(
    page.getByRole('row').filter({ hasText: `page21.${key}@example.com` }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `page1.${key}@example.com` })).toHaveCount(
    0,
  );
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `page1.${key}@example.com` })).toBeVisible();
});
