import { expect, openAdmin, pngFile, test } from '../support/admin';

test.describe('uploads', () => {
  test('drag and drop with a progress bar, then a preview; cancel keeps the old value', async ({
    page,
    baseURL,
  }) => {
    await openAdmin(page, '/admin/blogs', baseURL);
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const field = page
      .getByRole('dialog', { name: 'Upload New Blog' })
      .getByRole('group', { name: 'Blog image' });

    // Hold the upload for a moment so the progress bar can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });

    const png = await pngFile('dropped.png', '#146c43');
    const transfer = await page.evaluateHandle(
      ({ bytes, name }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return data;
      },
      { bytes: [...png.buffer], name: png.name },
    );
    const dropzone = field.locator('input[type=file]').locator('..');
    await dropzone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await dropzone.dispatchEvent('drop', { dataTransfer: transfer });

    await expect(field.getByRole('progressbar', { name: 'Uploading dropped.png' })).toBeVisible();
    await expect(field.getByRole('status')).toHaveText('Uploading dropped.png…');
    release();
    await expect(field.getByRole('progressbar')).toHaveCount(0);
    await expect(field.getByRole('img', { name: 'Blog image preview' })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.png$/,
    );
    await expect(field.getByRole('status')).toHaveText('dropped.png uploaded.');

    // Remove, then a refused size is explained before sending anything.
    await field.getByRole('button', { name: /Remove image/ }).click();
    await expect(field.getByRole('img')).toHaveCount(0);
    await field.locator('input[type=file]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(field.getByRole('alert')).toContainText('Images can be at most 10 MB');
  });
});
