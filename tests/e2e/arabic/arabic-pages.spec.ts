import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { categoryId, pastBlogBody } from '../support/blogs';
import { sidewaysOverflow } from '../support/layout';
import { adminToken, bearer, marker } from '../support/public';
import { arabicBlogs, arabicCaseStudies, UNTRANSLATED_DEMO } from '@/server/db/seed-data-ar';
import { demoBlogs, demoCaseStudies } from '@/server/db/seed-data';
import {
  ARABIC_ROUTES,
  SEED_BLOG,
  SEED_BLOG_AR,
  SEED_LOCATION,
  SEED_LOCATION_AR,
} from '../support/public-routes';

// The Arabic edition's pages (issue 29): right to left, in Arabic, reachable from the
// English page by a plain link and back, and as accessible as the English ones.

const ARABIC_LETTERS = /[\u0600-\u06FF]/;

test.describe('the Arabic edition', () => {
  test('a fresh install shows the Arabic insights and success stories on the Arabic home', async ({
    page,
  }) => {
    await page.goto('/ar');
    // The three newest Arabic demo blogs (the blogs other tests publish are older).
    const newest = [...demoBlogs]
      .sort((a, b) => b.published_date.localeCompare(a.published_date))
      .map((blog) => arabicBlogs[blog.slug_url])
      .filter((arabic) => arabic !== undefined)
      .slice(0, 3);
    const latest = page.locator('section[aria-labelledby="latest-blogs-heading"]');
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    for (const blog of newest) await expect(latest).toContainText(blog.title);
    await expect(latest.getByText('مقالات جديدة في الطريق إليكم.')).toHaveCount(0);

    const showcase = page.locator('section[aria-labelledby="showcase-heading"]');
    for (const [id, study] of Object.entries(arabicCaseStudies)) {
      await expect(showcase.locator(`a[href="/ar/casestudy/${id}"]`).first()).toBeAttached();
      await expect(showcase).toContainText(study.heroHeading);
    }
    await expect(
      showcase.locator(`a[href="/ar/casestudy/${UNTRANSLATED_DEMO.caseStudyId}"]`),
    ).toHaveCount(0);
  });

  test('a fresh install lists the Arabic case studies and insights, and only those translated', async ({
    page,
  }) => {
    await page.goto('/ar/case-studies');
    const studies = page.locator('main ul').first();
    for (const [id, study] of Object.entries(arabicCaseStudies)) {
      const card = studies.locator(`a[href="/ar/casestudy/${id}"]`);
      await expect(card).toContainText(study.heroHeading);
    }
    const untranslated = demoCaseStudies.find((s) => s.id === UNTRANSLATED_DEMO.caseStudyId)!;
    await expect(page.locator(`a[href="/ar/casestudy/${untranslated.id}"]`)).toHaveCount(0);
    await expect(page.getByText(untranslated.heroHeading!)).toHaveCount(0);

    await page.goto('/ar/insights');
    const blogs = page.locator('main ul').first();
    // The Arabic demo blogs (the blogs other tests translate are older: on later pages).
    expect(await blogs.getByRole('listitem').count()).toBeGreaterThanOrEqual(
      Object.keys(arabicBlogs).length,
    );
    await expect(blogs).toContainText(SEED_BLOG_AR.title);
    const englishOnly = demoBlogs.find((blog) => blog.slug_url === UNTRANSLATED_DEMO.blogSlug)!;
    await expect(page.getByText(englishOnly.title)).toHaveCount(0);

    // A translated demo blog opens in Arabic, and its switcher leads to its English page.
    await blogs.getByRole('link').filter({ hasText: SEED_BLOG_AR.title }).first().click();
    await expect(page.locator('h1')).toHaveText(SEED_BLOG_AR.title);
    await page.locator('header [data-language-switcher]').first().click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${SEED_BLOG.slug_url}$`));

    // The demo blog left untranslated: no Arabic page, and its switcher says so.
    await page.goto(`/blogs/${englishOnly.slug_url}`);
    await page.locator('header [data-language-switcher]').first().click();
    await expect(page).toHaveURL(/\/ar\?untranslated$/);
  });

  test('a fresh install answers the demo location page in Arabic at its Arabic address', async ({
    page,
  }) => {
    await page.goto(`/ar/${encodeURIComponent(SEED_LOCATION_AR.slug_url)}`);
    await expect(page.locator('h1')).toHaveText(SEED_LOCATION_AR.main_heading);
    await expect(page).toHaveTitle(SEED_LOCATION_AR.meta_title);
    await page.locator('header [data-language-switcher]').first().click();
    await expect(page).toHaveURL(new RegExp(`/${SEED_LOCATION.slug_url}$`));
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
    // Every field has its (hidden) message element; the ones shown must read Arabic.
    const errors = form.locator('[id$="-error"]:visible');
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

  // One visit per route and width: the page answers 200, right to left in Arabic (its
  // heading and its footer, not only its body), does not scroll sideways, and axe finds
  // nothing. (The status was once asked of each route a second time, by a plain request
  // before the visits: the visit's own answer is the same document.)
  for (const route of ARABIC_ROUTES) {
    test(`${route}: 200, right to left in Arabic, no sideways scroll, and axe finds nothing @mobile`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('h1').first(), route).toContainText(ARABIC_LETTERS);
      // The header's first tab and the footer read Arabic too, not only the page's body.
      await expect(page.locator('footer'), route).toContainText(ARABIC_LETTERS);

      expect(await sidewaysOverflow(page), `${route}: no sideways scroll`).toBeNull();
      await expectNoAxeViolations(page);
    });
  }
});
