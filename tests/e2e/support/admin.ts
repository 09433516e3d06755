import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

export { E2E_ADMIN };

/** A random private address: each test gets its own rate-limit buckets (TRUST_PROXY=loopback). */
export const uniqueIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** A short unique word for names and slugs. */
export const uniqueId = () => randomBytes(4).toString('hex');

/**
 * The test's browser context sends its own X-Forwarded-For, so sign-in attempts of
 * parallel tests do not share a rate-limit bucket.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, provide) => {
    await provide(uniqueIp());
  },
  extraHTTPHeaders: async ({ clientIp }, provide) => {
    await provide({ 'X-Forwarded-For': clientIp });
  },
});

export { expect };

/** Headers a browser page would send with a cookie-authenticated write. */
export function originHeaders(baseURL: string | undefined) {
  return { Origin: new URL(baseURL ?? 'http://127.0.0.1:3210').origin };
}

/** Signs in through the API (the context keeps the session cookie). */
export async function signInByApi(request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.post('/api/users/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: originHeaders(baseURL),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the sign-in screen and waits for the Admin Portal. */
export async function signInByForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
}

/** Opens an admin screen already signed in (fast path: API sign-in, then the page). */
export async function openAdmin(page: Page, pathname: string, baseURL: string | undefined) {
  await signInByApi(page.request, baseURL);
  await page.goto(pathname);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

export async function pngFile(name: string, colour = '#5b4bf5') {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real short video when the demo media exists, else a minimal MP4 (ftyp + mdat boxes). */
export function mp4File(name = 'testimonial.mp4') {
  const demo = path.join(process.cwd(), 'public', 'demo', 'videos', 'testimonial-1.mp4');
  if (fs.existsSync(demo)) return { name, mimeType: 'video/mp4', buffer: fs.readFileSync(demo) };
  const ftyp = Buffer.from(
    '000000206674797069736f6d0000020069736f6d69736f32617663316d703431',
    'hex',
  );
  const payload = Buffer.alloc(2048, 0);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(8 + payload.length, 0);
  mdatHeader.write('mdat', 4, 'ascii');
  return { name, mimeType: 'video/mp4', buffer: Buffer.concat([ftyp, mdatHeader, payload]) };
}

/** The admin banners: success is a status message, failure an alert. */
export const successBanner = (page: Page) => page.locator('[data-tone="success"]');
export const failureBanner = (page: Page) => page.locator('[data-tone="error"]');
