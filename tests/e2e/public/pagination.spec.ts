import { expect, test } from '@playwright/test';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { adminToken, bearer } from '../support/public';

// Lists too long for one page: page 1 stays at the spec's route, later pages have
// addresses of their own with their own canonical link and title, and plain links lead
// from one page to the next.

const ARTICLES = PUBLIC_LIST_PAGE_SIZE + 1; // with the demo articles: three pages at least

test('Insights pages through its articles at crawlable addresses', async ({ page, request }) => {
  const token = await adminToken(request);
  const categories = (await (await request.get('/api/categories')).json()) as {
    data: { category_id: number; category: string }[];
  };
  const category = categories.data.find((c) => c.category !== 'All')!.category_id;
  const key = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const created: number[] = [];
  try {
    for (let i = 0; i < ARTICLES; i++) {
      const response = await request.post('/blog', {
        headers: bearer(token),
        data: {
          title: `Archive note ${key} ${i}`,
          brief_paragraph: 'An older article, kept for the archive.',
          blog_image: '/demo/blogs/blog-2.webp',
          // Older than every demo article, so the other tests' first page is not disturbed.
          published_date: `2018-01-${String(i + 1).padStart(2, '0')}`,
          metaTitle: '',
          metaDescription: '',
          canonicalLink: '',
          category,
          blogs_content: [{ heading: 'Archive', paragraph: '<p>From the archive.</p>' }],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { data: { blog_id: number } }).data.blog_id);
    }

    await page.goto('/insights');
    const pagination = page.getByRole('navigation', { name: 'Pages of articles' });
    await expect(pagination.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(pagination.getByRole('link', { name: /Previous/ })).toHaveCount(0);
    const cards = page.locator('main a[data-width]');
    await expect(cards).toHaveCount(PUBLIC_LIST_PAGE_SIZE);
    const firstPage = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));

    await pagination.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/insights\/page\/2$/);
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page).toHaveTitle(/\(page 2\)/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/insights\/page\/2$/,
    );
    await expect(pagination.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/insights',
    );
    const secondPage = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    expect(secondPage.some((href) => href?.includes(`archive-note-${key}`))).toBe(true);

    // Page 1 has one address only, and a page past the end does not exist.
    const first = await page.goto('/insights/page/1');
    expect(new URL(first!.url()).pathname).toBe('/insights');
    expect((await page.goto('/insights/page/9999'))?.status()).toBe(404);
    expect((await page.goto('/insights/page/two'))?.status()).toBe(404);
  } finally {
    for (const id of created) await request.delete(`/blog/${id}`, { headers: bearer(token) });
  }
});

test('Case studies: page 1 stays at /case-studies; a page past the end does not exist', async ({
  page,
}) => {
  const first = await page.goto('/case-studies/page/1');
  expect(new URL(first!.url()).pathname).toBe('/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.goto('/case-studies/page/9999'))?.status()).toBe(404);
});
