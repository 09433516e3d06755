import { expect, test, type Page } from '@playwright/test';
import { adminToken, bearer, marker, sitemapFiles } from '../support/public';

// An admin save, create or delete shows on the public pages without a rebuild.

/** Reloads until the condition holds: the API expires the cache, the next visit re-renders. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

test.describe('public pages follow API edits', () => {
  test('case study: create, edit and delete show on the list, detail, home and sitemap', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const created = await request.post('/api/caseStudies', { headers: bearer(token) });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const heading = marker('Desert Bloom Florists');
    const fields = {
      heroHeading: heading,
      clientName: 'Desert Bloom',
      industry: 'Retail',
      industryText: 'A florist in Jumeirah that sells bouquets online.',
      template: 'template2',
      sec1Heading: 'The brief',
      sec1Para: 'Desert Bloom needed same-day delivery slots and a faster checkout for Valentine’s Day.',
      sec4Heading: 'Results',
      sec4SubHeading: 'After three months',
      sec4Percentage1: '40%',
      sec4Text1: 'More orders',
    };
    try {
      const saved = await request.put(`/api/caseStudies/${id}`, { headers: bearer(token), data: fields });
      expect(saved.status(), await saved.text()).toBe(200);

      await eventually(page, '/case-studies', async () => {
        await expect(page.locator(`a[href="/casestudy/${id}"]`)).toContainText(heading, { timeout: 1000 });
      });
      await page.locator(`a[href="/casestudy/${id}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('section[aria-labelledby="cs-statistics"] dd')).toHaveCount(3);

      const renamed = `${heading} Online`;
      const edited = await request.put(`/api/caseStudies/${id}`, {
        headers: bearer(token),
        data: { ...fields, heroHeading: renamed },
      });
      expect(edited.status()).toBe(200);
      await eventually(page, `/casestudy/${id}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 1000 });
      });
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Success stories', exact: true }).getByRole('heading', { name: renamed }),
      ).toBeAttached();
      expect((await sitemapFiles(request)).join('')).toContain(`/casestudy/${id}</loc>`);
    } finally {
      await request.delete(`/api/caseStudies/${id}`, { headers: bearer(token) });
    }
    await expect(async () => {
      const response = await page.goto(`/casestudy/${id}`);
      // Deleted after it was published: gone for good (issue 12).
      expect(response?.status()).toBe(410);
    }).toPass({ timeout: 15_000 });
    await page.goto('/case-studies');
    await expect(page.locator(`a[href="/casestudy/${id}"]`)).toHaveCount(0);
    expect((await sitemapFiles(request)).join('')).not.toContain(`/casestudy/${id}<`);
  });

  test('blog: a new article appears on Insights and home, and its page follows edits', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const categories = (await (await request.get('/api/categories')).json()) as {
      data: { category_id: number; category: string }[];
    };
    const category = categories.data.find((c) => c.category !== 'All')!.category_id;
    const title = marker('Ramadan Campaign Checklist');
    const payload = {
      title,
      brief_paragraph: 'Plan your Ramadan campaigns early: creative, budgets, timings and landing pages.',
      blog_image: '/demo/blogs/blog-3.webp',
      // Dated in the future so that it is the newest article everywhere while it exists.
      published_date: '2099-03-01',
      metaTitle: `${title} | Guide`,
      metaDescription: 'A checklist for planning Ramadan marketing campaigns in the UAE, from creative to landing pages.',
      canonicalLink: '',
      category,
      blogs_content: [{ heading: 'Start early', paragraph: '<p>Book creative six weeks ahead.</p>' }],
    };
    const created = await request.post('/blog', { headers: bearer(token), data: payload });
    expect(created.status(), await created.text()).toBe(201);
    const blog = ((await created.json()) as { data: { blog_id: number; slug_url: string } }).data;
    try {
      await eventually(page, '/insights', async () => {
        await expect(page.locator(`main a[href="/blogs/${blog.slug_url}"]`)).toContainText(title, {
          timeout: 1000,
        });
      });
      await page.goto('/');
      await expect(
        page.locator('section[aria-labelledby="latest-blogs-heading"]').getByRole('heading', { name: title }),
      ).toBeVisible();

      const edited = await request.put(`/blog/${blog.blog_id}`, {
        headers: bearer(token),
        data: { ...payload, slug_url: blog.slug_url, blogs_content: [{ heading: 'Start earlier', paragraph: '<p>Eight weeks.</p>' }] },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      await eventually(page, `/blogs/${blog.slug_url}`, async () => {
        await expect(page.getByRole('heading', { level: 2, name: 'Start earlier' })).toBeVisible({ timeout: 1000 });
      });
    } finally {
      await request.delete(`/blog/${blog.blog_id}`, { headers: bearer(token) });
    }
    await expect(async () => {
      const response = await page.goto(`/blogs/${blog.slug_url}`);
      // Deleted after it was published: gone for good (issue 12).
      expect(response?.status()).toBe(410);
    }).toPass({ timeout: 15_000 });
  });

  test('location page: created, edited and deleted through the API', async ({ page, request }) => {
    const token = await adminToken(request);
    const slug = `web-agency-ajman-${Date.now().toString(36)}`;
    const fields = {
      slug_url: slug,
      main_heading: 'Web Agency in Ajman',
      main_paragraph: 'Websites and apps for Ajman businesses, built by a UAE team.',
      highlighted_heading: 'Local',
      heading_1: 'Digital Partner for Ajman',
      heading_2: 'Design',
      heading_3: 'Development',
      heading_4: 'Support',
      paragraph_1: 'We help Ajman companies grow online.',
      paragraph_2: 'Research-led design.',
      paragraph_3: 'Fast, secure builds.',
      paragraph_4: 'Care plans after launch.',
      meta_title: 'Web Agency in Ajman | Nexa Digital',
      meta_keywords: 'web agency Ajman, website Ajman',
      meta_link: `https://nexadigital.ae/${slug}`,
      meta_description: 'Nexa Digital builds websites and apps for businesses in Ajman, with design, development and support.',
    };
    const created = await request.post('/api/locationpages/create', { headers: bearer(token), data: fields });
    expect(created.status(), await created.text()).toBe(201);
    const { location_id: locationId } = ((await created.json()) as { data: { location_id: number } }).data;
    try {
      await eventually(page, `/${slug}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Agency in Ajman', { timeout: 1000 });
      });
      await expect(page).toHaveTitle('Web Agency in Ajman | Nexa Digital');
      const edited = await request.put(`/api/locationpages/${locationId}`, {
        headers: bearer(token),
        data: { ...fields, main_heading: 'Web and App Agency in Ajman' },
      });
      expect(edited.status(), await edited.text()).toBe(200);
      await eventually(page, `/${slug}`, async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web and App Agency in Ajman', {
          timeout: 1000,
        });
      });
    } finally {
      await request.delete(`/api/locationpages/${locationId}`, { headers: bearer(token) });
    }
    await expect(async () => {
      const response = await page.goto(`/${slug}`);
      // Deleted after it was published: gone for good (issue 12).
      expect(response?.status()).toBe(410);
    }).toPass({ timeout: 15_000 });
  });
});
