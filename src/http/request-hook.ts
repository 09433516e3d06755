import 'server-only';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { getEnv } from '@/env';
import { log } from '@/server/log';
import { getMetrics, statusClass } from '@/server/metrics';
import { clientAddressOf } from './client-ip';
import { REQUEST_ID_HEADER, WELL_FORMED_REQUEST_ID } from './request-id';
import { loadRouteMatcher, type RouteMatcher } from './route-pattern';
import { hookServerEmit } from './server-emit';

// Every request, seen where Node hands it to Next: a patch of http.Server's emit, as the
// peer-address stamp (./client-ip.ts) and the redirect table (./redirect-hook.ts) do. It
// is installed last, so it runs first and sees the redirects those answer too.
//
// - A request id: the caller's X-Request-Id when well formed (a proxy's), else a new
//   UUID; handed on to Next in the request's headers and sent back in the answer's.
// - One JSON log line when the answer is sent: request id, method, path (never the query
//   string, which may carry tokens), route, status, duration and the client address as
//   TRUST_PROXY decides.
// - The request counter and latency histogram by route pattern and status class.
// - The requests in flight and the servers they came through, for the graceful
//   shutdown (./shutdown.ts): while it runs, every answer closes its connection.

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const MAX_LOGGED_PATH = 1_000;

interface Traffic {
  installed: boolean;
  /** Servers that accepted a connection or a request. */
  servers: Set<http.Server>;
  /** Answers not sent yet. */
  inFlight: Set<http.ServerResponse>;
  /** Set by the shutdown: answers close their connections. */
  closing: boolean;
  routeOf: RouteMatcher | undefined;
}

const holder = globalThis as typeof globalThis & { __traffic?: Traffic };
const traffic: Traffic = (holder.__traffic ??= {
  installed: false,
  servers: new Set(),
  inFlight: new Set(),
  closing: false,
  routeOf: undefined,
});

/** The caller's request id when it is well formed, else a new one. */
export function requestIdOfHeader(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path of a request target, without its query string or fragment. */
export function pathOnly(target: string | undefined): string {
  let pathname = (target ?? '/').split(/[?#]/, 1)[0] || '/';
  // An absolute-form target (a proxy's request line): keep its path.
  if (!pathname.startsWith('/')) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      pathname = '/';
    }
  }
  return pathname.slice(0, MAX_LOGGED_PATH);
}

function observe(
  server: http.Server,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) {
  const started = process.hrtime.bigint();
  const id = requestIdOfHeader(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader('X-Request-Id', id);
  if (traffic.closing) response.setHeader('Connection', 'close');
  traffic.servers.add(server);
  traffic.inFlight.add(response);

  const method = request.method ?? 'GET';
  const path = pathOnly(request.url);
  const ip = clientAddressOf(request);
  let done = false;
  const finish = (aborted: boolean) => {
    traffic.inFlight.delete(response);
    if (done) return;
    done = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(path);
    const labels = {
      method: KNOWN_METHODS.has(method) ? method : 'other',
      route,
      status_class: aborted ? 'aborted' : statusClass(response.statusCode),
    };
    const metrics = getMetrics();
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    const line = {
      reqId: id,
      method,
      path,
      route,
      status: response.headersSent ? response.statusCode : null,
      durationMs: Math.round(seconds * 10_000) / 10,
      ip,
      ...(aborted ? { aborted: true } : {}),
    };
    const logger = log('http');
    if (response.statusCode >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
  response.once('finish', () => finish(false));
  // Without a finish first: the client went away before the answer was sent.
  response.once('close', () => finish(true));
}

function routeOf(path: string): string {
  traffic.routeOf ??= loadRouteMatcher(getEnv().NEXT_DIST_DIR);
  return traffic.routeOf(path);
}

/** Replaces the route table (tests, which have no build). */
export function useRouteMatcher(matcher: RouteMatcher): void {
  traffic.routeOf = matcher;
}

/** Installs the hook (once per process). */
export function installRequestHook(): void {
  if (traffic.installed) return;
  traffic.installed = true;
  hookServerEmit((server, event, args) => {
    if (event === 'request') {
      try {
        observe(server, args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
      } catch (error) {
        log('http').error({ err: error }, 'request not observed');
      }
    } else if (event === 'connection') {
      traffic.servers.add(server);
      // A server first seen during the shutdown stops listening now.
      if (traffic.closing && server.listening) server.close();
    }
  });
}

/**
 * The shutdown has begun: answers not yet started close their connections, and so will
 * every later one (a keep-alive client's next request goes elsewhere).
 */
export function beginClosing(): void {
  traffic.closing = true;
  for (const response of traffic.inFlight) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
}

/** How many requests have not been answered yet. */
export function requestsInFlight(): number {
  return traffic.inFlight.size;
}

/** The HTTP servers of this process that the hook has seen. */
export function knownServers(): http.Server[] {
  return [...traffic.servers];
}
