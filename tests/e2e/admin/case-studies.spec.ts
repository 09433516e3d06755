import {
  expect,
  mp4File,
  openAdmin,
  pngFile,
  successBanner,
  test,
  uniqueId,
} from '../support/admin';
import { demoCaseStudies } from '@/server/db/seed-data';

test.describe('case studies', () => {
  test('create, fill with image and video uploads, save, see it public, delete', async ({
    page,
    baseURL,
  }) => {
    const heading = `Case ${uniqueId()} Fresh Store`;
    await openAdmin(page, '/admin/casestudy', baseURL);
    await expect(page.getByRole('columnheader', { name: 'Image' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Heading' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'First category' })).toBeVisible();

    // Create posts an empty case study and opens its edit screen.
    await page.getByRole('button', { name: 'Create Case Study' }).click();
    await expect(page).toHaveURL(/\/admin\/casestudy\/[0-9a-f]{24}\/edit$/);
    const id = /casestudy\/([0-9a-f]{24})\/edit/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { name: 'Edit Case Study' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Go Back/ }).first()).toHaveAttribute(
      'href',
      '/admin/casestudy',
    );

    await page.getByLabel('Hero heading').fill(heading);
    await page.getByLabel('Client name').fill('Fresh Store LLC');
    await page.getByLabel('Industry', { exact: true }).fill('Retail');
    await page.getByLabel('Category 1').selectOption('SEO');
    await expect(page.getByLabel('Category 2').locator('option')).toHaveText([
      'Not selected',
      'Web Development',
      'CMS Development',
      'Ecommerce Development',
      'App Development',
      'Landing Page',
      'UI/UX Design',
      'Branding',
      'Marketing Strategy',
      'Google Ads',
      'SEO',
      'SMM',
      'Content Marketing',
      'Reputation Management',
      'Email Marketing',
      'Call Action Tracking',
      'CRM Integration',
      'API Integration',
      'Live Chat Solutions',
    ]);
    await page.getByRole('radio', { name: /Template 2/ }).check();
    await page.getByLabel('Section 1 heading').fill('Where they started');
    await page.getByLabel('Section 1 paragraph').fill(`The story of ${heading} begins here.`);

    // A file that is not an image is explained before anything is sent.
    const banner = page.getByRole('group', { name: 'Banner image' });
    await banner.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(banner.getByRole('alert')).toContainText('is not an image we can use');
    // A file that claims to be an image but is not: the server refuses it and says why.
    await banner.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('definitely not a png file, just text'),
    });
    await expect(banner.getByRole('alert')).toContainText('was not uploaded');

    await banner.locator('input[type=file]').setInputFiles(await pngFile('banner.png'));
    const preview = banner.getByRole('img', { name: 'Banner image preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    await expect(banner.getByRole('alert')).toHaveCount(0);
    const bannerSrc = (await preview.getAttribute('src')) ?? '';
    // A picture must be described before the case study is published (issue 28).
    await banner.getByRole('button', { name: 'Add alt text of Banner image' }).click();
    const altText = page.getByRole('dialog', { name: 'Alt text of Banner image' });
    await altText.getByLabel('Alt text').fill('A shop front with fresh fruit on display');
    await altText.getByRole('button', { name: 'Save alt text' }).click();
    await expect(altText).toBeHidden();
    await expect(
      banner.getByText('Alt text: “A shop front with fresh fruit on display”'),
    ).toBeVisible();

    const video = page.getByRole('group', { name: 'Testimonial video' });
    await video.locator('input[type=file]').setInputFiles(mp4File());
    await expect(video.locator('video')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.mp4$/);
    const videoSrc = (await video.locator('video').getAttribute('src')) ?? '';

    // Section 4 Heading and Sub-Heading are required (spec point 5).
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Section 4 Heading is required.')).toBeVisible();
    await expect(page.getByText('Section 4 Sub-Heading is required.')).toBeVisible();
    await expect(page.getByLabel('Section 4 Heading')).toBeFocused();
    await page.getByLabel('Section 4 Heading').fill('Results');
    await page.getByLabel('Section 4 Sub-Heading').fill('In the first year');
    await page.getByLabel('Figure 1', { exact: true }).fill('95%');
    await page.getByLabel('Figure 1 text').fill('Faster checkout');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();

    // A successful update returns to the list, reloaded.
    await expect(page).toHaveURL(/\/admin\/casestudy$/);
    await expect(successBanner(page)).toContainText('Case study published.');
    const row = page.getByRole('row').filter({ hasText: heading });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Published');
    await expect(row.getByRole('cell').nth(3)).toHaveText('SEO');
    const thumb = row.locator('img');
    await expect(thumb).toHaveAttribute('src', bannerSrc);
    await expect(thumb).toHaveAttribute('width', '150');
    await expect(thumb).toHaveAttribute('height', '125');

    // The public pages show it.
    await page.goto(`/casestudy/${id}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(
      page.locator(`video[src="${videoSrc}"], video source[src="${videoSrc}"]`).first(),
    ).toBeAttached();
    await page.goto('/case-studies');
    await expect(page.locator(`a[href="/casestudy/${id}"]`).first()).toBeVisible();

    // Delete asks with the spec's exact words; Cancel keeps it.
    await page.goto('/admin/casestudy');
    await page
      .getByRole('row')
      .filter({ hasText: heading })
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are You Sure You Want To Delete This Product?',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: heading })).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: heading })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(successBanner(page)).toContainText('Case study deleted.');
    await expect(page.getByRole('row').filter({ hasText: heading })).toHaveCount(0);

    const gone = await page.goto(`/casestudy/${id}`);
    // A deleted published page is gone for good: 410, with the site's not-found page.
    expect(gone?.status()).toBe(410);
  });

  test('unsaved changes: the browser’s Back button asks first', async ({ page, baseURL }) => {
    const study = demoCaseStudies[1]!;
    await openAdmin(page, '/admin/casestudy', baseURL);
    await page.locator(`a[href="/admin/casestudy/${study.id}/edit"]`).first().click();
    await expect(page.getByLabel('Hero heading')).toHaveValue(study.heroHeading);
    const editUrl = page.url();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // Changed and then put back: nothing is unsaved, Back goes straight back.
    await page.getByLabel('Hero heading').fill('Changed for a moment');
    await page.getByLabel('Hero heading').fill(study.heroHeading);
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/casestudy$/);
    await expect(question).toBeHidden();

    await page.goForward();
    await expect(page).toHaveURL(editUrl);
    await page.getByLabel('Hero heading').fill('Not saved yet');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Back asks; keeping the work stays on the editor with the text as typed.
    await page.goBack();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Hero heading')).toHaveValue('Not saved yet');

    // It asks again next time; discarding goes back to the list, nothing saved.
    await page.goBack();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/admin\/casestudy$/);
    await expect(page.getByRole('cell', { name: 'Not saved yet' })).toHaveCount(0);
  });

  test('unsaved changes: Back pressed the moment after typing asks too', async ({
    page,
    baseURL,
  }) => {
    const study = demoCaseStudies[0]!;
    await openAdmin(page, '/admin/casestudy', baseURL);
    await page.locator(`a[href="/admin/casestudy/${study.id}/edit"]`).first().click();
    await expect(page.getByLabel('Hero heading')).toHaveValue(study.heroHeading);
    const editUrl = page.url();
    // A slow phone: the page's scripts run 20 times slower, and Back comes straight
    // after the keystroke, before the page has said anything about unsaved work.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByLabel('Hero heading').fill('Typed just now');
    await page.goBack();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Hero heading')).toHaveValue('Typed just now');
  });

  test('unsaved changes: leaving by a link or reloading asks first', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/casestudy', baseURL);
    await page.getByRole('button', { name: 'Create Case Study' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    const editUrl = page.url();
    await page.getByLabel('Hero heading').fill('Not saved yet');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // In-app link: our own question, keep editing.
    await page.getByRole('link', { name: 'Go Back' }).last().click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.getByLabel('Hero heading')).toHaveValue('Not saved yet');

    // Closing the tab (or reloading): the browser's own prompt; dismissing it stays.
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Hero heading')).toHaveValue('Not saved yet');

    // Header navigation asks too; discarding leaves.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);

    // Clean up the empty case study.
    const id = /casestudy\/([0-9a-f]{24})\/edit/.exec(editUrl)?.[1] ?? '';
    await page.goto('/admin/casestudy');
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href="/admin/casestudy/${id}/edit"]`) });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
  });
});
