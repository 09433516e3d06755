import { expect, test, type Locator, type Route } from '@playwright/test';

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
});
