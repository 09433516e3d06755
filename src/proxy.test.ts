import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { config, DRAFT_MODE_COOKIE, proxy } from './proxy';

// The matcher as Next compiles it at build, and what the proxy answers.

type CompiledMatcher = { regexp: string; has?: { type: string; key?: string }[] };
// Next's own compiler of `config.matcher` (exported, but left out of its type declarations).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => CompiledMatcher[];
};
const matchers = getMiddlewareMatchers(config.matcher, {});

/** Whether Next runs the proxy for a path, with or without the session cookie. */
function runsFor(pathname: string, withCookie: boolean): boolean {
  return matchers.some((matcher) => {
    if (!new RegExp(matcher.regexp).test(pathname)) return false;
    const needsCookie = (matcher.has ?? []).some((rule) => rule.type === 'cookie');
    return withCookie || !needsCookie;
  });
}

const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://127.0.0.1:3000'), {
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });

const scriptSources = (policy: string | null) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '))
    ?.split(/\s+/)
    .slice(1);

describe('proxy matcher', () => {
  it('names the session cookie of src/lib/session-cookie.ts', () => {
    const keys = config.matcher.flatMap((matcher) =>
      typeof matcher === 'string' ? [] : matcher.has.map((rule) => rule.key),
    );
    expect(keys).toEqual([SESSION_COOKIE, DRAFT_MODE_COOKIE]);
  });

  it.each(['/admin', '/admin/blogs', '/admin/casestudy/1/edit', '/login'])(
    'always runs for the staff screen %s',
    (path) => {
      expect(runsFor(path, false)).toBe(true);
    },
  );

  it.each(['/', '/insights', '/blogs/some-post', '/company', '/dubai-seo', '/insights/page/2'])(
    'runs for the public page %s only with the session cookie',
    (path) => {
      expect(runsFor(path, false)).toBe(false);
      expect(runsFor(path, true)).toBe(true);
    },
  );

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image',
    '/api/blogs',
    '/api',
    '/uploads/abc.png',
    '/blog/1',
    '/send-contact-form',
    '/send-contact-form-main',
    '/brand/logo.svg',
    '/demo/videos/testimonial-1.mp4',
    '/favicon.ico',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap/0.xml',
    '/sitemaps/sitemap/0.xml',
  ])('never runs for %s', (path) => {
    expect(runsFor(path, true)).toBe(false);
  });

  it('still runs for public pages whose names start like an excluded one', () => {
    expect(runsFor('/apiary', true)).toBe(true);
    expect(runsFor('/blogs', true)).toBe(true);
    expect(runsFor('/uploads-guide', true)).toBe(true);
    expect(runsFor('/sitemap-guide', true)).toBe(true);
  });
});

describe('proxy', () => {
  it('sends a visitor without a session to sign in, and back afterwards', () => {
    const response = proxy(request('/admin/blogs?page=2'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname + location.search).toBe('/login?next=%2Fadmin%2Fblogs%3Fpage%3D2');
  });

  it('gives the staff screens a nonce policy, on the response and for the render', () => {
    const response = proxy(request('/admin', 'token'));
    const policy = response.headers.get('content-security-policy');
    const sources = scriptSources(policy);
    expect(sources).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "'strict-dynamic'",
    ]);
    expect(sources).not.toContain("'unsafe-inline'");
    // Next reads the nonce from the request's policy (x-middleware-request-*).
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('gives the sign-in screen a policy, signed in or not', () => {
    expect(
      scriptSources(proxy(request('/login')).headers.get('content-security-policy')),
    ).toContain("'strict-dynamic'");
  });

  it('uses a new nonce for every response', () => {
    const nonces = new Set(
      Array.from(
        { length: 20 },
        () => scriptSources(proxy(request('/login')).headers.get('content-security-policy'))?.[1],
      ),
    );
    expect(nonces.size).toBe(20);
  });

  it('makes a signed-in visitor’s public pages private, and sets no policy on them', () => {
    const response = proxy(request('/insights', 'token'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('preview (draft mode)', () => {
  it('gives a public page in draft mode a nonce policy and a private answer', () => {
    const draft = new NextRequest(new URL('/blogs/next-draft', 'http://127.0.0.1:3000'), {
      headers: { cookie: `${DRAFT_MODE_COOKIE}=abc` },
    });
    const response = proxy(draft);
    const policy = response.headers.get('Content-Security-Policy');
    // Next's scripts by the nonce (read from the request's policy), and the islands'
    // module (/islands/…, no nonce) by 'self', which 'strict-dynamic' would void.
    expect(scriptSources(policy)).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
    ]);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves a signed-in visitor’s cached public page to the cache’s own policy', () => {
    const response = proxy(request('/insights', 'token'));
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
