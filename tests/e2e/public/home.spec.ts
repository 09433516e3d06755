import { expect, test } from '@playwright/test';
import { homeHero, specializationSection } from '@/content/home';
import { jsonLdObjects } from '../support/public';

test.describe('home page', () => {
  test('hero: headline, partner tagline, description and Get a Quote', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="home-hero-heading"]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Modifying Ideas into Digital Growth');
    await expect(hero.getByText(homeHero.partnerTagline)).toBeVisible();
    await expect(hero.getByText(homeHero.description)).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
  });

  test('hero video: poster first, then a looping muted video once the page has loaded', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('section[aria-labelledby="home-hero-heading"] video');
    // Nothing is fetched for the video before the load event.
    await expect(video).toHaveAttribute('preload', 'none');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.querySelectorAll('source').length), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      poster: v.poster,
    }));
    expect(state).toMatchObject({ muted: true, loop: true });
    expect(state.poster).not.toBe('');
  });

  test('hero video is not loaded for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const video = page.locator('section[aria-labelledby="home-hero-heading"] video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.querySelectorAll('source').length)).toBe(0);
    await expect(page.locator('section[aria-labelledby="home-hero-heading"] img')).toBeVisible();
  });

  test('hero video is not loaded with Save-Data on @mobile', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const video = page.locator('section[aria-labelledby="home-hero-heading"] video');
    expect(await video.evaluate((v: HTMLVideoElement) => v.querySelectorAll('source').length)).toBe(0);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveCount(0);
  });

  test('services blocks, intro with Let’s Connect and the partnership block', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('section[aria-labelledby="services-heading"]');
    await expect(services.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: "Let's Connect" })).toHaveAttribute('href', '/contact');
    const partnership = page.locator('section', {
      has: page.getByRole('heading', { name: 'Driving Growth with Strategic Partnerships' }),
    });
    await expect(partnership.getByRole('link', { name: 'MAKE APPOINTMENT' })).toHaveAttribute('href', '/contact');
  });

  test('latest blogs: three cards with date, title, 150-character teaser and Read more', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="latest-blogs-heading"]');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      const teaser = (await card.locator('p').nth(1).textContent()) ?? '';
      expect(teaser.length).toBeLessThanOrEqual(151);
      await expect(card.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', /^\/blogs\/[a-z0-9-]+$/);
    }
  });

  test('case-study showcase: cards with banner, heading, teaser and Read More', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="showcase-heading"]');
    await expect(section.getByRole('heading', { name: 'Success Stories of Digital Products' })).toBeVisible();
    const carousel = section.getByRole('region', { name: 'Success stories' });
    const first = carousel.getByRole('article').first();
    await expect(first.locator('img')).toHaveCount(1);
    const teaser = (await first.locator('p').last().textContent()) ?? '';
    expect(teaser.length).toBeLessThanOrEqual(151);
    const readMore = carousel.getByRole('link', { name: /^Read More/ }).first();
    await expect(readMore).toHaveAttribute('href', /^\/casestudy\/[0-9a-f]{24}$/);
    await readMore.click();
    await expect(page).toHaveURL(/\/casestudy\/[0-9a-f]{24}$/);
    await expect(page.getByText('INDUSTRY', { exact: true })).toBeVisible();
  });

  test('specialization cards link to the contact page', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="specialization-heading"]');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText("Design that fits your audience's needs");
    for (const card of specializationSection.cards) {
      await expect(section.getByRole('heading', { name: card.heading })).toBeVisible();
      await expect(section.getByRole('link', { name: `Get Started with ${card.heading}` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    const box = await section.getByRole('article').first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(420);
  });

  test('testimonials and the main contact form close the page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Client reviews' })).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByLabel('Full name')).toBeVisible();
    await expect(contact.getByLabel('Email')).toBeVisible();
    await expect(contact.getByLabel('Message')).toBeVisible();
  });

  test('structured data: WebSite, Organization and ProfessionalService', async ({ page }) => {
    await page.goto('/');
    const types = (await jsonLdObjects(page)).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization', 'ProfessionalService']));
  });
});
