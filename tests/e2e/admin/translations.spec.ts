import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  expect,
  openAdmin,
  originHeaders,
  signInByApi,
  successBanner,
  test,
  uniqueId,
} from '../support/admin';
import { categoryId, pastBlogBody } from '../support/blogs';

// Content translations in the admin (issue 29): the editors' language tabs, the Arabic
// tab's own status, saves, preview and history, and the lists' Arabic column.

/** The fields a save of the Arabic tab of a blog may send: the translation's, never the English record's. */
const ARABIC_BLOG_BODY = new Set([
  'title',
  'slug_url',
  'brief_paragraph',
  'metaTitle',
  'metaDescription',
  'blogs_content',
  'status',
  'publish_at',
]);

/** The blog's card in the list, found by searching for it. */
async function blogCard(page: Page, key: string, title: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search blogs by title or URL' }).fill(key);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  return card;
}

/** Opens the blog's editor on its Arabic tab. */
async function openArabicTab(page: Page, card: Locator) {
  await card.getByRole('button', { name: /Edit Blog/ }).click();
  const popup = page.getByRole('dialog', { name: 'Edit Blog' });
  await popup.getByRole('tab', { name: 'العربية' }).click();
  const arabic = popup.getByRole('tabpanel', { name: 'العربية' });
  await expect(arabic.getByLabel('Title', { exact: true })).toBeVisible();
  return { popup, arabic };
}

test.describe('content translations in the admin', () => {
  test('an Arabic blog translation is drafted, previewed, published and unpublished beside the English', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const key = uniqueId();
    const title = `Arabic Ready ${key}`;
    const arabicTitle = `أخطاء تحسين محركات البحث ${key}`;
    const arabicSlug = `اخطاء-السيو-${key}`;
    await signInByApi(page.request, baseURL);
    const created = await page.request.post('/blog', {
      data: pastBlogBody(await categoryId(page.request), title),
      headers: originHeaders(baseURL),
    });
    expect(created.status(), await created.text()).toBe(201);
    const blog = ((await created.json()) as { data: { blog_id: number; slug_url: string } }).data;
    const englishStatus = async () =>
      (
        (await (await page.request.get(`/blog/${blog.blog_id}`)).json()) as {
          data: { status: string };
        }
      ).data.status;

    // Every write the screen makes is kept, to check what the Arabic tab sends.
    const writes: { url: string; body: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes(`/blog/${blog.blog_id}`))
        writes.push({
          url: request.url(),
          body: request.postDataJSON() as Record<string, unknown>,
        });
    });

    await page.goto('/admin/blogs');
    let card = await blogCard(page, key, title);
    // No translation yet; the English blog is published.
    await expect(card.getByText('Arabic: —None', { exact: true })).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toHaveCount(1);

    // The language tabs: English first, arrows move between them.
    await card.getByRole('button', { name: /Edit Blog/ }).click();
    const popup = page.getByRole('dialog', { name: 'Edit Blog' });
    const tabs = popup.getByRole('tablist', { name: 'Language' });
    const english = tabs.getByRole('tab', { name: 'English' });
    const arabicTab = tabs.getByRole('tab', { name: 'العربية' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByLabel('Title', { exact: true })).toHaveValue(title);
    await english.focus();
    await page.keyboard.press('ArrowRight');
    await expect(arabicTab).toBeFocused();
    await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    const arabic = popup.getByRole('tabpanel', { name: 'العربية' });
    await expect(arabic).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(english).toBeFocused();
    await expect(popup.getByRole('tabpanel', { name: 'English' })).toBeVisible();
    await expect(arabic).toBeHidden();
    await page.keyboard.press('End');
    await expect(arabicTab).toBeFocused();
    await expect(arabic).toBeVisible();

    // The Arabic tab: only the translated fields, right to left, each over its English text.
    await expect(arabic.getByText('Not translated', { exact: true })).toBeVisible();
    const arabicTitleField = arabic.getByLabel('Title', { exact: true });
    await expect(arabicTitleField).toHaveAttribute('dir', 'rtl');
    await expect(arabicTitleField).toHaveAttribute('lang', 'ar');
    await expect(arabic.getByText(`English: ${title}`, { exact: true })).toBeVisible();
    await expect(arabic.getByLabel('Category')).toHaveCount(0);
    await expect(arabic.getByLabel('Published date')).toHaveCount(0);
    const paragraph = arabic.getByRole('textbox', { name: 'Section 1 paragraph' });
    await expect(paragraph).toHaveAttribute('dir', 'rtl');
    await expect(paragraph).toHaveAttribute('lang', 'ar');
    await expect(arabic.getByLabel('Section 1 heading')).toHaveAttribute('dir', 'rtl');

    await arabicTitleField.fill(arabicTitle);
    await arabic.getByLabel('Address (URL)').fill(arabicSlug);
    await expect(arabic.getByText(`/ar/blogs/${arabicSlug}`)).toBeVisible();
    await arabic.getByLabel('Section 1 heading').fill('لماذا يهم ذلك');
    await paragraph.click();
    await page.keyboard.type('لأن القارئ العربي يبحث بلغته.');
    await expectNoAxeViolations(page);

    // Unsaved Arabic work is guarded like the English.
    await popup.getByRole('button', { name: 'Discard' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(arabicTitleField).toHaveValue(arabicTitle);

    // Saved as a draft: the popup stays on the translation, now a draft of its own.
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      successBanner(page).filter({ hasText: 'Arabic translation saved as a draft.' }),
    ).toBeVisible();
    await expect(arabic.getByText('Not on the website.')).toBeVisible();
    await expect(arabic.getByLabel('Title', { exact: true })).toHaveValue(arabicTitle);
    expect(writes).toHaveLength(1);
    expect(new URL(writes[0]!.url).searchParams.get('locale')).toBe('ar');
    expect(Object.keys(writes[0]!.body).filter((name) => !ARABIC_BLOG_BODY.has(name))).toEqual([]);
    expect(writes[0]!.body).toMatchObject({ title: arabicTitle, status: 'draft' });
    expect(await englishStatus()).toBe('published');

    // Preview: the translation's own, in a new tab, at its Arabic address.
    const preview = arabic.getByRole('link', { name: /Preview/ });
    await expect(preview).toHaveAttribute('href', /[?&]locale=ar(&|$)/);
    const [previewPage] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await previewPage.waitForLoadState();
    expect(decodeURIComponent(new URL(previewPage.url()).pathname)).toBe(`/ar/blogs/${arabicSlug}`);
    await expect(previewPage.getByRole('region', { name: 'معاينة' })).toBeVisible();
    await expect(previewPage.getByRole('heading', { name: arabicTitle, level: 1 })).toBeVisible();
    await expect(previewPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await previewPage.close();

    // A preview link of the translation, for someone without an account.
    await arabic.getByRole('button', { name: 'Share preview link' }).click();
    const share = page.getByRole('dialog', { name: 'Share preview link' });
    const linkCreated = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/preview-links'),
    );
    await share.getByRole('button', { name: 'Create link' }).click();
    expect((await linkCreated).postDataJSON()).toMatchObject({
      entity: 'blog',
      id: String(blog.blog_id),
      locale: 'ar',
    });
    await expect(share.getByLabel('Preview link')).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
    // The link shows the Arabic draft in a browser that never signed in.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(new URL(await share.getByLabel('Preview link').inputValue()).pathname);
    await expect(strangerPage.getByRole('heading', { name: arabicTitle, level: 1 })).toBeVisible();
    await expect(strangerPage.locator('html')).toHaveAttribute('lang', 'ar');
    await stranger.close();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();

    // History is the translation's own.
    await arabic.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(
      history.getByRole('list', { name: 'Saves, newest first' }).getByRole('button'),
    ).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The list: Arabic draft, the English blog still published.
    await popup.getByRole('button', { name: 'Discard' }).click();
    await expect(popup).toBeHidden();
    card = await blogCard(page, key, title);
    await expect(card.getByText('Arabic: Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toHaveCount(1);

    // Published.
    let tab = await openArabicTab(page, card);
    await tab.popup.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      successBanner(page).filter({ hasText: 'Arabic translation published.' }),
    ).toBeVisible();
    await expect(tab.arabic.getByText(/Live since /)).toBeVisible();
    await tab.popup.getByRole('button', { name: 'Discard' }).click();
    await expect(tab.popup).toBeHidden();
    await expect(card.getByText('Arabic: Published', { exact: true })).toBeVisible();
    // The English badge and the Arabic one.
    await expect(card.getByText('Published', { exact: true })).toHaveCount(2);
    expect(await englishStatus()).toBe('published');

    const anyone = await playwrightRequest.newContext({ baseURL });
    const englishPage = await anyone.get(`/blogs/${blog.slug_url}`);
    expect(englishPage.status()).toBe(200);
    expect(await englishPage.text()).toContain(title);
    // The translation is public now, at its Arabic address only.
    await expect(async () => {
      const arabicPage = await anyone.get(`/ar/blogs/${encodeURIComponent(arabicSlug)}`);
      expect(arabicPage.status()).toBe(200);
      expect(await arabicPage.text()).toContain(arabicTitle);
    }).toPass({ timeout: 10_000 });
    expect(await (await anyone.get(`/blogs/${blog.slug_url}`)).text()).not.toContain(arabicTitle);

    // Unpublished: the translation is a draft again, the English blog stays as it was.
    tab = await openArabicTab(page, card);
    await tab.arabic.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unpublish?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(
      successBanner(page).filter({
        hasText: 'Unpublished: the Arabic translation is a draft now.',
      }),
    ).toBeVisible();
    await expect(tab.arabic.getByText('Not on the website.')).toBeVisible();
    // Its history: the draft, the publication and this, compared on the translation's fields.
    await tab.arabic.getByRole('button', { name: 'History' }).click();
    const saves = page
      .getByRole('dialog', { name: 'History' })
      .getByRole('list', { name: 'Saves, newest first' })
      .getByRole('button');
    await expect(saves).toHaveCount(3);
    await saves.last().click();
    await expect(
      page.getByText('This save has the same text as the current version.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await tab.popup.getByRole('button', { name: 'Discard' }).click();
    await expect(card.getByText('Arabic: Draft', { exact: true })).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toHaveCount(1);
    expect(await englishStatus()).toBe('published');
    expect((await anyone.get(`/blogs/${blog.slug_url}`)).status()).toBe(200);
    // And the Arabic page is gone again, the English one as it was.
    await expect(async () => {
      const gone = await anyone.get(`/ar/blogs/${encodeURIComponent(arabicSlug)}`);
      expect(gone.status()).toBe(404);
    }).toPass({ timeout: 10_000 });
    const stillEnglish = await anyone.get(`/blogs/${blog.slug_url}`);
    expect(stillEnglish.status()).toBe(200);
    expect(await stillEnglish.text()).toContain(title);
    await anyone.dispose();

    // No save of the Arabic tab wrote the English record.
    expect(writes.filter((write) => !write.url.includes('locale=ar'))).toEqual([]);
  });

  test('a blog not saved yet has no Arabic tab to save', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/blogs', baseURL);
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
    await popup.getByRole('tab', { name: 'العربية' }).click();
    await expect(
      popup.getByRole('tabpanel', { name: 'العربية' }).getByText(/Save the English blog first/),
    ).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await popup.getByRole('tab', { name: 'English' }).click();
    await expect(popup.getByRole('button', { name: 'Save draft' })).toBeVisible();
  });

  test('case studies: the list’s Arabic column and the editor’s Arabic tab', async ({
    page,
    baseURL,
  }) => {
    await openAdmin(page, '/admin/casestudy', baseURL);
    await expect(page.getByRole('columnheader', { name: 'Arabic' })).toBeVisible();
    // A case study of its own: the list's first row may be another test's, still untitled.
    const heading = `Translated Storefront ${uniqueId()}`;
    const created = await page.request.post('/api/caseStudies', {
      headers: originHeaders(baseURL),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const saved = await page.request.put(`/api/caseStudies/${id}`, {
      headers: originHeaders(baseURL),
      data: {
        heroHeading: heading,
        industry: 'Retail',
        sec1Para: 'A storefront for Dubai.',
        sec4Heading: 'Results',
        sec4SubHeading: 'After one season',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      await page.goto(`/admin/casestudy/${id}/edit`);
      await expect(page.getByLabel('Hero heading')).toHaveValue(heading);
      await page.getByRole('tab', { name: 'العربية' }).press('Enter');
      const arabic = page.getByRole('tabpanel', { name: 'العربية' });
      await expect(arabic.getByLabel('Hero heading')).toHaveAttribute('dir', 'rtl');
      await expect(arabic.getByText(`English: ${heading}`)).toBeVisible();
      // Images, video, categories and the template are the English record's alone.
      await expect(arabic.getByLabel('Category 1')).toHaveCount(0);
      await expect(arabic.getByRole('button', { name: 'Save draft' })).toBeVisible();
      await expect(arabic.getByRole('link', { name: 'Go Back' })).toBeVisible();
    } finally {
      await page.request.delete(`/api/caseStudies/${id}`, { headers: originHeaders(baseURL) });
    }
  });

  test('location pages: the Arabic tab checks its fields, and an English save asks before its work is dropped', async ({
    page,
    baseURL,
  }) => {
    const key = uniqueId();
    const heading = `Web Design in Fujairah ${key}`;
    await signInByApi(page.request, baseURL);
    const created = await page.request.post('/api/locationpages/create', {
      data: {
        slug_url: `web-design-fujairah-${key}`,
        main_heading: heading,
        highlighted_heading: 'Trusted',
        main_paragraph: 'Websites for Fujairah businesses.',
        ...Object.fromEntries(
          [1, 2, 3, 4].flatMap((n) => [
            [`heading_${n}`, `Heading ${n}`],
            [`paragraph_${n}`, `Paragraph ${n}.`],
          ]),
        ),
        meta_title: heading,
        meta_keywords: 'web design fujairah',
        meta_link: `https://nexadigital.ae/web-design-fujairah-${key}`,
        meta_description: 'Web design for Fujairah businesses.',
      },
      headers: originHeaders(baseURL),
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const translationWrites: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('locale=ar'))
        translationWrites.push(request.url());
    });

    await page.goto('/admin/location-pages');
    await page
      .getByRole('searchbox', { name: 'Search location pages by URL or heading' })
      .fill(key);
    const card = page.getByRole('listitem').filter({ hasText: heading });
    await expect(card.getByText('Arabic: —None', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /Edit Location/ }).click();
    const popup = page.getByRole('dialog', { name: 'Location Page Upload' });
    await popup.getByRole('tab', { name: 'العربية' }).click();
    const arabic = popup.getByRole('tabpanel', { name: 'العربية' });
    const mainHeading = arabic.getByLabel('Main heading');
    await expect(mainHeading).toHaveAttribute('dir', 'rtl');
    // An Arabic address may be written in Latin letters too: it takes its text's direction.
    await expect(arabic.getByLabel('URL', { exact: true })).toHaveAttribute('dir', 'auto');
    await expect(arabic.getByLabel('Meta link')).toHaveCount(0);

    // The translation's own rules, before anything is sent.
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await expect(arabic.getByText('Main heading is required.')).toBeVisible();
    await expect(arabic.getByText('The Arabic URL is required.')).toBeVisible();
    expect(translationWrites).toEqual([]);

    // Arabic work in progress survives a save of the English tab if the editor wants it to.
    await mainHeading.fill('تصميم مواقع في الفجيرة');
    await popup.getByRole('tab', { name: 'English' }).click();
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(successBanner(page).filter({ hasText: 'Location page published.' })).toBeVisible();
    await expect(popup).toBeVisible();
    await popup.getByRole('tab', { name: 'العربية' }).click();
    await expect(mainHeading).toHaveValue('تصميم مواقع في الفجيرة');

    // Closing still asks, and Discard changes closes.
    await popup.getByRole('button', { name: 'Discard' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(popup).toBeHidden();
    expect(translationWrites).toEqual([]);
  });
});
