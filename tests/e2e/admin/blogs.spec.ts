import { BANNER_DURATION_MS } from '@/lib/constants';
import {
  expect,
  failureBanner,
  openAdmin,
  pngFile,
  successBanner,
  test,
  uniqueId,
} from '../support/admin';

test.describe('blogs', () => {
  test('add, edit and delete a blog with rich text; success and failure banners', async ({
    page,
    baseURL,
  }) => {
    // A whole flow with three 3-second banners: 50 s under CI's load, so the default
    // minute was a coin toss (a timeout seen once); it gets three.
    test.slow();
    const key = uniqueId();
    const title = `Growth Notes ${key}`;
    const slug = `growth-notes-${key}`;
    await openAdmin(page, '/admin/blogs', baseURL);

    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
    await expect(popup).toBeVisible();

    // The category choice leaves out 'All'.
    const category = popup.getByLabel('Category');
    await expect(category.locator('option', { hasText: /^All$/ })).toHaveCount(0);
    await expect(category.locator('option', { hasText: 'SEO' })).toHaveCount(1);

    await popup.getByLabel('Title', { exact: true }).fill(title);
    await expect(popup.getByText(`/blogs/${slug}`)).toBeVisible();
    await popup.getByLabel('Brief paragraph').fill('Five habits of fast-growing Dubai companies.');
    await category.selectOption({ label: 'SEO' });
    await popup.getByLabel('Published date').fill('2025-06-15');
    await popup
      .getByRole('group', { name: 'Blog image' })
      .locator('input[type=file]')
      .setInputFiles(await pngFile('cover.png', '#0f8f7a'));
    await expect(popup.getByRole('img', { name: 'Blog image preview' })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    // A picture must be described before the blog is published (issue 28).
    await popup.getByRole('button', { name: 'Add alt text of Blog image' }).click();
    const altText = page.getByRole('dialog', { name: 'Alt text of Blog image' });
    await altText.getByLabel('Alt text').fill('A green cover card for the article');
    await altText.getByRole('button', { name: 'Save alt text' }).click();
    await expect(altText).toBeHidden();

    // Length hints for the meta fields.
    await popup.getByLabel('Meta title').fill('A'.repeat(61));
    await expect(popup.getByText('61 / 60 characters – longer than recommended')).toBeVisible();
    await popup.getByLabel('Meta title').fill(`${title} | Nexa Digital`);
    await popup
      .getByLabel('Meta description')
      .fill('How fast-growing companies in Dubai plan their websites.');
    await expect(popup.getByText(/^\d+ \/ 160 characters$/)).toBeVisible();

    // Rich text: a paragraph with bold words, typed with the toolbar and the keyboard.
    await popup.getByLabel('Section 1 heading').fill('Plan before you build');
    const editor = popup.getByRole('textbox', { name: 'Section 1 paragraph' });
    await editor.click();
    await page.keyboard.type('Start with ');
    await popup
      .getByRole('toolbar', { name: 'Formatting for Section 1 paragraph' })
      .getByRole('button', { name: 'Bold' })
      .click();
    await page.keyboard.type('clear goals');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and measure them.');
    await expect(editor.locator('strong')).toHaveText('clear goals');

    // A half-filled section is pointed out instead of silently dropped.
    await popup.getByLabel('Section 2 heading').fill('Heading without text');
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      popup.getByText('Add a paragraph to this section, or clear its heading.'),
    ).toBeVisible();
    await popup.getByLabel('Section 2 heading').fill('');

    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page)).toBeVisible();
    // The banner goes after 3 seconds.
    await expect(successBanner(page)).toBeHidden({ timeout: BANNER_DURATION_MS + 2000 });

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('SEO');
    await expect(card).toContainText('15 Jun 2025');

    // Public: detail and list.
    await page.goto(`/blogs/${slug}`);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(page.locator('strong', { hasText: 'clear goals' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await page.goto('/insights');
    await expect(page.locator(`a[href="/blogs/${slug}"]`).first()).toBeVisible();

    // Failure banner: a second blog with the same title (same URL) is refused by the server.
    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await popup.getByLabel('Title', { exact: true }).fill(title);
    await popup.getByLabel('Category').selectOption({ label: 'SEO' });
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(failureBanner(page)).toContainText('already exists');
    await expect(popup).toBeVisible();
    await expect(failureBanner(page)).toBeHidden({ timeout: BANNER_DURATION_MS + 2000 });
    await popup.getByRole('button', { name: 'Discard' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await expect(popup).toBeHidden();

    // Edit: the popup loads the stored blog, including its rich text.
    await card.getByRole('button', { name: /^Edit Blog/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(
      edit.getByRole('textbox', { name: 'Section 1 paragraph' }).locator('strong'),
    ).toHaveText('clear goals');
    await edit.getByLabel('Section 2 heading').fill('Measure what matters');
    await edit.getByRole('textbox', { name: 'Section 2 paragraph' }).click();
    await page.keyboard.type(`Track enquiries ${key} every week.`);
    await edit.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(successBanner(page)).toBeVisible();

    await page.goto(`/blogs/${slug}`);
    await expect(page.getByRole('heading', { name: 'Measure what matters' })).toBeVisible();
    await expect(page.getByText(`Track enquiries ${key} every week.`)).toBeVisible();

    // Delete.
    await page.goto('/admin/blogs');
    await card.getByRole('button', { name: /^Delete Blog/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Blog' }).click();
    await expect(successBanner(page)).toBeVisible();
    await expect(card).toHaveCount(0);
    const gone = await page.goto(`/blogs/${slug}`);
    // A deleted published page is gone for good: 410, with the site's not-found page.
    expect(gone?.status()).toBe(410);
  });

  test('the blog popup: Escape, background click, focus kept inside and given back', async ({
    page,
    baseURL,
  }) => {
    await openAdmin(page, '/admin/blogs', baseURL);
    const open = page.getByRole('button', { name: 'Upload New Blog' });
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });

    // Escape closes a clean popup; focus returns to the button that opened it.
    await open.click();
    await expect(popup).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/popup-open/);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/popup-open/);

    // Tab never leaves the popup.
    await open.click();
    await popup.getByLabel('Title', { exact: true }).focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+Tab');
    expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    // Background click closes it.
    await page.mouse.click(5, 5);
    await expect(popup).toBeHidden();

    // A dirty popup asks before closing.
    await open.click();
    await popup.getByLabel('Title', { exact: true }).fill('Draft title');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(popup.getByLabel('Title', { exact: true })).toHaveValue('Draft title');
    await popup.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(popup).toBeHidden();
  });

  test('a failed save keeps the popup open with the server message', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/blogs', baseURL);
    await page.route('**/blog', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            json: { status: 'fail', message: 'The blog service is unavailable.' },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
    await popup.getByLabel('Title', { exact: true }).fill(`Failing ${uniqueId()}`);
    await popup.getByLabel('Category').selectOption({ index: 1 });
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(failureBanner(page)).toHaveText(/The blog service is unavailable\./);
    await expect(
      popup.getByRole('alert').filter({ hasText: 'The blog service is unavailable.' }),
    ).toBeVisible();
    await expect(popup).toBeVisible();
  });
});
