import 'server-only';
import type { Endpoint } from './endpoint';

// The route table, derived from the route files themselves: every src/app/**/route.ts,
// its URL pattern from its folder (route groups dropped, [id] → :id, [...path] → *path)
// and its exported handlers with their declarations. A new route file is in the table
// (and in the OpenAPI document, and in every test that walks it) without anyone
// listing it. The tests load the modules with Vite's glob, the document's build script
// from the file system; both hand them to `routeTable`.

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Route files that are not endpoints of the API: the sitemap index is a metadata file. */
export const NOT_ENDPOINTS = ['/src/app/sitemap.xml/route.ts'];

export interface RouteEntry {
  /** e.g. /api/caseStudies/:id */
  pattern: string;
  file: string;
  handlers: Partial<Record<HttpMethod, Endpoint<never>>>;
}

/** `/src/app/(site)/blog/[id]/route.ts` → `/blog/:id`. */
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

/** The table of the given route modules (by file path from the project root, `/src/app/…`). */
export function routeTable(modules: Record<string, Record<string, unknown>>): RouteEntry[] {
  return Object.entries(modules)
    .filter(([file]) => !NOT_ENDPOINTS.includes(file))
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
}
