import { expect, test, type Locator, type Route } from '@playwright/test';
import { adminToken, bearer, marker } from '../support/public';

const currentSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute('aria-label');

test.describe('carousels', () => {
  test('the showcase autoplays, pauses with the pause button and resumes with play', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Success stories', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    // Keep the pointer away: hovering pauses autoplay on purpose.
    await page.mouse.move(0, 0);
    const start = await currentSlide(carousel);
    await expect.poll(() => currentSlide(carousel), { timeout: 8000 }).not.toBe(start);

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    const paused = await currentSlide(carousel);
    await page.waitForTimeout(4500);
    expect(await currentSlide(carousel)).toBe(paused);

    await carousel.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => currentSlide(carousel), { timeout: 8000 }).not.toBe(paused);
  });

  test('arrow keys and the previous/next buttons move the slides', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe('2 of 4');
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(carousel)).toBe('3 of 4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(carousel)).toBe('1 of 4');
  });

  test('a Next press made while the carousel script is still loading is not lost', async ({
    page,
  }) => {
    await page.goto('/');
    // The carousel's script loads only near the carousel: hold every script asked for
    // from now on, so the press below lands before it has arrived.
    const held: Route[] = [];
    await page.route('**/_next/static/chunks/**', (route) => {
      held.push(route);
    });
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    // Paused, so that only the press can move it once the script has arrived.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await currentSlide(carousel)).toBe('1 of 4');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((route) => route.continue().catch(() => {})));
    await expect.poll(() => currentSlide(carousel)).toBe('2 of 4');
  });

  test('no autoplay for visitors who prefer reduced motion @mobile', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const start = await currentSlide(carousel);
    await page.waitForTimeout(4500);
    expect(await currentSlide(carousel)).toBe(start);
  });

  test('the portfolio preview shows up to 10 case studies and Explore All @mobile', async ({ page }) => {
    await page.goto('/web-development-service-in-dubai-uae');
    const section = page.locator('section[aria-labelledby="portfolio-heading"]');
    const slides = section.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeAttached();
    expect(await slides.count()).toBeLessThanOrEqual(10);
    await expect(section.getByRole('link', { name: 'Explore All' })).toHaveAttribute('href', '/case-studies');
  });

  test('each visit of the cached page draws its own portfolio: at most 10, in random order', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const path = '/web-development-service-in-dubai-uae';
    const section = page.locator('section[aria-labelledby="portfolio-heading"]');
    const headings = section.locator('[aria-roledescription="slide"] h3');
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });

    // The demo has 6 case studies; 5 more make a pool larger than the 10 shown, so the
    // browser has to choose which, not only the order.
    const token = await adminToken(request);
    const created: string[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const response = await request.post('/api/caseStudies', { headers: bearer(token) });
        expect(response.status()).toBe(201);
        const { _id: id } = (await response.json()) as { _id: string };
        created.push(id);
        const saved = await request.put(`/api/caseStudies/${id}`, {
          headers: bearer(token),
          data: {
            heroHeading: marker(`Portfolio pick ${i}`),
            industry: 'Hospitality',
            sec1Para: 'A booking site for a beach club in Jumeirah.',
            sec4Heading: 'Results',
            sec4SubHeading: 'After one season',
          },
        });
        expect(saved.status(), await saved.text()).toBe(200);
      }

      // The server's HTML is one cached page; it shows the pool's first 10.
      await expect(async () => {
        const response = await request.get(path);
        expect(response.headers()['x-nextjs-cache']).toBe('HIT');
        const html = await response.text();
        // The carousel streams in after the page's shell: from its label to the next carousel.
        const start = html.indexOf('aria-label="Portfolio"');
        expect(start).toBeGreaterThan(0);
        const portfolio = html.slice(start).split('aria-roledescription="carousel"')[0]!;
        expect(portfolio.match(/aria-roledescription="slide"/g) ?? []).toHaveLength(10);
      }).toPass({ timeout: 15_000 });

      const orders = new Set<string>();
      const shown = new Set<string>();
      for (let visit = 0; visit < 10 && (orders.size < 3 || shown.size <= 10); visit++) {
        await page.goto(path);
        await expect(section.locator('[data-selection="random"]')).toBeAttached();
        const order = await headings.allTextContents();
        expect(order.length).toBeGreaterThan(0);
        expect(order.length).toBeLessThanOrEqual(10);
        expect(new Set(order).size).toBe(order.length);
        orders.add(order.join('\n'));
        for (const heading of order) shown.add(heading);
      }
      expect(orders.size).toBeGreaterThanOrEqual(2);
      // Over the visits more than 10 different case studies showed: the selection varies too.
      expect(shown.size).toBeGreaterThan(10);
      expect(hydrationErrors).toEqual([]);

      // The carousel still works after the draw: paused, it moves only when told to.
      const carousel = page.getByRole('region', { name: 'Portfolio', exact: true });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
      await expect(carousel.locator('[aria-roledescription="slide"]').first()).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => currentSlide(carousel)).toBe('2 of 10');
    } finally {
      for (const id of created) await request.delete(`/api/caseStudies/${id}`, { headers: bearer(token) });
    }
  });
});
