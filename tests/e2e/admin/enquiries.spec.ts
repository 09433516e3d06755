import {
  expect,
  failureBanner,
  openAdmin,
  originHeaders,
  successBanner,
  test,
  uniqueId,
  uniqueIp,
} from '../support/admin';
import { exportInbox, newEditor, sendEnquiry } from '../support/enquiries';

// One after the other: the paging test sends 21 enquiries, which would push the first
// tests' enquiries off page 1 while they are looking at them.
test.describe.configure({ mode: 'serial' });

test.describe('enquiries inbox', () => {
  test('an enquiry from the contact page: listed, opened with every field, exported', async ({
    page,
    request,
    baseURL,
  }) => {
    const sent = await sendEnquiry(request, baseURL, { label: 'Sara' });

    await openAdmin(page, '/admin', baseURL);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Enquiries/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: sent.email });
    await expect(row).toContainText('New');
    await expect(row).toContainText(/E-mail (sent|waiting to be sent|failed, retrying)/);
    await expect(row).toContainText('Source: Direct');

    await row.getByRole('link', { name: /^Open/ }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries\/\d+$/);
    await expect(page.getByRole('heading', { name: `Enquiry from ${sent.name}` })).toBeVisible();
    const message = page.getByRole('region', { name: 'Message' });
    await expect(message).toContainText(sent.message);
    await expect(message).toContainText('Souq Ltd');
    await expect(message).toContainText('Owner');
    await expect(message).toContainText('+971 50 123 4567');
    await expect(page.getByRole('region', { name: 'Where it came from' })).toContainText('Direct');

    await page.getByRole('link', { name: '← Back to the enquiries' }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
    const csv = await exportInbox(page);
    expect(csv.find((line) => line.email === sent.email)).toMatchObject({
      name: sent.name,
      status: 'new',
      source: 'Direct',
    });
  });

  test('an enquiry moves through Contacted to Won with a note', async ({
    page,
    request,
    baseURL,
  }) => {
    const sent = await sendEnquiry(request, baseURL, { label: 'Khalid' });
    await openAdmin(page, '/admin/enquiries', baseURL);
    await page
      .getByRole('row')
      .filter({ hasText: sent.email })
      .getByRole('link', { name: /^Open/ })
      .click();
    await expect(page.getByRole('heading', { name: `Enquiry from ${sent.name}` })).toBeVisible();
    const pipeline = page.getByRole('form', { name: 'Status and assignee' });
    const status = pipeline.getByLabel('Status');
    await expect(status).toHaveValue('new');

    await status.selectOption({ label: 'Contacted' });
    await pipeline.getByRole('button', { name: 'Save' }).click();
    await expect(
      successBanner(page).filter({ hasText: 'Status changed to Contacted.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Contacted', { exact: true }).first(),
    ).toBeVisible();

    // A note that cannot be saved (the connection drops) is kept in the field.
    const me = (await (await page.request.get('/api/users/me')).json()) as {
      name?: string;
      email?: string;
    };
    const author = me.name || me.email || '';
    const note = `Called back, sending a quote for the store (${uniqueId()}).`;
    const notes = page.getByRole('region', { name: 'Notes' });
    await page.route('**/api/enquiries/*/notes', (route) => route.abort());
    await notes.getByLabel('New note').fill(note);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByRole('alert')).toContainText('The note was not added');
    await expect(notes.getByLabel('New note')).toHaveValue(note);
    await page.unroute('**/api/enquiries/*/notes');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(successBanner(page).filter({ hasText: 'Note added.' })).toBeVisible();
    await expect(notes.getByLabel('New note')).toHaveValue('');
    const saved = notes.getByRole('listitem').filter({ hasText: note });
    await expect(saved).toContainText(author);
    await expect(saved.locator('time')).toHaveCount(1);

    await status.selectOption({ label: 'Won' });
    await pipeline.getByRole('button', { name: 'Save' }).click();
    await expect(successBanner(page).filter({ hasText: 'Status changed to Won.' })).toBeVisible();

    // All of it is kept: a reload shows Won and the note with its author.
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Status and assignee' }).getByLabel('Status'),
    ).toHaveValue('won');
    await expect(
      page.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: note }),
    ).toContainText(author);

    // The Won filter lists it, and the filtered view survives a reload.
    await page.goto('/admin/enquiries');
    await page.getByRole('search').getByLabel('Status').selectOption({ label: 'Won' });
    await expect(page).toHaveURL(/[?&]status=won/);
    await expect(page.getByRole('row').filter({ hasText: sent.email })).toContainText('Won');
    await page.reload();
    await expect(page.getByRole('search').getByLabel('Status')).toHaveValue('won');
    await expect(page.getByRole('row').filter({ hasText: sent.email })).toBeVisible();
  });

  test('a status that cannot be saved stays chosen, with the reason', async ({
    page,
    request,
    baseURL,
  }) => {
    const sent = await sendEnquiry(request, baseURL, { label: 'Layla' });
    await openAdmin(page, '/admin/enquiries', baseURL);
    await page
      .getByRole('row')
      .filter({ hasText: sent.email })
      .getByRole('link', { name: /^Open/ })
      .click();
    const pipeline = page.getByRole('form', { name: 'Status and assignee' });
    await page.route('**/api/enquiries/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'fail', message: 'The database is restarting.' }),
          })
        : route.fallback(),
    );
    await pipeline.getByLabel('Status').selectOption({ label: 'Lost' });
    await pipeline.getByLabel('Assigned to').selectOption({ index: 1 });
    await pipeline.getByRole('button', { name: 'Save' }).click();
    await expect(pipeline.getByRole('alert')).toHaveText('Not saved: The database is restarting.');
    await expect(pipeline.getByLabel('Status')).toHaveValue('lost');
    await expect(pipeline.getByLabel('Assigned to')).not.toHaveValue('');
    await expect(failureBanner(page)).toHaveCount(0);
  });
});

test('an editor, who cannot read the staff list, is offered every active colleague and assigns an enquiry to themselves', async ({
  page,
  request,
  baseURL,
}) => {
  const sent = await sendEnquiry(request, baseURL, { label: 'Mona' });
  const editor = await newEditor(baseURL);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  const signedIn = await page.request.post('/api/users/login', {
    data: { email: editor.email, password: editor.password },
    headers: originHeaders(baseURL),
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/admin/enquiries');
  await page
    .getByRole('row')
    .filter({ hasText: sent.email })
    .getByRole('link', { name: /^Open/ })
    .click();
  const pipeline = page.getByRole('form', { name: 'Status and assignee' });
  const assignee = pipeline.getByLabel('Assigned to');
  await expect(assignee.getByRole('option').first()).toHaveText('Nobody');
  await expect(
    assignee.getByRole('option').filter({ hasText: `${editor.name} (you)` }),
  ).toHaveCount(1);
  // Colleagues too (the administrator who runs these tests), by name only.
  expect(await assignee.getByRole('option').count()).toBeGreaterThan(2);
  await assignee.selectOption({ label: `${editor.name} (you)` });
  await pipeline.getByRole('button', { name: 'Save' }).click();
  await expect(
    successBanner(page).filter({ hasText: `Assigned to ${editor.name} (you).` }),
  ).toBeVisible();
  await expect(page.getByText(`Assigned to ${editor.name} (you)`, { exact: true })).toBeVisible();

  await page.goto(`/admin/enquiries?assignee=${editor.id}`);
  await expect(page.getByRole('search').getByLabel('Assigned to')).toHaveValue(String(editor.id));
  await expect(page.getByRole('row').filter({ hasText: sent.email })).toContainText(
    `Assigned to ${editor.name} (you)`,
  );
  expect(refused).toEqual([]);
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
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('row').filter({ hasText: `page1.${key}@example.com` })).toBeVisible();
});
