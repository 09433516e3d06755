import 'server-only';
// The readers of /sitemap.xml (the index) and /sitemaps/sitemap/{id}.xml (the files),
// src/app/sitemap.xml/route.ts and src/app/sitemaps/sitemap.ts. Both routes
// are cached whole (ISR, like the public pages), so these run only when one is rendered:
// on its first request, after a save expired it, or after its revalidate time. Every
// render is tagged cacheTags.sitemap, which every content write expires
// (src/server/cache/write-tags.ts). The data is read fresh: the route's cache entry is
// the one copy kept. During `next build` there is no database: the readers answer
// empty data and mark the render as a placeholder that is never served.
import { SITEMAP_MAX_URLS } from '@/lib/constants';
import { isBuildPhase, markBuildPlaceholder } from '../cache/build-phase';
import { tagRender } from '../cache/tag-render';
import { cacheTags } from '../cache-tags';
import { getDb } from '../db';
import type { Db } from '../db/types';
import {
  readSitemapFile,
  sitemapFileCount,
  type SitemapCounts,
  type SitemapEntry,
} from './sitemap-files';
import { countSitemapRecords, countSitemapTranslations, newestUpdates } from './sitemap-queries';

export type { SitemapEntry } from './sitemap-files';

/** The URLs of each kind: published records, and those live in each translation's language. */
export async function countSitemapUrls(db: Db): Promise<SitemapCounts> {
  const [records, translations] = await Promise.all([
    countSitemapRecords(db),
    countSitemapTranslations(db),
  ]);
  return { records, translations };
}

/**
 * How many files the sitemap has now (at least one). During the build: one, and the
 * render is a placeholder.
 */
export async function getSitemapFileCount(maxUrls = SITEMAP_MAX_URLS): Promise<number> {
  if (isBuildPhase()) {
    await markBuildPlaceholder();
    return 1;
  }
  await tagRender([cacheTags.sitemap]);
  return sitemapFileCount(await countSitemapUrls(await getDb()), maxUrls);
}

/**
 * The ids for generateSitemaps. Next calls it at build (generateStaticParams, outside
 * any render: nothing to mark) and again on every file request, where an id it does not
 * list answers 404; so files added as content grows are served without a rebuild.
 */
export async function getSitemapFileIds(maxUrls = SITEMAP_MAX_URLS): Promise<{ id: number }[]> {
  const count = isBuildPhase() ? 1 : await getSitemapFileCount(maxUrls);
  return Array.from({ length: count }, (_, id) => ({ id }));
}

/** The entries of file `index` (none during the build, or past the last file). */
export async function getSitemapFile(
  index: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  if (isBuildPhase()) {
    await markBuildPlaceholder();
    return [];
  }
  await tagRender([cacheTags.sitemap]);
  const db = await getDb();
  return readSitemapFile(db, index, {
    counts: await countSitemapUrls(db),
    newest: () => newestUpdates(db),
    maxUrls,
  });
}
