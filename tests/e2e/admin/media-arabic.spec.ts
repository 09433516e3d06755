import { expectNoAxeViolations } from '../support/axe';
import { expect, openAdmin, pngFile, successBanner, test, uniqueId } from '../support/admin';
import { uploadByApi } from '../support/media';

// Issue 29: a picture's details take its Arabic alt text and caption, typed right to left,
// kept beside the English ones.

test('the details screen saves a picture’s Arabic alt text and caption, typed right to left', async ({
  page,
  baseURL,
}) => {
  const key = uniqueId();
  await openAdmin(page, '/admin/media', baseURL);
  const picture = await uploadByApi(page, baseURL, await pngFile(`souq-${key}.png`, '#c2702e'));
  const altAr = `واجهة متجر في سوق التوابل بدبي، وأكياس البهارات مصفوفة أمامه (${key})`;
  const captionAr = 'سوق التوابل في ديرة';

  await page.goto(`/admin/media/${picture.id}`);
  const alt = page.getByLabel('Alt text', { exact: true });
  const arabicAlt = page.getByLabel('Alt text (Arabic)');
  const arabicCaption = page.getByLabel('Caption (Arabic)');
  for (const field of [arabicAlt, arabicCaption]) {
    await expect(field).toHaveAttribute('dir', 'rtl');
    await expect(field).toHaveAttribute('lang', 'ar');
  }
  await expect(alt).not.toHaveAttribute('dir', 'rtl');

  await alt.fill(`A spice shop front in the Dubai souq (${key})`);
  await arabicAlt.fill(altAr);
  await arabicCaption.fill(captionAr);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(successBanner(page)).toContainText('Details saved.');

  // Kept: a reload shows both languages, and the API answers them.
  await page.reload();
  await expect(page.getByLabel('Alt text (Arabic)')).toHaveValue(altAr);
  await expect(page.getByLabel('Caption (Arabic)')).toHaveValue(captionAr);
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveValue(
    `A spice shop front in the Dubai souq (${key})`,
  );
  const answer = await page.request.get(`/api/media/${picture.id}`);
  expect(await answer.json()).toMatchObject({ altAr, captionAr });

  // A text too long for the Arabic alt is refused before it is sent, named under its field.
  await page.getByLabel('Alt text (Arabic)').fill('ب'.repeat(301));
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Arabic alt text must be at most 300 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
});
