import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/** A fresh client address per visitor, so per-IP rate limits are never shared between tests. */
export function uniqueIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Gives the page its own client address (TRUST_PROXY=loopback reads X-Forwarded-For). */
export async function asNewVisitor(page: Page): Promise<string> {
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

/** Signs the e2e administrator in through the API and returns the Bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: E2E_ADMIN,
    headers: { 'X-Forwarded-For': uniqueIp() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token?: string };
  expect(body.token).toBeTruthy();
  return body.token!;
}

export const bearer = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Forwarded-For': uniqueIp(),
});

/** The content of a <meta name|property> in the head. */
export async function metaContent(page: Page, key: string): Promise<string | null> {
  const meta = page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).first();
  return (await meta.count()) > 0 ? meta.getAttribute('content') : null;
}

/** Every JSON-LD object on the page, with @graph entries flattened. */
export async function jsonLdObjects(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data];
  });
}

/** A unique, readable marker for records a test creates. */
export const marker = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The sitemap, read as a crawler does: the index at /sitemap.xml, then each file it
 * lists (/sitemaps/sitemap/{k}.xml). Answers each file's XML, in the index's order.
 */
export async function sitemapFiles(request: APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex');
  const files = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return Promise.all(
    files.map(async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    }),
  );
}
