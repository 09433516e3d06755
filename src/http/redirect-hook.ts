import 'server-only';
import http from 'node:http';
import {
  countNotFound,
  lookupRedirect,
  reloadRedirects,
  startRedirectCounting,
} from '@/server/editorial/redirect-table';

// Redirects and the 404 log, ahead of Next: a patch of http.Server (as the peer-address
// stamp in ./client-ip.ts) looks each page request's path up in the in-memory redirect
// table and answers a redirect or 410 itself, without a render or a query; and it counts
// the page requests Next answered 404. Cached pages are never involved, so a new
// redirect works at once, whatever the page cache holds for the old URL.

/** Paths that are never pages: Next's files, the API, uploads, staff screens, forms, preview. */
const NOT_A_PAGE =
  /^\/(?:_next|api|uploads|admin|login|blog|preview|send-contact-form|send-contact-form-main)(?:\/|$)/;

const holder = globalThis as typeof globalThis & { __redirectHookInstalled?: boolean };

/** The path as the table keys it: decoded, without a trailing slash. */
function pathOf(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  if (NOT_A_PAGE.test(path)) return undefined;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function answer(response: http.ServerResponse, code: number, target: string, query: string) {
  if (code === 410) {
    response.writeHead(410, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=60',
    });
    response.end('Gone: this page was removed.\n');
    return;
  }
  response.writeHead(code, {
    Location: encodeURI(target) + query,
    'Cache-Control': 'public, max-age=60',
  });
  response.end();
}

/** Installs the hook (once per process) and loads the table. */
export function installRedirectHook(): void {
  if (holder.__redirectHookInstalled) return;
  holder.__redirectHookInstalled = true;
  void reloadRedirects();
  startRedirectCounting();
  const originalEmit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const response = args[1] as http.ServerResponse;
      const path =
        request.method === 'GET' || request.method === 'HEAD'
          ? pathOf(request.url ?? '/')
          : undefined;
      if (path !== undefined) {
        const redirect = lookupRedirect(path);
        if (redirect) {
          const query = request.url?.includes('?')
            ? request.url.slice(request.url.indexOf('?'))
            : '';
          answer(response, redirect.code, redirect.target, query);
          return true;
        }
        const referrer = String(request.headers.referer ?? '').slice(0, 500);
        response.once('finish', () => {
          if (response.statusCode === 404) countNotFound(path.slice(0, 500), referrer);
        });
      }
    }
    return Reflect.apply(originalEmit, this, [event, ...args]) as boolean;
  } as typeof originalEmit;
}
