import { routeTable } from '@/http/route-files';

export { HTTP_METHODS, patternOf, type RouteEntry } from '@/http/route-files';

// The route table of the route files (src/http/route-files.ts), loaded by Vite.
// Left out: /sitemap.xml, the sitemap index, a cached document for crawlers like
// sitemap.ts and robots.ts beside it (Next's metadata files), not an endpoint of the API.
// (Vite wants the patterns written out literally.)
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/app/**/route.ts', '!/src/app/sitemap.xml/route.ts'],
  { eager: true },
);

export const ROUTE_TABLE = routeTable(modules);

/** Every method of every route, as `METHOD /pattern`, with its handler. */
export const ENDPOINTS = ROUTE_TABLE.flatMap((route) =>
  Object.entries(route.handlers).map(([method, handler]) => ({
    key: `${method} ${route.pattern}`,
    method,
    route,
    handler: handler!,
  })),
);
