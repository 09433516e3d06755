import type { Endpoint } from '@/http/endpoint';

// The route table, derived from the route files themselves: every src/app/**/route.ts,
// its URL pattern from its folder (route groups dropped, [id] → :id, [...path] → *path)
// and its exported handlers with their declarations. A new route file is in the table,
// and in every test that walks it, without anyone listing it.

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface RouteEntry {
  /** e.g. /api/caseStudies/:id */
  pattern: string;
  file: string;
  handlers: Partial<Record<(typeof HTTP_METHODS)[number], Endpoint<never>>>;
}

// Left out: /sitemap.xml, the sitemap index, a cached document for crawlers like
// sitemap.ts and robots.ts beside it (Next's metadata files), not an endpoint of the API.
// (Vite wants the patterns written out literally.)
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/app/**/route.ts', '!/src/app/sitemap.xml/route.ts'],
  { eager: true },
);

export function patternOf(file: string): string {
  const segments = file
    .replace(/^\/src\/app/, '')
    .replace(/\/route\.ts$/, '')
    .split('/')
    .filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[\.\.\.(\w+)\]$/, '*$1').replace(/^\[(\w+)\]$/, ':$1'));
  return `/${segments.join('/')}`;
}

/** Static segments before dynamic ones before catch-alls, as Next matches them. */
function specificity(pattern: string): number[] {
  return pattern
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith('*') ? 2 : segment.startsWith(':') ? 1 : 0));
}

function compareSpecificity(a: string, b: string): number {
  const [x, y] = [specificity(a), specificity(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return y.length - x.length;
}

export const ROUTE_TABLE: RouteEntry[] = Object.entries(modules)
  .map(([file, module]) => ({
    pattern: patternOf(file),
    file,
    handlers: Object.fromEntries(
      HTTP_METHODS.filter((method) => typeof module[method] === 'function').map((method) => [
        method,
        module[method] as Endpoint<never>,
      ]),
    ),
  }))
  .sort((a, b) => compareSpecificity(a.pattern, b.pattern));

/** Every method of every route, as `METHOD /pattern`, with its handler. */
export const ENDPOINTS = ROUTE_TABLE.flatMap((route) =>
  Object.entries(route.handlers).map(([method, handler]) => ({
    key: `${method} ${route.pattern}`,
    method,
    route,
    handler: handler!,
  })),
);
