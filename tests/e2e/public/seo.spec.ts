import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES, TEMPLATE1_STUDY } from '../support/public-routes';
import { jsonLdObjects, metaContent, sitemapFiles } from '../support/public';

test.describe('search engines', () => {
  test('every public page has its own title, description, canonical, Open Graph and Twitter card', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      const title = await page.title();
      const description = (await metaContent(page, 'description')) ?? '';
      expect(title, route).not.toBe('');
      expect(description.length, `${route} description`).toBeGreaterThan(50);
      titles.add(title);
      descriptions.add(description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical?.replace(/\/$/, ''), route).toBe(`${baseURL}${route}`.replace(/\/$/, ''));
      expect(await metaContent(page, 'og:title'), route).toBeTruthy();
      expect(await metaContent(page, 'og:description'), route).toBe(description);
      expect(await metaContent(page, 'og:url'), route).toBeTruthy();
      expect(await metaContent(page, 'og:image'), route).toMatch(/^https?:\/\//);
      expect(await metaContent(page, 'twitter:card'), route).toBe('summary_large_image');
      expect(await metaContent(page, 'twitter:image'), route).toMatch(/^https?:\/\//);
      expect(await metaContent(page, 'robots'), route).toBeNull();
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
    expect(descriptions.size).toBe(PUBLIC_ROUTES.length);
  });

  test('detail pages carry a BreadcrumbList', async ({ page }) => {
    for (const route of [`/casestudy/${TEMPLATE1_STUDY.id}`, '/web-development-service-in-dubai-uae']) {
      await page.goto(route);
      const crumbs = (await jsonLdObjects(page)).find((item) => item['@type'] === 'BreadcrumbList');
      expect(crumbs, route).toBeTruthy();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
    }
  });

  test('sitemap.xml indexes the sitemap files, which list every public page once with lastmod', async ({
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe(`${baseURL}/sitemaps/sitemap/0.xml`);
    for (const [k, file] of files.entries()) expect(file).toBe(`${baseURL}/sitemaps/sitemap/${k}.xml`);

    const entries = (await sitemapFiles(request)).flatMap((xml) => {
      expect(xml).toContain('<urlset');
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      return urls;
    });
    const locs = entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1]);
    expect(locs[0]).toBe(`${baseURL}/`);
    for (const route of PUBLIC_ROUTES) {
      expect(locs, route).toContain(route === '/' ? `${baseURL}/` : `${baseURL}${route}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect((await request.get(`/sitemaps/sitemap/${files.length}.xml`)).status()).toBe(404);
  });

  test('the sitemap index and files are served from the page cache', async ({ request }) => {
    for (const path of ['/sitemap.xml', '/sitemaps/sitemap/0.xml']) {
      // Cached after its first request; a save by another test in between expires it.
      await expect(async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
        expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      }).toPass({ timeout: 15_000 });
    }
  });

  test('robots.txt keeps crawlers out of the private screens and the API', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/admin', '/login', '/api']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).not.toMatch(/Disallow: \/blogs/);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the not-found page asks not to be indexed', async ({ page }) => {
    await page.goto('/casestudy/ffffffffffffffffffffffff');
    expect(await metaContent(page, 'robots')).toContain('noindex');
  });
});
