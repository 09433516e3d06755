import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { originHeaders, signInByApi, uniqueIp } from '../../tests/e2e/support/admin';
import { ROOT } from './environment';

// The screenshots kept in docs/arabic/ (issue 29): home, a service page, a blog and the
// blog editor, in English and Arabic, at 1280 px (desktop) and 390 px (phone). The demo
// blog "Arabic SEO Mistakes That Cost You Traffic" gets its Arabic translation first,
// written and published through the API as an editor's save would.
// Run: npx playwright test -c scripts/screenshots/playwright.config.ts

const OUT = path.join(ROOT, 'docs', 'arabic');
/** A PNG bigger than this is kept as a JPEG (quality 70) instead. */
const PNG_LIMIT = 1.5 * 1024 * 1024;

const ENGLISH_BLOG = 'arabic-seo-mistakes-that-cost-you-traffic';
const ARABIC_SLUG = 'أخطاء-السيو-العربي';

/**
 * The translation, as the agency's Arabic editor would write it: sections 1 to 3 translate
 * the English sections of the same number (the editor shows each over its English).
 */
const ARABIC_BLOG = {
  title: 'أخطاء السيو العربي التي تُفقدك الزيارات',
  slug_url: ARABIC_SLUG,
  brief_paragraph:
    'تترجم شركات كثيرة في الإمارات مواقعها إلى العربية وتنتظر أن تتصدّر نتائج البحث، لكن الباحث العربي يكتب بكلمات ولهجات وصيغ إملائية مختلفة، وكثيرًا ما تُخفي أخطاء تقنية بسيطة الصفحات العربية عن جوجل تمامًا. جمعنا هنا أكثر أخطاء السيو العربي شيوعًا في عمليات التدقيق التي نجريها، مع طريقة عملية لتفادي كل منها.',
  metaTitle: 'أخطاء السيو العربي التي تُفقدك الزيارات وكيف تتجنبها',
  metaDescription:
    'أخطاء شائعة في السيو العربي لمواقع الشركات في الإمارات، من الترجمة الحرفية للكلمات المفتاحية إلى غياب وسوم hreflang، مع خطوات عملية لإصلاحها وزيادة الزيارات.',
  blogs_content: [
    {
      heading: 'ترجمة الكلمات المفتاحية بدل البحث عنها',
      paragraph:
        '<p>المقابل العربي لكلمتك المفتاحية الإنجليزية ليس بالضرورة ما يكتبه عملاؤك في خانة البحث. ابحث عن الكلمات العربية بشكل مستقل، وراعِ اختلاف الإملاء بين «الامارات» و«الإمارات»، والتعابير الخليجية الدارجة مثل «أبي موقع» بدل «أريد موقعًا».</p>',
    },
    {
      heading: 'وسوم hreflang غائبة أو خاطئة',
      paragraph:
        '<p>تُخبر وسوم hreflang جوجل أيّ الصفحتين هي النسخة العربية وأيّهما الإنجليزية. من دونها قد تظهر للباحث الصفحة بلغة غير لغته، أو لا تُفهرس إحدى النسختين أصلًا.</p>',
    },
    {
      heading: 'الاعتماد على الترجمة الآلية',
      paragraph:
        '<p>النص المترجم آليًا دون تحرير يُقرأ بركاكة، ونادرًا ما يتصدّر نتائج البحث. استثمر في كتّاب محتوى عرب يكتبون لمحركات البحث ولجمهورك في آنٍ واحد.</p><ul><li>راجع كل صفحة عربية قبل نشرها</li><li>اكتب العنوان والوصف التعريفي بالعربية مباشرةً، لا نقلًا عن الإنجليزية</li><li>ترجم النص البديل لكل صورة</li></ul><p>هل تحتاج إلى مساعدة؟ يراجع <a href="/ar/search-engine-optimization-services-dubai-uae">فريق تحسين محركات البحث لدينا</a> موقعك بنسختيه العربية والإنجليزية جنبًا إلى جنب.</p>',
    },
  ],
  status: 'published',
};

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Clicks every carousel's Pause button and the hero video's (English and Arabic names). */
async function pauseEverything(page: Page) {
  // A clicked one is named Play…, so the first one left is always the next to click.
  const pauses = page
    .getByRole('button', {
      name: /^(Pause slideshow|Pause background video|إيقاف العرض التلقائي للشرائح|إيقاف فيديو الخلفية)$/,
    })
    .filter({ visible: true });
  for (let left = 5; left > 0 && (await pauses.count()) > 0; left--) {
    await pauses.first().click({ timeout: 5_000 });
  }
}

/** Waits for the page to be still: network idle, lazy parts rendered, carousels paused, fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Carousels paused early, so that the slides stay near the first.
  await pauseEverything(page);
  // Chromium paints no section with content-visibility: auto outside the viewport, and a
  // lazy image far below never loads: a full-page screenshot would show them blank. For
  // the screenshot, every part is painted and every image loaded.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) {
      (image as HTMLImageElement).loading = 'eager';
    }
  });
  // Scroll down in steps, as a reader would, so that every part that waits to be seen
  // renders; then wait for the network.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  // Fonts in, every image loaded and decoded (a full-page capture may skip one still decoding).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const decoded = Promise.all(
      [...document.images].map((image) => image.decode().catch(() => undefined)),
    );
    await Promise.race([decoded, new Promise((done) => setTimeout(done, 10_000))]);
  });
  // The hero video starts only once the page is idle: paused now if it was not before.
  await pauseEverything(page);
  // Back to the top, where the header belongs; slides and transitions finish.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1_000);
  // The first full-page capture of a page may still miss images far below the viewport
  // (painted blank); the second has them. This one is thrown away.
  await page.screenshot({ fullPage: true, animations: 'disabled' });
}

/** A full-page screenshot as docs/arabic/{name}.png, or .jpg when the PNG would be large. */
async function shoot(page: Page, name: string) {
  for (const ext of ['png', 'jpg']) fs.rmSync(path.join(OUT, `${name}.${ext}`), { force: true });
  const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
  if (png.length <= PNG_LIMIT) {
    fs.writeFileSync(path.join(OUT, `${name}.png`), png);
    return;
  }
  await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    type: 'jpeg',
    quality: 70,
    path: path.join(OUT, `${name}.jpg`),
  });
}

async function visitorPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
  });
  return context.newPage();
}

const PAGES = [
  { name: 'home', en: '/', ar: '/ar' },
  {
    name: 'service',
    en: '/web-development-service-in-dubai-uae',
    ar: '/ar/web-development-service-in-dubai-uae',
  },
  {
    name: 'blog',
    en: `/blogs/${ENGLISH_BLOG}`,
    ar: `/ar/blogs/${encodeURIComponent(ARABIC_SLUG)}`,
  },
];

test('the Arabic edition, screenshot by screenshot', async ({ browser, baseURL }) => {
  fs.mkdirSync(OUT, { recursive: true });

  // The Arabic translation of the demo blog, published.
  const admin = await browser.newContext({
    ...DESKTOP,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
  });
  const adminPage = await admin.newPage();
  await signInByApi(adminPage.request, baseURL);
  const english = await adminPage.request.get(`/blog/${ENGLISH_BLOG}`);
  expect(english.status()).toBe(200);
  const blogId = ((await english.json()) as { data: { blog_id: number } }).data.blog_id;
  const saved = await adminPage.request.put(`/blog/${blogId}?locale=ar`, {
    data: ARABIC_BLOG,
    headers: originHeaders(baseURL),
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The public pages, English and Arabic, desktop and phone.
  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await visitorPage(browser, options);
    for (const { name, en, ar } of PAGES) {
      for (const [locale, pathname] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        await expect(async () => {
          const response = await page.goto(pathname);
          expect(response?.status(), pathname).toBe(200);
        }).toPass({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await settle(page);
        await shoot(page, `${name}-${locale}-${device}`);
        console.log(`[screenshots] ${name}-${locale}-${device} (${pathname})`);
      }
    }
    await page.context().close();
  }

  // The blog editor, on its English tab and on its Arabic one (desktop).
  await adminPage.goto('/admin/blogs');
  await adminPage
    .getByRole('searchbox', { name: 'Search blogs by title or URL' })
    .fill('Arabic SEO Mistakes');
  const card = adminPage.getByRole('listitem').filter({
    has: adminPage.getByRole('heading', { name: 'Arabic SEO Mistakes That Cost You Traffic' }),
  });
  await expect(card.getByText('Arabic: Published', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /Edit Blog/ }).click();
  const popup = adminPage.getByRole('dialog', { name: 'Edit Blog' });
  await expect(popup.getByLabel('Title', { exact: true })).toHaveValue(
    'Arabic SEO Mistakes That Cost You Traffic',
  );
  await settle(adminPage);
  await shootEditor(adminPage, 'editor-en-desktop');
  await popup.getByRole('tab', { name: 'العربية' }).click();
  const arabic = popup.getByRole('tabpanel', { name: 'العربية' });
  await expect(arabic.getByLabel('Title', { exact: true })).toHaveValue(ARABIC_BLOG.title);
  await settle(adminPage);
  await shootEditor(adminPage, 'editor-ar-desktop');
  await admin.close();
});

/**
 * The editor is a dialog that scrolls inside itself: the viewport is made as tall as the
 * dialog's content so that one screenshot holds every field.
 */
async function shootEditor(page: Page, name: string) {
  const tallest = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return 0;
    let height = dialog.scrollHeight;
    for (const element of dialog.querySelectorAll('*')) {
      height = Math.max(height, element.scrollHeight);
    }
    return height;
  });
  await page.setViewportSize({ width: 1280, height: Math.max(800, tallest + 200) });
  await page.waitForTimeout(500);
  await shoot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}
