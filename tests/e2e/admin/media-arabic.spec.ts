import { expectNoAxeViolations } from '../support/axe';
import {
  expect,
  openAdmin,
  originHeaders,
  pngFile,
  successBanner,
  test,
  uniqueId,
} from '../support/admin';
import { categoryId, pastBlogBody } from '../support/blogs';
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

test('Missing Arabic alt text lists a translated blog’s picture until it is described in Arabic', async ({
  page,
  baseURL,
}) => {
  test.slow(); // two records written, five screens opened
  const key = uniqueId();
  await openAdmin(page, '/admin/media', baseURL);
  const picture = await uploadByApi(page, baseURL, await pngFile(`dhow-${key}.png`, '#2e6fc2'));
  const headers = originHeaders(baseURL);
  const described = await page.request.put(`/api/media/${picture.id}`, {
    headers,
    data: { alt: `A dhow on Dubai Creek (${key})` },
  });
  expect(described.status(), await described.text()).toBe(200);
  const title = `Creek stories ${key}`;
  const created = await page.request.post('/blog', {
    headers,
    data: pastBlogBody(await categoryId(page.request), title, { blog_image: picture.url }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const blogId = ((await created.json()) as { data: { blog_id: number } }).data.blog_id;
  try {
    const translated = await page.request.put(`/blog/${blogId}?locale=ar`, {
      headers,
      data: {
        title: `حكايات الخور ${key}`,
        slug_url: `hikayat-alkhor-${key}`,
        brief_paragraph: 'قوارب تقليدية على خور دبي.',
        metaTitle: '',
        metaDescription: '',
        blogs_content: [{ heading: 'الخور', paragraph: '<p>حكاية قصيرة.</p>' }],
        status: 'published',
      },
    });
    expect(translated.status(), await translated.text()).toBe(200);

    await page.goto('/admin/media');
    await page
      .getByRole('navigation', { name: 'Library views' })
      .getByRole('link', { name: /^Missing Arabic alt text/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/media\?view=missing-alt-ar$/);
    const table = page.getByRole('table', {
      name: 'Pictures shown on Arabic pages without Arabic alt text',
    });
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    // The English view does not list it: the picture has English words.
    await page.goto('/admin/media?view=missing-alt');
    await expect(
      page
        .getByRole('table', { name: 'Pictures shown without alt text' })
        .or(page.getByText('Every picture the site shows has alt text')),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await page.goto('/admin/media?view=missing-alt-ar');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: /^Add Arabic alt text/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/media/${picture.id}$`));
    await page.getByLabel('Alt text (Arabic)').fill(`قارب تقليدي على خور دبي (${key})`);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(successBanner(page)).toContainText('Details saved.');

    await page.goto('/admin/media?view=missing-alt-ar');
    await expect(page.getByRole('link', { name: /^Missing Arabic alt text/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      table.or(page.getByText('Every picture the Arabic pages show has Arabic alt text')),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  } finally {
    await page.request.delete(`/blog/${blogId}`, { headers });
  }
});
