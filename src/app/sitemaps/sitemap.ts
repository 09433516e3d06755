import type { MetadataRoute } from 'next';
import { getSitemapFile, getSitemapFileIds } from '@/server/seo/sitemap-data';

// The sitemap files, /sitemaps/sitemap/0.xml, /sitemaps/sitemap/1.xml, … (Next's URLs
// for the ids of generateSitemaps in this folder), each holding at most
// SITEMAP_MAX_URLS URLs; /sitemap.xml is their index (../sitemap.xml/route.ts). Which
// URLs a file holds: src/server/seo/sitemap-files.ts.
//
// Why a folder: with generateSitemaps in app/sitemap.ts, the files would be
// /sitemap/{id}.xml, but Turbopack (Next 16.4) still counts that file as the route of
// /sitemap.xml and fails the build beside a route handler there ("Conflicting route and
// metadata at /sitemap.xml"), and Next writes no index itself.
//
// Cached whole like the public pages (ISR): the build renders file 0 as a placeholder
// that is never served, a file is rendered on its first request and kept until a
// content save expires cacheTags.sitemap, or this long has passed (a literal: Next reads
// it without running the module). Next answers every file with
// `Cache-Control: public, max-age=0, must-revalidate`, so caches in front ask again each
// time and the origin answers from its cache.
export const revalidate = 3600;

/**
 * The files there are now. Next calls this at build (the build has no database: one
 * file) and again for every file requested, answering 404 for an id it does not list;
 * so files added as content grows are served, and rendered on their first request,
 * without a rebuild.
 */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  return getSitemapFileIds();
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const index = await id; // one of generateSitemaps' ids: Next answers 404 to others
  return getSitemapFile(/^\d{1,9}$/.test(index) ? Number(index) : -1);
}
