import { expect, openAdmin, test } from '../support/admin';
import { exportInbox, sendEnquiry } from '../support/enquiries';

// Issue 29: the Arabic forms say their language; the inbox shows which language each
// enquiry was sent in, filters by it (the filter lives in the address, and the export
// takes it), and the enquiry's page says it.

test('an Arabic enquiry is marked Arabic in the inbox, found by the language filter and exported with it', async ({
  page,
  request,
  baseURL,
}) => {
  const arabic = await sendEnquiry(request, baseURL, { label: 'Mariam', locale: 'ar' });
  const english = await sendEnquiry(request, baseURL, { label: 'George' });

  await openAdmin(page, '/admin/enquiries', baseURL);
  const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });
  await expect(rowOf(arabic.email)).toContainText('Arabic');
  await expect(rowOf(english.email)).toContainText('English');
  await expect(rowOf(english.email)).not.toContainText('Arabic');

  const language = page.getByRole('search').getByLabel('Language');
  await language.selectOption({ label: 'Arabic' });
  await expect(page).toHaveURL(/[?&]locale=ar/);
  await expect(rowOf(arabic.email)).toBeVisible();
  await expect(rowOf(english.email)).toHaveCount(0);
  await page.reload();
  await expect(language).toHaveValue('ar');
  await expect(rowOf(arabic.email)).toBeVisible();

  const csv = await exportInbox(page);
  expect(csv.length).toBeGreaterThan(0);
  expect(csv.every((line) => line.locale === 'ar')).toBe(true);
  expect(csv.find((line) => line.email === arabic.email)).toMatchObject({ locale: 'ar' });

  await rowOf(arabic.email).getByRole('link', { name: /^Open/ }).click();
  const message = page.getByRole('region', { name: 'Message' });
  await expect(message).toContainText('LanguageArabic');
});
