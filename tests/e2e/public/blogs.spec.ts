import { expect, test } from '@playwright/test';
import { toSlug } from '@/lib/slug';
import { SEED_BLOG } from '../support/public-routes';
import { jsonLdObjects, metaContent } from '../support/public';

const blogPath = `/blogs/${toSlug(SEED_BLOG.slug_url)}`;

test.describe('insights and blogs', () => {
  test('Insights: Trending Blogs with alternating wide and narrow cards and 250-character excerpts', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending Blogs');
    const cards = page.locator('main a[data-width]');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    const widths = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getAttribute('data-width')));
    expect(widths).toEqual(['wide', 'narrow', 'narrow', 'wide']);
    const [wide, narrow] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(wide!.width).toBeGreaterThan(narrow!.width * 1.5);
    for (const card of (await cards.all()).slice(0, 4)) {
      await expect(card).toHaveAttribute('href', /^\/blogs\/[a-z0-9]+(-[a-z0-9]+)*$/);
      const excerpt = (await card.locator('p').last().textContent()) ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(251);
    }
    await page.locator(`main a[href="${blogPath}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${blogPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_BLOG.title);
  });

  test('blog detail: meta from the blog, sections, Published Date and Most Recent Blogs', async ({ page, baseURL }) => {
    await page.goto(blogPath);
    // The meta title exactly as the admin typed it (spec: the title comes from metaTitle).
    await expect(page).toHaveTitle(SEED_BLOG.metaTitle);
    expect(await metaContent(page, 'description')).toBe(SEED_BLOG.metaDescription);
    // The stored canonical link keeps its path and moves to this site's origin.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${new URL(SEED_BLOG.canonicalLink).pathname}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_BLOG.title);
    await expect(page.getByText(/^Published Date:/).first()).toBeVisible();
    for (const section of SEED_BLOG.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    const recent = page.locator('section[aria-labelledby="recent-blogs-heading"]');
    await expect(recent.getByRole('heading', { name: 'Most Recent Blogs' })).toBeVisible();
    const cards = recent.getByRole('link');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByText('Published By')).toBeVisible();
    await expect(cards.first().locator('img')).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+$/);
    await expect(recent.locator(`a[href="${blogPath}"]`)).toHaveCount(0);
  });

  test('blog detail: BlogPosting and BreadcrumbList structured data @mobile', async ({ page }) => {
    await page.goto(blogPath);
    const objects = await jsonLdObjects(page);
    const posting = objects.find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: SEED_BLOG.title, datePublished: SEED_BLOG.published_date });
    const crumbs = objects.find((item) => item['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as unknown[]).length).toBe(3);
  });

  test('a blog is found by its title written as a slug, in any case', async ({ page }) => {
    const titleSlug = SEED_BLOG.title.split(/\s+/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('-');
    await page.goto(`/blogs/${titleSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_BLOG.title);
  });

  test('an unknown blog is the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-article-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });
});
