import 'server-only';
import http from 'node:http';
import {
  countNotFound,
  lookupRedirect,
  reloadRedirects,
  startRedirectCounting,
} from '@/server/editorial/redirect-table';
import { hookServerEmit } from './server-emit';

// Redirects and the 404 log, ahead of Next: a patch of http.Server (as the peer-address
// stamp in ./client-ip.ts) looks each page request's path up in the in-memory redirect
// table and answers a redirect itself, without a render or a query (a removed page goes
// on to Next's not-found page, sent as 410); and it counts the page requests Next
// answered 404. A redirect works at once, whatever the page cache holds for the old URL.

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

/**
 * A removed page: Next renders the site's own "not found" page for it, and its 404 is
 * sent as 410 Gone, so search engines drop the URL and visitors still get the site's page
 * with its navigation. (Node sends every status through writeHead, an implicit one too.)
 */
function answerGone(response: http.ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    return Reflect.apply(writeHead, this, [status === 404 ? 410 : status, ...rest]);
  } as typeof response.writeHead;
}

function answerRedirect(
  response: http.ServerResponse,
  code: number,
  target: string,
  query: string,
): void {
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
  hookServerEmit((_server, event, args) => {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const response = args[1] as http.ServerResponse;
      const path =
        request.method === 'GET' || request.method === 'HEAD'
          ? pathOf(request.url ?? '/')
          : undefined;
      if (path !== undefined) {
        const redirect = lookupRedirect(path);
        if (redirect?.code === 410) {
          answerGone(response);
        } else if (redirect) {
          const query = request.url?.includes('?')
            ? request.url.slice(request.url.indexOf('?'))
            : '';
          answerRedirect(response, redirect.code, redirect.target, query);
          return true;
        }
        const referrer = String(request.headers.referer ?? '').slice(0, 500);
        response.once('finish', () => {
          if (response.statusCode === 404) countNotFound(path.slice(0, 500), referrer);
        });
      }
    }
  });
}
