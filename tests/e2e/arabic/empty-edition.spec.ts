import { expect, test } from '@playwright/test';
import { createTestDatabase, type TestDatabase } from '../../support/test-databases';
import {
  adminHeaders,
  instanceEngine,
  startInstance,
  stopInstance,
  type Instance,
} from '../support/instances';

// An Arabic edition without any published translation (a site whose editors have not
// translated anything yet, or have deleted the demo's translations): every section and
// listing that shows records says in Arabic that they are on their way, instead of an
// empty grid, carousel or row under its heading. Its own instance and database, so the
// other tests keep the demo's translations.

const mainPort = Number(process.env.E2E_PORT ?? 3210);

test.describe('the Arabic edition before anything is translated', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let database: TestDatabase;
  let instance: Instance;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createTestDatabase(instanceEngine(), { migrate: false });
    // main + 10: inside a helper's port range of 20.
    instance = await startInstance(5, database, {}, mainPort + 10);
    // The demo's Arabic translations deleted through the API, as an editor would.
    const auth = await adminHeaders(instance.origin);
    const blogs = (await (await fetch(`${instance.origin}/blog?locale=ar`)).json()) as {
      data: { blog_id: number }[];
    };
    expect(blogs.data.length).toBeGreaterThan(0);
    for (const { blog_id } of blogs.data) {
      const deleted = await fetch(`${instance.origin}/blog/${blog_id}?locale=ar`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(deleted.status, await deleted.text()).toBe(200);
    }
    const studies = (await (
      await fetch(`${instance.origin}/api/caseStudies?locale=ar`)
    ).json()) as { _id: string }[];
    expect(studies.length).toBeGreaterThan(0);
    for (const { _id } of studies) {
      const deleted = await fetch(`${instance.origin}/api/caseStudies/${_id}?locale=ar`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(deleted.status, await deleted.text()).toBeLessThan(300);
    }
  });

  test.afterAll(async () => {
    if (instance) await stopInstance(instance);
    await database?.drop();
  });

  test('the home, the listings and a service page say so in Arabic', async ({ page }) => {
    await page.goto(`${instance.origin}/ar`);
    const latest = page.locator('section[aria-labelledby="latest-blogs-heading"]');
    await expect(latest.getByText('مقالات جديدة في الطريق إليكم.')).toBeVisible();
    await expect(latest.getByRole('listitem')).toHaveCount(0);
    const showcase = page.locator('section[aria-labelledby="showcase-heading"]');
    await expect(showcase.getByText('قصص نجاح جديدة في الطريق إليكم.')).toBeVisible();
    await expect(showcase.locator('a[href^="/ar/casestudy/"]')).toHaveCount(0);

    await page.goto(`${instance.origin}/ar/case-studies`);
    await expect(page.getByText('دراسات حالة جديدة في الطريق إليكم.')).toBeVisible();
    await expect(page.locator('a[href^="/ar/casestudy/"]')).toHaveCount(0);

    await page.goto(`${instance.origin}/ar/insights`);
    await expect(page.getByText('مقالات جديدة في الطريق إليكم.')).toBeVisible();
    await expect(page.locator('a[href^="/ar/blogs/"]')).toHaveCount(0);

    await page.goto(`${instance.origin}/ar/web-development-service-in-dubai-uae`);
    const portfolio = page.locator('section[aria-labelledby="portfolio-heading"]');
    await expect(portfolio.getByText('دراسات حالة جديدة في الطريق إليكم.')).toBeVisible();

    // English is as it was: its records are all there.
    await page.goto(`${instance.origin}/case-studies`);
    await expect(page.locator('a[href^="/casestudy/"]').first()).toBeVisible();
    await expect(page.getByText('New case studies are on their way.')).toHaveCount(0);
  });
});
