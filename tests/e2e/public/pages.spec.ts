import { expect, test } from '@playwright/test';
import { companyAbout, companyHero } from '@/content/company';
import { contactHero } from '@/content/contact-page';
import { siteFacts } from '@/content/site-facts';

test.describe('company, contact and policy pages', () => {
  test('company: hero, Ambition and Mission with Learn More, reviews and the form', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await expect(page.getByText(companyHero.text)).toBeVisible();
    for (const box of companyAbout.boxes) {
      const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: box.title }) });
      await expect(article.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/contact');
    }
    for (const stat of ['Years of Experience', 'Satisfied Clients', 'Stars on Google']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Client reviews' })).toBeVisible();
    await expect(page.locator('#contact form')).toBeVisible();
  });

  test('contact: hero and the detailed form with every field @mobile', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHero.heading);
    const form = page.locator('main form');
    for (const label of ['Email', 'Phone number', 'Business name', 'Role', 'Message']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: siteFacts.mainPhone.display }).first()).toHaveAttribute(
      'href',
      siteFacts.mainPhone.href,
    );
  });

  test('refund policy: processing time, full refund after review, eligible and not eligible cases', async ({
    page,
  }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await expect(page.getByText(/14 to 22 business days/)).toBeVisible();
    await expect(page.getByText(/full \(100%\) refund/)).toBeVisible();
    for (const text of ['Repeated missed deadlines', 'A change of heart', 'The project has been completed and uploaded']) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
  });

  test('privacy policy: answered within 48 hours, minimum age 18 @mobile', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(/within 48 hours/).first()).toBeVisible();
    await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  });
});

test.describe('header and footer', () => {
  test('Solutions dropdown: hover opens, leaving closes, keyboard opens and Escape closes', async ({ page }) => {
    await page.goto('/insights');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await solutions.hover();
    const dropdown = page.getByText('Design & Craft');
    await expect(dropdown).toBeVisible();
    await expect(page.getByText('Build & Promote')).toBeVisible();
    // Leaving the header (and its dropdown panel) closes it.
    const panelId = await solutions.getAttribute('aria-controls');
    const panel = await page.locator(`[id="${panelId}"]`).boundingBox();
    await page.mouse.move(5, panel!.y + panel!.height + 20);
    await expect(dropdown).toBeHidden();
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /E-commerce Development/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(solutions).toBeFocused();
  });

  test('mobile menu: one service group open at a time; links navigate @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/company');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('button', { name: 'Build & Promote' }).click();
    await expect(menu.getByRole('link', { name: 'Google Ads' })).toBeVisible();
    await menu.getByRole('button', { name: 'Design & Craft' }).click();
    await expect(menu.getByRole('link', { name: 'Google Ads' })).toBeHidden();
    await menu.getByRole('link', { name: 'CMS Development' }).click();
    await expect(page).toHaveURL(/\/cms-website-development-in-dubai-uae$/);
    await expect(menu).toBeHidden();
  });

  test('footer: call to action, contacts, offices, links, social and copyright @mobile', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText("Let's build or improve your digital product")).toBeVisible();
    await expect(footer.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('href', siteFacts.mainPhone.href);
    await expect(footer.getByRole('link', { name: siteFacts.email })).toBeVisible();
    for (const office of siteFacts.offices) {
      await expect(footer.getByRole('heading', { name: office.label })).toBeVisible();
      await expect(footer.getByRole('link', { name: office.phone.display })).toBeVisible();
    }
    for (const [name, href] of [
      ['About us', '/company'],
      ['Portfolio', '/case-studies'],
      ['Contact', '/contact'],
      ['Refund Policy', '/refund-policy'],
      ['Privacy policy', '/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    for (const network of ['LinkedIn', 'Facebook', 'Instagram']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
  });

  test('every route of the table is reached through the site’s own links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Company' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyrocket your Digital Transformation');
    await nav.getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trending Blogs');
    await page.locator('main a[href^="/blogs/"]').first().click();
    await expect(page.getByText(/^Published Date:/).first()).toBeVisible();
    await nav.getByRole('link', { name: 'Case Studies' }).click();
    await page.locator('main a[href^="/casestudy/"]').first().click();
    await expect(page.getByText('INDUSTRY', { exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await page.getByRole('link', { name: /Google Ads/ }).first().click();
    await expect(page).toHaveURL(/\/google-ads-services-agency-in-dubai-uae$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifying Ideas into Digital Growth');
  });
});
