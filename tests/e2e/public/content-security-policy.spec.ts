import type { APIResponse, Page, Response } from '@playwright/test';
import { toSlug } from '@/lib/slug';
import { expect, signInByApi, signInByForm, test } from '../support/admin';
import { SEED_BLOG } from '../support/public-routes';

// Content-Security-Policy: public pages are served from the page cache with a policy
// computed from their HTML (src/server/cache/page-csp.mjs), which allows inline scripts by
// hash; served without React (src/server/cache/islands-page.mjs) they have none left, so
// only the site's own files run. The staff screens get a fresh nonce per request
// (src/proxy.ts). Neither allows 'unsafe-inline'.

const BLOG_PATH = `/blogs/${toSlug(SEED_BLOG.slug_url)}`;
const INJECTED = '<script>window.__injected = true</script>';

type Violation = { directive: string; blocked: string; disposition: string };
declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injected?: boolean;
  }
}

/** Collects the page's CSP violations from the very start of every document. */
async function recordViolations(page: Page) {
  // Init scripts are run by the browser itself: the page's policy does not apply to them.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations!.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          disposition: event.disposition,
        }),
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The App Router announcer appears once a staff screen has hydrated. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector('next-route-announcer') !== null);
}

/** A public page's islands are running (src/islands/main.ts marks each one it mounts). */
async function waitForIslands(page: Page) {
  await expect(page.locator('[data-island]:not([data-island-mounted])')).toHaveCount(0);
}

/** Every Content-Security-Policy header of a response (a second one would also be enforced). */
/**
 * Serves the real home page with INJECTED added before </body>, and its real headers,
 * which `headers` sees (and may change) first.
 */
async function injectIntoHome(page: Page, headers: (served: Record<string, string>) => void) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const served = response.headers();
      headers(served);
      // The body is handed over decoded, so it no longer has an encoding or that length.
      delete served['content-encoding'];
      delete served['content-length'];
      const body = (await response.text()).replace('</body>', `${INJECTED}</body>`);
      await route.fulfill({ status: response.status(), headers: served, body });
    },
  );
}

async function policiesOf(response: Response | APIResponse): Promise<string[]> {
  return (await response.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

/** The sources of one directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

/** The one policy of a public page: the site's own scripts, and nothing inline. */
async function expectPagePolicy(response: Response | null) {
  expect(response?.status()).toBe(200);
  const policies = await policiesOf(response!);
  expect(policies, 'exactly one policy').toHaveLength(1);
  expect(directive(policies[0]!, 'script-src')).toEqual(["'self'"]);
  // Nothing inline is left to allow: the islands' module and structured data only.
  const scripts = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/type="application\/ld\+json"|src="\/islands\/main\.js\?v=/);
  expect(directive(policies[0]!, 'object-src')).toEqual(["'none'"]);
  expect(directive(policies[0]!, 'base-uri')).toEqual(["'self'"]);
  expect(directive(policies[0]!, 'frame-ancestors')).toEqual(["'none'"]);
  return policies[0]!;
}

test.describe('Content-Security-Policy of the public pages', () => {
  test('the home page runs only the site’s own scripts, and works with no violation', async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto('/');
    await expectPagePolicy(response);
    // http://127.0.0.1 here: no HSTS for a site that is not on https.
    expect((await response!.allHeaders())['strict-transport-security']).toBeUndefined();

    await waitForIslands(page);
    // The carousel's island is loaded on demand (a chunk from the site itself).
    const reviews = page.getByRole('region', { name: 'Client reviews' });
    await reviews.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(reviews.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // The contact form validates in the browser (zod, which must not probe for eval).
    const form = page.locator('#contact form');
    await form.getByLabel('Full name').fill('Al');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full name must be at least 3 characters.')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // A link loads the next cached page, under its own policy.
    const company = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/company' && answer.request().resourceType() === 'document',
    );
    await page.locator('a[href="/company"]').first().click();
    await expectPagePolicy(await company);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForIslands(page);
    expect(await violations(page)).toEqual([]);
  });

  test('a blog page carries the same policy and runs its islands with no violation', async ({ page }) => {
    await recordViolations(page);
    await expectPagePolicy(await page.goto(BLOG_PATH));
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_BLOG.title);
    expect(await violations(page)).toEqual([]);
  });

  test('an inline script injected into a page does not run, and is reported', async ({ page }) => {
    await recordViolations(page);
    let policyServed: string | undefined;
    await injectIntoHome(page, (headers) => {
      policyServed = headers['content-security-policy'];
    });
    await page.goto('/');
    expect(policyServed).toBeDefined();
    expect(await page.content()).toContain(INJECTED);
    // The page's own scripts still run.
    await waitForIslands(page);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    await expect
      .poll(() => violations(page))
      .toContainEqual({ directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' });
  });

  test('without the policy the same injection would run (the check above is real)', async ({
    page,
  }) => {
    await injectIntoHome(page, (headers) => {
      delete headers['content-security-policy'];
    });
    await page.goto('/');
    expect(await page.evaluate(() => window.__injected)).toBe(true);
  });
});

test.describe('Content-Security-Policy of the staff screens', () => {
  /** The nonce of a staff screen's policy, checked to be the only way in for scripts. */
  async function staffNonce(response: Response | null): Promise<string> {
    expect(response?.status()).toBe(200);
    const policies = await policiesOf(response!);
    expect(policies, 'exactly one policy').toHaveLength(1);
    const scriptSrc = directive(policies[0]!, 'script-src') ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
    expect(directive(policies[0]!, 'object-src')).toEqual(["'none'"]);
    expect(directive(policies[0]!, 'frame-ancestors')).toEqual(["'none'"]);
    const nonce = scriptSrc.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean);
    expect(nonce).toBeTruthy();
    // Next wrote it on the page's scripts.
    expect(await response!.text()).toContain(`nonce="${nonce}"`);
    return nonce!;
  }

  test('sign-in and the Admin Portal carry a fresh nonce policy and work with it', async ({
    page,
  }) => {
    await recordViolations(page);
    const login = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/login' &&
        response.request().resourceType() === 'document',
    );
    await signInByForm(page);
    await staffNonce(await login);

    const first = await staffNonce(await page.goto('/admin'));
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await waitForHydration(page);
    const second = await staffNonce(await page.goto('/admin'));
    expect(second).not.toBe(first);
    await page.goto('/admin/blogs');
    await expect(page.getByRole('heading', { name: 'Blogs', level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('a signed-in visitor on the public pages', () => {
  test('gets private, uncached answers, and no nonce policy', async ({ request, baseURL }) => {
    const anonymous = await request.get('/insights');
    expect(anonymous.headers()['cache-control']).not.toBe('private, no-store');

    await signInByApi(request, baseURL);
    for (const path of ['/', '/insights', BLOG_PATH]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
      for (const policy of await policiesOf(response)) expect(policy).not.toContain("'nonce-");
    }
    // Client navigations (RSC payloads) too.
    const rsc = await request.get('/insights', { headers: { RSC: '1' } });
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    expect(rsc.headers()['cache-control']).toBe('private, no-store');
  });
});
