import { getSitemapFileCount } from '@/server/seo/sitemap-data';
import { sitemapIndexXml } from '@/server/seo/sitemap-files';

// /sitemap.xml, the address robots.txt gives: the index of the sitemap files that
// ../sitemaps/sitemap.ts serves at /sitemaps/sitemap/{id}.xml. Next writes no index
// itself.
//
// Cached whole (ISR) like the files, and expired with them (cacheTags.sitemap); the
// build's render is a placeholder that is never served. (A literal: Next reads it
// without running the module.)
export const revalidate = 3600;

export async function GET(): Promise<Response> {
  const xml = sitemapIndexXml(await getSitemapFileCount());
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml',
      // As Next answers the files: caches in front revalidate every time, so the index
      // never lists other files than the origin's cache has.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
