import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { policyWithScripts } from '@/server/cache/csp-directives.mjs';

// Runs for the staff screens (/admin, /login) on every request, and for the public
// pages only when the request carries the session cookie or Next's draft-mode cookie
// (the matcher's `has`), so an anonymous page view never pays for it.
//
// - Staff screens get a Content-Security-Policy with a fresh nonce. Next reads the nonce
//   from the request's policy and puts it on its own scripts; the screens are rendered
//   per request for that (`connection()` in their layout and page). Public pages get
//   their policy from the page cache instead (src/server/cache/page-csp.mjs): it must
//   not be set here too, or the browser would enforce both and block their scripts.
// - A visitor without a session cookie who opens an admin screen is sent to sign in
//   (and back afterwards). Convenience only: the cookie is not checked here; the JSON
//   API checks every admin call and is the real guard.
// - A signed-in visitor's public pages are answered `Cache-Control: private, no-store`,
//   so that no shared cache keeps what an editor saw. Next never replaces a
//   Cache-Control that is already set.

const STAFF_PATHS = /^\/(?:admin|login)(?:\/|$)/;

/** Next's draft-mode cookie: preview (src/http/preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** A fresh nonce for every response: 128 random bits, base64. */
function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The staff screens' policy: only scripts carrying this response's nonce, and what they load. */
export function staffPolicy(nonce: string): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  // React's development build reconstructs server stacks with eval; production never does.
  if (process.env.NODE_ENV === 'development') scripts.push("'unsafe-eval'");
  return policyWithScripts(scripts, process.env);
}

/**
 * A public page in draft mode: Next's scripts by this response's nonce, and the site's own
 * files, the islands' module among them (src/islands/), which carries no nonce: rendered
 * into the cached pages as well, it cannot. Without 'strict-dynamic', which would make
 * the browser ignore 'self'.
 */
export function previewPolicy(nonce: string): string {
  const scripts = ["'self'", `'nonce-${nonce}'`];
  if (process.env.NODE_ENV === 'development') scripts.push("'unsafe-eval'");
  return policyWithScripts(scripts, process.env);
}

/** The next step with a fresh nonce policy, on the request (for Next's scripts) and the answer. */
function withNoncePolicy(request: NextRequest, policyFor = staffPolicy): NextResponse {
  const policy = policyFor(newNonce());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = request.cookies.has(SESSION_COOKIE);

  if (!STAFF_PATHS.test(pathname)) {
    // A public page, reached here only with the session or the draft-mode cookie. In
    // draft mode (preview) Next renders every page per request and stores none, so the
    // cache's hash policy is absent: the page gets a nonce policy, as staff screens do.
    const response = request.cookies.has(DRAFT_MODE_COOKIE)
      ? withNoncePolicy(request, previewPolicy)
      : NextResponse.next();
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }

  if (!signedIn && pathname.match(/^\/admin(?:\/|$)/)) {
    const url = request.nextUrl.clone();
    url.pathname = '/login';
    url.search = '';
    url.searchParams.set('next', pathname + search);
    return NextResponse.redirect(url);
  }

  return withNoncePolicy(request);
}

// Next reads this statically: literals only (proxy.test.ts checks the cookie name
// against SESSION_COOKIE).
export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    '/login',
    {
      // Public pages (and their client-navigation requests) of a signed-in visitor; not
      // the staff screens above, Next's own files, the API and route handlers, uploads,
      // the public folder, or the icon, robots and sitemap files.
      source:
        '/((?!_next/|api(?:/|$)|uploads(?:/|$)|blog(?:/|$)|send-contact-form|admin(?:/|$)|login(?:/|$)|brand/|demo/|images/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemaps?(?:\\.xml$|/)).*)',
      has: [{ type: 'cookie', key: 'agency_session' }],
    },
    {
      // The same pages in preview (Next's draft-mode cookie).
      source:
        '/((?!_next/|api(?:/|$)|uploads(?:/|$)|blog(?:/|$)|send-contact-form|admin(?:/|$)|login(?:/|$)|brand/|demo/|images/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemaps?(?:\\.xml$|/)).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
