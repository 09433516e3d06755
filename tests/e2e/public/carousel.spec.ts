import { expect, test, type Locator, type Route } from '@playwright/test';
import { signInByApi } from '../support/admin';
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
    // The page's islands (the carousel's own small one among them) have arrived; Embla
    // loads only near a carousel: hold every script asked for from now on, so the press
    // below lands before it has arrived.
    await page.waitForLoadState('networkidle');
    const held: Route[] = [];
    await page.route('**/islands/**', (route) => {
      held.push(route);
    });
    const carousel = page.getByRole('region', { name: 'Client reviews' });
    // Paused, so that only the press can move it once the script has arrived.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await currentSlide(carousel)).toBe('1 of 4');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all(held.map((route) => route.continue().catch(() => {})));
    await expect.poll(() => currentSlide(carousel)).toBe('2 of 4');
  });

  test('the cached page carries no React: its islands alone play, pause and move the carousel @mobile', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const path = '/';
    // A cached page: its second serving comes from the page cache.
    await expect(async () => {
      const response = await page.request.get(path);
      expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    }).toPass({ timeout: 15_000 });
    await page.goto(path);
    const carousel = page.getByRole('region', { name: 'Success stories', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const start = await currentSlide(carousel);
    await expect.poll(() => currentSlide(carousel), { timeout: 8000 }).not.toBe(start);

    // No framework script was asked for, nor is React's flight data in the page: what
    // moved the slides is the islands (main.js, the carousel's chunk and Embla's).
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.startsWith('/_next/'))).toEqual([]);
    expect(scripts.filter((script) => script.startsWith('/islands/')).length).toBeGreaterThan(1);
    expect(await page.evaluate(() => '__next_f' in self)).toBe(false);

    // The pause button stops it (WCAG 2.2.2), and says so.
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toHaveText('Pause', { useInnerText: true });
    await pause.click();
    await page.mouse.move(0, 0);
    const play = carousel.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toHaveText('Play', { useInnerText: true });
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    const paused = await currentSlide(carousel);
    await page.waitForTimeout(4500);
    expect(await currentSlide(carousel)).toBe(paused);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(carousel)).not.toBe(paused);
    expect(await carousel.locator('[aria-current="true"]').count()).toBe(1);
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

test.describe('carousels where React hydrates the page', () => {
  // Draft preview keeps React's runtime, under a nonce policy that also lets the site's
  // own islands run (src/proxy.ts, previewPolicy): a violation would be an error below.
  test('in draft preview, where React hydrates the page, the portfolio is drawn and moves with no hydration error', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // An editor's preview (draft mode) skips the page cache: the pages keep React's runtime.
    await signInByApi(page.request, baseURL);
    const studies = (await (await page.request.get('/api/caseStudies')).json()) as { _id: string }[];
    const preview = await page.request.get(`/api/preview?entity=case-study&id=${studies[0]!._id}`, {
      maxRedirects: 0,
    });
    expect(preview.status()).toBe(307);
    await page.goto('/web-development-service-in-dubai-uae');
    expect(await page.evaluate(() => '__next_f' in self)).toBe(true);
    await page.waitForFunction(() => document.querySelector('next-route-announcer') !== null);

    const carousel = page.getByRole('region', { name: 'Portfolio', exact: true });
    await expect(carousel).toHaveAttribute('data-selection', 'random');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);
    await expect(carousel.locator('[aria-current="true"]')).toHaveAttribute('aria-label', `1 of ${total}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(carousel)).toBe(`2 of ${total}`);
    // The slide named 2 is the one in view: the drawn order is the order seen.
    const viewport = (await carousel.locator('[data-carousel-part="viewport"]').boundingBox())!;
    await expect
      .poll(async () => {
        const current = (await carousel.locator('[aria-current="true"] > *').boundingBox())!;
        return Math.abs(current.x - viewport.x);
      })
      .toBeLessThan(2);
    expect(errors).toEqual([]);
  });
});
