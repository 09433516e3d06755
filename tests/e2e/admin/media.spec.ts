import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../support/axe';
import {
  expect,
  mp4File,
  openAdmin,
  originHeaders,
  pngFile,
  successBanner,
  test,
  uniqueId,
} from '../support/admin';
import { categoryId, pastBlogBody } from '../support/blogs';
import { assetAt, storedNameOf, uploadByApi, vttFile } from '../support/media';

// The media library (issue 28) as staff meet it: a picture uploaded in an editor must be
// described before the record is published, and the library then knows where it is used
// and will not delete it; a video gets its caption track through its details; several
// files upload at once; unused files are cleared out together; a file is replaced under
// the same address; the editors' picker asks for alt text.

/**
 * A blog published by an API client that names no status (spec point 7), showing a
 * picture without alt text: it publishes as before, and the library lists the picture.
 */
async function publishWithoutAltText(page: Page, baseURL: string | undefined, title: string) {
  const picture = await uploadByApi(page, baseURL, await pngFile(`${title}.png`, '#4a5068'));
  const response = await page.request.post('/blog', {
    data: pastBlogBody(await categoryId(page.request), title, { blog_image: picture.url }),
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return picture;
}

test.describe('media library', () => {
  test('a blog picture needs alt text to publish; the library lists the blog and will not delete it', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const key = uniqueId();
    const title = `Harbour Lights ${key}`;
    const fileName = `harbour-${key}.png`;
    const alt = `Fishing boats moored in a harbour at dusk, their lights on the water (${key})`;
    await openAdmin(page, '/admin/blogs', baseURL);

    // Upload the picture from the blog editor.
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
    await popup.getByLabel('Title', { exact: true }).fill(title);
    await popup.getByLabel('Category').selectOption({ label: 'SEO' });
    await popup.getByLabel('Published date').fill('2024-01-15');
    await popup.getByLabel('Section 1 heading').fill('The harbour at night');
    await popup.getByRole('textbox', { name: 'Section 1 paragraph' }).click();
    await page.keyboard.type('Lights on the water.');
    const field = popup.getByRole('group', { name: 'Blog image' });
    await field.locator('input[type=file]').setInputFiles(await pngFile(fileName, '#1d3a9c'));
    const preview = field.getByRole('img', { name: 'Blog image preview' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    const address = (await preview.getAttribute('src')) ?? '';
    await expect(field.getByText('No alt text yet')).toBeVisible();

    // Publishing without alt text is refused, naming the field; nothing typed is lost.
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      popup.getByRole('alert').filter({ hasText: 'Add alt text before publishing' }),
    ).toContainText('Blog image has none');
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('Title', { exact: true })).toHaveValue(title);

    // Add the alt text under the field, then publish.
    await field.getByRole('button', { name: 'Add alt text of Blog image' }).click();
    const describe = page.getByRole('dialog', { name: 'Alt text of Blog image' });
    await describe.getByRole('button', { name: 'Save alt text' }).click();
    await expect(describe.getByText('Write the alt text, or tick “Decorative”.')).toBeVisible();
    await describe.getByLabel('Alt text').fill(alt);
    await describe.getByRole('button', { name: 'Save alt text' }).click();
    await expect(describe).toBeHidden();
    await expect(field.getByText(`Alt text: “${alt}”`)).toBeVisible();
    await popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page)).toContainText('Blog published.');

    // The public page's main image says the same.
    await page.goto(`/blogs/harbour-lights-${key}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator(`article img[src*="${storedNameOf(address)}"]`)).toHaveAttribute(
      'alt',
      alt,
    );

    // The library finds it by its alt text and lists the blog under "Used in".
    await page.goto(`/admin/media?q=${encodeURIComponent('moored in a harbour')}`);
    const card = page
      .getByRole('list', { name: 'Files' })
      .getByRole('listitem')
      .filter({ hasText: fileName });
    await expect(card).toContainText(`“${alt}”`);
    await expect(card).toContainText('Used in 1 place');
    await card.getByRole('link', { name: fileName }).click();
    await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
    const usedIn = page.getByRole('region', { name: 'Used in' });
    const blogLink = usedIn.getByRole('link', { name: `Blog “${title}”` });
    await expect(blogLink).toHaveAttribute('href', /^\/admin\/blogs\?edit=\d+$/);
    await expect(usedIn).toContainText('(Blog image)');

    // Deleting it is refused after the confirmation, naming the blog.
    const deleting = page.getByRole('region', { name: 'Delete', exact: true });
    await deleting.getByRole('button', { name: 'Delete file' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete file' }).click();
    await expect(
      deleting.getByRole('alert').filter({ hasText: `is used in Blog “${title}” (Blog image)` }),
    ).toBeVisible();
    expect((await page.request.get(address)).status()).toBe(200);

    // "Used in" opens the blog's editor.
    await blogLink.click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Blog' }).getByLabel('Title', { exact: true }),
    ).toHaveValue(title);
  });

  test("a caption track uploaded through the case study video's details is attached to it", async ({
    page,
    baseURL,
    context,
  }) => {
    test.slow();
    const key = uniqueId();
    await openAdmin(page, '/admin/casestudy', baseURL);
    const created = await page.request.post('/api/caseStudies', {
      headers: originHeaders(baseURL),
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const { _id: id } = (await created.json()) as { _id: string };
    await page.goto(`/admin/casestudy/${id}/edit`);

    const videoField = page.getByRole('group', { name: 'Testimonial video' });
    await videoField.locator('input[type=file]').setInputFiles(mp4File(`testimonial-${key}.mp4`));
    await expect(videoField.locator('video')).toHaveAttribute('src', /^\/uploads\/.+\.mp4$/);
    const videoUrl = (await videoField.locator('video').getAttribute('src')) ?? '';
    await expect(videoField.getByText('No caption track yet')).toBeVisible();

    // The video's details open in a new tab, where the caption track is uploaded in place.
    const [details] = await Promise.all([
      context.waitForEvent('page'),
      videoField
        .getByRole('link', { name: /Add captions and a poster in the media library/ })
        .click(),
    ]);
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(`testimonial-${key}.mp4`);
    const track = details.getByRole('region', { name: 'Caption track' });
    await expect(track.getByText('None yet.')).toBeVisible();
    await track.getByLabel('Upload a caption track').setInputFiles(vttFile(`captions-${key}.vtt`));
    await expect(
      track.getByRole('status').filter({
        hasText: `Caption track “captions-${key}.vtt” uploaded and added to the video.`,
      }),
    ).toBeVisible();
    await expect(track.getByRole('link', { name: `captions-${key}.vtt` })).toBeVisible();

    // The video keeps it: its asset names the track, and its player shows it by default.
    const video = await assetAt(page, videoUrl);
    expect(video.captions).toMatch(/^\/uploads\/[0-9a-f]{32}\.vtt$/);
    await details.reload();
    await expect(details.locator('video track[kind="captions"]')).toHaveAttribute(
      'src',
      video.captions,
    );
    await expect(details.locator('video track[kind="captions"]')).toHaveAttribute('default', '');
    await expect(
      details.getByRole('region', { name: 'Caption track' }).getByRole('link', {
        name: `captions-${key}.vtt`,
      }),
    ).toBeVisible();
    // The track is used by the video: the library will not delete it.
    await details
      .getByRole('region', { name: 'Caption track' })
      .getByRole('link', { name: `captions-${key}.vtt` })
      .click();
    await expect(details.getByRole('region', { name: 'Used in' })).toContainText(
      `Video “testimonial-${key}.mp4” (Caption track)`,
    );
    await details.close();
  });

  test('a picture published without alt text is counted on the portal and listed until it is described', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const title = `Quiet Harbour ${uniqueId()}`;
    await openAdmin(page, '/admin', baseURL);
    const picture = await publishWithoutAltText(page, baseURL, title);

    // The portal says how many pictures lack words and links to them.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ pictures? (is|are) shown without alt text\./)).toBeVisible();
    await page.getByRole('link', { name: /^Describe (it|them) in the media library$/ }).click();
    await expect(page).toHaveURL(/\/admin\/media\?view=missing-alt$/);

    // The view names the record and field, and links to the picture's details.
    const row = page.getByRole('row').filter({ hasText: `Blog “${title}”` });
    await expect(row).toContainText('Blog image');
    await expect(row.getByRole('link', { name: `Blog “${title}”`, exact: true })).toHaveAttribute(
      'href',
      /^\/admin\/blogs\?edit=\d+$/,
    );
    await row
      .getByRole('link', { name: `Add alt text for the Blog image of Blog “${title}”` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/media/${picture.id}$`));
    await page
      .getByLabel('Alt text', { exact: true })
      .fill('Grey water under a low sky, a single mooring post');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(successBanner(page)).toContainText('Details saved.');

    await page.goto('/admin/media?view=missing-alt');
    await expect(
      page.getByRole('status').filter({ hasText: /pictures? without alt text|No pictures/ }),
    ).toBeAttached();
    await expect(page.getByRole('row').filter({ hasText: `Blog “${title}”` })).toHaveCount(0);
  });

  test('several files upload at once, each with its progress; unused ones are deleted together after a confirmation', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const key = uniqueId();
    const names = [`first-${key}.png`, `second-${key}.png`, `track-${key}.vtt`];
    await openAdmin(page, '/admin/media', baseURL);

    // Hold the uploads a moment so that every progress bar can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/upload', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel('Choose files')
      .setInputFiles([
        await pngFile(names[0]!, '#0f8f7a'),
        await pngFile(names[1]!, '#b3261e'),
        vttFile(names[2]),
      ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    for (const name of names) {
      await expect(uploads.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Uploading 3 files…' })).toBeAttached();
    release();
    await expect(uploads.getByRole('progressbar')).toHaveCount(0);
    await expect(uploads.getByRole('listitem').filter({ hasText: 'Uploaded' })).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: '3 files uploaded.' })).toBeAttached();
    await page.unroute('**/api/upload');

    // The unused view lists them; two are deleted together, after a confirmation.
    await page
      .getByRole('navigation', { name: 'Library views' })
      .getByRole('link', { name: 'Unused files' })
      .click();
    await expect(page).toHaveURL(/\/admin\/media\?view=unused$/);
    const grid = page.getByRole('list', { name: 'Unused files' });
    await expect(grid).toBeVisible();
    await page.getByLabel('Search by file name or alt text').fill(key);
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await grid.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await grid.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await expect(page.getByText('2 selected.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete selected files' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Delete 2 files?' });
    await expect(confirm).toContainText(names[0]!);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(grid.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Delete selected files' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Delete 2 files?' });
    await confirm.getByRole('button', { name: 'Delete 2 files' }).click();
    await expect(successBanner(page)).toContainText('2 files deleted.');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('listitem')).toContainText(names[2]!);
  });

  test('replacing a file keeps its address, and a file of another type is refused', async ({
    page,
    baseURL,
  }) => {
    const key = uniqueId();
    await openAdmin(page, '/admin', baseURL);
    const asset = await uploadByApi(page, baseURL, await pngFile(`replace-${key}.png`, '#5b4bf5'));
    await page.goto(`/admin/media/${asset.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`replace-${key}.png`);

    const replace = page.getByRole('region', { name: 'Replace file' });
    const jpeg = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#000000' },
    })
      .jpeg()
      .toBuffer();
    await replace
      .getByLabel('Replace file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(replace.getByRole('alert')).toContainText('“photo.jpg” is not a PNG file');

    const next = await pngFile(`new-${key}.png`, '#146c43');
    await replace.getByLabel('Replace file').setInputFiles(next);
    await expect(replace.getByRole('status')).toHaveText(
      `File replaced with “new-${key}.png”. Its address stays the same.`,
    );
    const facts = page.getByRole('region', { name: 'File', exact: true });
    await expect(facts).toContainText(asset.url);
    await expect(facts.getByText(/^1 time, last on /)).toBeVisible();
    const served = await page.request.get(asset.url);
    expect(Buffer.from(await served.body()).equals(next.buffer)).toBe(true);
  });

  test('the picker asks a picture without alt text for its words, or to be marked decorative', async ({
    page,
    baseURL,
  }) => {
    const key = uniqueId();
    await openAdmin(page, '/admin/blogs', baseURL);
    const asset = await uploadByApi(page, baseURL, await pngFile(`picker-${key}.png`, '#8a4b00'));

    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const field = page
      .getByRole('dialog', { name: 'Upload New Blog' })
      .getByRole('group', { name: 'Blog image' });
    const open = field.getByRole('button', { name: 'Choose from library for Blog image' });

    // Escape closes the picker, and the focus goes back to the button.
    await open.click();
    const picker = page.getByRole('dialog', { name: 'Choose an image for Blog image' });
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await picker.getByLabel('Search images by file name or alt text').fill(`picker-${key}`);
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await expect(picker.getByRole('listitem')).toContainText('No alt text yet');
    await picker.getByRole('button', { name: `Choose picker-${key}.png` }).click();
    await expect(picker.getByRole('heading', { name: 'Describe this picture' })).toBeFocused();
    await picker.getByRole('checkbox', { name: 'Decorative' }).check();
    await picker.getByRole('button', { name: 'Save and use this picture' }).click();

    await expect(picker).toBeHidden();
    await expect(field.getByRole('img', { name: 'Blog image preview' })).toHaveAttribute(
      'src',
      asset.url,
    );
    await expect(field.getByText('Decorative: shown without alt text.')).toBeVisible();
    expect((await assetAt(page, asset.url)).decorative).toBe(true);
  });
});

test.describe('the media library is accessible @mobile', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    // A phone at 390 px (the narrowest the admin is held to), or the desktop's width.
    if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  });

  const settle = (page: Page) =>
    expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

  test("the library, a picture's details and the missing alt text view @mobile", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await openAdmin(page, '/admin', baseURL);
    const asset = await uploadByApi(page, baseURL, await pngFile(`axe-${uniqueId()}.png`));
    await page.goto('/admin/media');
    await expect(
      page.getByRole('list', { name: 'Files' }).getByRole('listitem').first(),
    ).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/media/${asset.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(asset.name);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const title = `Axe Harbour ${uniqueId()}`;
    await publishWithoutAltText(page, baseURL, title);
    await page.goto('/admin/media?view=missing-alt');
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('the picker in an editor, and its alt text question @mobile', async ({ page, baseURL }) => {
    test.slow();
    await openAdmin(page, '/admin/blogs', baseURL);
    const asset = await uploadByApi(page, baseURL, await pngFile(`axe-pick-${uniqueId()}.png`));
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    await page
      .getByRole('dialog', { name: 'Upload New Blog' })
      .getByRole('button', { name: 'Choose from library for Blog image' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose an image for Blog image' });
    await expect(picker.getByRole('listitem').first()).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await picker.getByLabel('Search images by file name or alt text').fill(asset.name);
    await picker.getByRole('button', { name: `Choose ${asset.name}` }).click();
    await expect(picker.getByRole('heading', { name: 'Describe this picture' })).toBeFocused();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}
