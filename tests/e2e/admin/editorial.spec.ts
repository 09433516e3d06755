import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
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

// The editorial workflow as staff and visitors meet it (issue 12): drafts stay off every
// public page but show in preview and through a preview link; a schedule publishes on
// its own; History restores an older text; a renamed blog leaves working redirects.

/** A browser-less visitor with no session: what the public sees. */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** Writes through the API with the page's session cookie, as the admin's own screens do. */
async function writeBlog(
  page: Page,
  baseURL: string | undefined,
  method: 'POST' | 'PUT',
  path: string,
  data: object,
) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { blog_id: number; slug_url: string } }).data;
}

test.describe('editorial workflow', () => {
  test('a draft is on no public page, but shows in preview and through a preview link', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.slow();
    const key = uniqueId();
    const title = `Draft Plans ${key}`;
    const slug = `draft-plans-${key}`;
    await openAdmin(page, '/admin/blogs', baseURL);

    // Saved as a draft from the editor.
    await page.getByRole('button', { name: 'Upload New Blog' }).click();
    const popup = page.getByRole('dialog', { name: 'Upload New Blog' });
    await popup.getByLabel('Title', { exact: true }).fill(title);
    await popup.getByLabel('Category').selectOption({ label: 'SEO' });
    await popup.getByLabel('Published date').fill('2031-01-15');
    await popup.getByLabel('Section 1 heading').fill('What we will do');
    await popup.getByRole('textbox', { name: 'Section 1 paragraph' }).click();
    await page.keyboard.type('Everything, carefully.');
    await popup.getByRole('button', { name: 'Save draft' }).click();
    await expect(popup).toBeHidden();
    await expect(successBanner(page)).toContainText('Blog saved as a draft.');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    // Absent from every public place.
    const anyone = await visitor(baseURL);
    expect((await anyone.get(`/blogs/${slug}`)).status()).toBe(404);
    for (const path of [
      '/',
      '/insights',
      '/sitemaps/sitemap/0.xml',
      '/blog',
      '/blog?page=1&limit=20',
    ]) {
      expect(await (await anyone.get(path)).text(), path).not.toContain(slug);
    }
    expect((await anyone.get(`/blog/${slug}`)).status()).toBe(404);

    // Preview: the real template, marked, never indexed; for this editor only.
    await card.getByRole('button', { name: /Edit Blog/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog' });
    await expect(edit.getByText('Not on the website.')).toBeVisible();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      edit.getByRole('link', { name: /Preview/ }).click(),
    ]);
    await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
      'Preview — not published',
    );
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await preview.close();

    // A preview link works in a browser that never signed in.
    await edit.getByRole('button', { name: 'Share preview link' }).click();
    const share = page.getByRole('dialog', { name: 'Share preview link' });
    await share.getByRole('button', { name: 'Create link' }).click();
    const url = await share.getByLabel('Preview link').inputValue();
    expect(url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(new URL(url).pathname);
    await expect(strangerPage.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expect(strangerPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await stranger.close();

    // Still nothing public.
    expect((await anyone.get(`/blogs/${slug}`)).status()).toBe(404);
    await anyone.dispose();
  });

  test('a blog scheduled 20 s ahead goes live on its own', async ({ page, baseURL }) => {
    test.slow();
    await signInByApi(page.request, baseURL);
    const key = uniqueId();
    const title = `Scheduled Notes ${key}`;
    const publishAt = new Date(Date.now() + 20_000).toISOString();
    const blog = await writeBlog(page, baseURL, 'POST', '/blog', {
      ...pastBlogBody(await categoryId(page.request), title),
      status: 'scheduled',
      publish_at: publishAt,
    });

    // Only the public page is requested from now on, until it is live.
    const anyone = await visitor(baseURL);
    expect((await anyone.get(`/blogs/${blog.slug_url}`)).status()).toBe(404);
    await expect
      .poll(async () => (await anyone.get(`/blogs/${blog.slug_url}`)).status(), {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(await (await anyone.get(`/blogs/${blog.slug_url}`)).text()).toContain(title);
    await anyone.dispose();
  });

  test('History restores an older text', async ({ page, baseURL }) => {
    test.slow();
    await signInByApi(page.request, baseURL);
    const key = uniqueId();
    const category = await categoryId(page.request);
    const blog = await writeBlog(
      page,
      baseURL,
      'POST',
      '/blog',
      pastBlogBody(category, `First words ${key}`),
    );
    await writeBlog(page, baseURL, 'PUT', `/blog/${blog.blog_id}`, {
      ...pastBlogBody(category, `Second words ${key}`),
      slug_url: blog.slug_url,
    });

    await page.goto('/admin/blogs');
    // Older than the articles on the first page: found by searching.
    await page.getByRole('searchbox', { name: 'Search blogs by title or URL' }).fill(key);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Second words ${key}` }) });
    await card.getByRole('button', { name: /Edit Blog/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog' });
    await edit.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const saves = history.getByRole('list', { name: 'Saves, newest first' }).getByRole('button');
    await expect(saves).toHaveCount(2);
    await saves.last().click();
    const differences = history.getByRole('region', {
      name: 'Differences from the current version',
    });
    await expect(differences.locator('del')).toContainText(['First']);
    await expect(differences.locator('ins')).toContainText(['Second']);
    await differences.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(successBanner(page)).toContainText('Version restored.');

    const anyone = await visitor(baseURL);
    await expect
      .poll(async () => (await anyone.get(`/blogs/${blog.slug_url}`)).text(), { timeout: 10_000 })
      .toContain(`First words ${key}`);
    await anyone.dispose();
  });

  test('a renamed blog leaves a working 308, also after a second rename', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page.request, baseURL);
    const key = uniqueId();
    const category = await categoryId(page.request);
    const body = pastBlogBody(category, `Moving Target ${key}`);
    const blog = await writeBlog(page, baseURL, 'POST', '/blog', {
      ...body,
      slug_url: `first-${key}`,
    });
    const rename = (slug: string) =>
      writeBlog(page, baseURL, 'PUT', `/blog/${blog.blog_id}`, { ...body, slug_url: slug });
    const anyone = await visitor(baseURL);
    const redirectOf = async (path: string) => {
      const response = await anyone.get(path, { maxRedirects: 0 });
      return `${response.status()} ${response.headers()['location'] ?? ''}`;
    };

    await rename(`second-${key}`);
    expect(await redirectOf(`/blogs/first-${key}`)).toBe(`308 /blogs/second-${key}`);
    await rename(`third-${key}`);
    // The chain collapses: both old addresses go straight to the newest.
    expect(await redirectOf(`/blogs/first-${key}`)).toBe(`308 /blogs/third-${key}`);
    expect(await redirectOf(`/blogs/second-${key}`)).toBe(`308 /blogs/third-${key}`);
    const landed = await anyone.get(`/blogs/first-${key}`);
    expect(landed.status()).toBe(200);
    expect(await landed.text()).toContain(`Moving Target ${key}`);

    // Deleted: its address answers 410 Gone.
    const removed = await page.request.delete(`/blog/${blog.blog_id}`, {
      headers: originHeaders(baseURL),
    });
    expect(removed.status()).toBe(200);
    expect((await anyone.get(`/blogs/third-${key}`, { maxRedirects: 0 })).status()).toBe(410);
    await anyone.dispose();
  });
});
