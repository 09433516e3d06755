import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { categoryId, pastBlogBody } from '../support/blogs';
import { adminToken, bearer, marker } from '../support/public';
import { ARABIC_ROUTES } from '../support/public-routes';

// The Arabic edition's pages (issue 29): right to left, in Arabic, reachable from the
// English page by a plain link and back, and as accessible as the English ones.

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

test.describe('the Arabic edition', () => {
  test('every Arabic route answers 200, right to left, with an Arabic heading', async ({
    request,
    page,
  }) => {
    for (const route of ARABIC_ROUTES) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
    }
    for (const route of ARABIC_ROUTES) {
      await page.goto(route);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first(), route).toContainText(ARABIC_LETTERS);
      // The header's first tab and the footer read Arabic too, not only the page's body.
      await expect(page.locator('footer'), route).toContainText(ARABIC_LETTERS);
    }
  });

  test('the English pages stay English, left to right, at the spec addresses', async ({ page }) => {
    await page.goto('/company');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1').first()).not.toContainText(ARABIC_LETTERS);
  });

  test('the language switcher leads to the same page in the other language and back, without scripts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/company');
    await page.locator('header').getByRole('link', { name: 'العربية' }).first().click();
    await expect(page).toHaveURL(/\/ar\/company$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('header').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/company$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test("on a blog's page the switcher leads to its translation, or to the Arabic home saying there is none", async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    const title = marker('Switcher check');
    const created = await request.post('/blog', {
      headers: bearer(token),
      data: pastBlogBody(await categoryId(request), title),
    });
    expect(created.status(), await created.text()).toBe(201);
    const blog = ((await created.json()) as { data: { blog_id: number; slug_url: string } }).data;
    const englishPath = `/blogs/${blog.slug_url}`;
    try {
      // No translation yet: the link opens the Arabic home and says why.
      await page.goto(englishPath);
      const switcher = page.locator('header [data-language-switcher]').first();
      await expect(switcher).toHaveAttribute('title', /Arabic/);
      await switcher.click();
      await expect(page).toHaveURL(/\/ar\?untranslated$/);
      await expect(page.getByRole('status').filter({ hasText: 'غير متوفرة' })).toBeVisible();

      // Translated and published: the link leads to the Arabic article, and back.
      const arabicSlug = `مقالة-${blog.blog_id}`;
      const saved = await request.put(`/blog/${blog.blog_id}?locale=ar`, {
        headers: bearer(token),
        data: {
          title: 'مقالة للتحقق من مبدّل اللغة',
          slug_url: arabicSlug,
          brief_paragraph: 'ملخص قصير للمقالة.',
          metaTitle: '',
          metaDescription: '',
          blogs_content: [{ heading: 'لماذا يهم ذلك', paragraph: '<p>شرح مختصر.</p>' }],
          status: 'published',
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await expect(async () => {
        await page.goto(englishPath);
        await expect(page.locator('head link[hreflang="ar"]')).toHaveCount(1);
      }).toPass({ timeout: 10_000 });
      await page.locator('header [data-language-switcher]').first().click();
      await expect(page).toHaveURL(new RegExp(`/ar/blogs/${encodeURIComponent(arabicSlug)}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1')).toHaveText('مقالة للتحقق من مبدّل اللغة');
      await expectNoAxeViolations(page);
      await page.locator('header [data-language-switcher]').first().click();
      await expect(page).toHaveURL(new RegExp(`${englishPath}$`));

      // Without scripts the link still finds the translation (through GET /language).
      const noScripts = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScripts.newPage();
      await plain.goto(englishPath);
      await plain.locator('header [data-language-switcher]').first().click();
      await expect(plain).toHaveURL(new RegExp(`/ar/blogs/${encodeURIComponent(arabicSlug)}$`));
      await noScripts.close();
    } finally {
      await request.delete(`/blog/${blog.blog_id}`, { headers: bearer(token) });
    }
  });

  test('hreflang alternates and the canonical name each language', async ({ request }) => {
    const html = await (await request.get('/ar/company')).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="[^"]*\/ar\/company"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/company"/);
  });

  test('the Arabic contact form shows Arabic validation messages and its Arabic answer', async ({
    page,
  }) => {
    await page.goto('/ar/contact');
    const form = page.locator('main form');
    await form.getByRole('button').last().click();
    const errors = form.locator('[id$="-error"]');
    await expect(errors.first()).toBeVisible();
    for (const text of await errors.allTextContents()) expect(text).toMatch(ARABIC_LETTERS);

    const fields = form.locator('input:not([name="website"]), textarea');
    await fields.nth(0).fill('سارة أحمد');
    await form.locator('input[name="email"]').fill('sara@example.com');
    await form.locator('input[name="phoneNum"]').fill('+971 50 123 4567');
    await form.locator('textarea[name="message"]').fill('نريد متجراً إلكترونياً لعلامتنا التجارية.');
    await form.getByRole('button').last().click();
    const outcome = form.getByRole('status');
    await expect(outcome).toContainText(ARABIC_LETTERS, { timeout: 15_000 });
  });

  test('the Arabic not-found page is Arabic, right to left @mobile', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toContainText(ARABIC_LETTERS);
  });

  for (const route of ARABIC_ROUTES) {
    test(`${route}: no sideways scroll, and axe finds nothing @mobile`, async ({ page }) => {
      await page.goto(route);
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${route}: ${scrollWidth} px in ${clientWidth}`).toBeLessThanOrEqual(
        clientWidth,
      );
      await expectNoAxeViolations(page);
    });
  }
});
