import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

// The route a request path belongs to, as Next's route table names it (`/blogs/[id]`),
// for the metrics' `route` label: one series per route rather than per URL, so that a
// crawler's random URLs cannot grow the metrics without bound. The table is the build's
// routes-manifest.json (the same patterns and regular expressions Next matches with);
// Next's own files are grouped by folder, the public folder's files are `/public`, and a
// path no route matches is `other`.

interface ManifestRoute {
  page: string;
  regex: string;
}

export interface RoutesManifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}

/** Next's files, by folder: built assets, the image optimiser. */
const NEXT_FILES: [RegExp, string][] = [
  [/^\/_next\/static\//, '/_next/static'],
  [/^\/_next\/image(?:\/|$)/, '/_next/image'],
];

export const OTHER_ROUTE = 'other';
export const PUBLIC_ROUTE = '/public';

export type RouteMatcher = (pathname: string) => string;

/**
 * A matcher over a routes manifest: static routes first, then the public folder (given
 * as its top-level names), then dynamic routes in Next's order.
 */
export function routeMatcher(
  manifest: RoutesManifest,
  publicNames: readonly string[] = [],
): RouteMatcher {
  const inPublic = new Set(publicNames);
  const exact = new Map<string, string>();
  for (const route of manifest.staticRoutes ?? []) exact.set(route.page, route.page);
  const dynamic = (manifest.dynamicRoutes ?? []).flatMap((route) => {
    try {
      return [{ page: route.page, regex: new RegExp(route.regex) }];
    } catch {
      return [];
    }
  });
  return (pathname) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const found = exact.get(trimmed);
    if (found) return found;
    for (const [pattern, name] of NEXT_FILES) if (pattern.test(pathname)) return name;
    if (pathname.startsWith('/_next/')) return OTHER_ROUTE;
    if (inPublic.has(pathname.split('/')[1] ?? '')) return PUBLIC_ROUTE;
    for (const route of dynamic) if (route.regex.test(pathname)) return route.page;
    return OTHER_ROUTE;
  };
}

/** The matcher of the build in `distDir` (every path is `other` when it has no manifest). */
export function loadRouteMatcher(distDir: string, publicDir = 'public'): RouteMatcher {
  let manifest: RoutesManifest = {};
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.resolve(distDir, 'routes-manifest.json'), 'utf8'),
    ) as RoutesManifest;
  } catch {
    // no build here (a test): every page is `other`
  }
  let publicNames: string[] = [];
  try {
    // Read at run time from the folder the server starts in: without the comment the
    // bundler traces this read, and with it the whole project, into the server's output.
    publicNames = fs.readdirSync(
      /* turbopackIgnore: true */ path.resolve(/* turbopackIgnore: true */ publicDir),
    );
  } catch {
    // no public folder
  }
  return routeMatcher(manifest, publicNames);
}
