import 'server-only';
import type { MetadataRoute } from 'next';
import { privacyPolicy, refundPolicy } from '@/content/policies';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { contentTypeList } from '@/lib/content-types';
import type { Db } from '../db/types';
import { absoluteUrl } from '../site-url';
import { STATIC_CONTENT_UPDATED } from './content-dates';
import { listRecordUrls, type NewestUpdates, type SitemapTotals } from './sitemap-queries';

// What each sitemap file holds. All the site's URLs form one list, in this order: the
// static pages, then each content type's published records in the order of the
// declarations (case studies, blogs, location pages), each in its list order. File k holds the URLs [k·max, (k+1)·max) of that
// list, max being SITEMAP_MAX_URLS (the protocol's 50,000), and reads only those: one
// limit/offset slice of each kind it overlaps. /sitemap.xml is the index of the files.

export type SitemapEntry = MetadataRoute.Sitemap[number];

/**
 * The path of file `index`: Next serves the ids of generateSitemaps in
 * app/sitemaps/sitemap.ts at /sitemaps/sitemap/{id}.xml.
 */
export const sitemapFilePath = (index: number) => `/sitemaps/sitemap/${index}.xml`;

/** The latest of several ISO dates (the static-copy date when there are none). */
function latest(...dates: (string | undefined)[]): Date {
  const times = dates
    .filter((date): date is string => Boolean(date))
    .map((date) => new Date(date).getTime())
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(new Date(STATIC_CONTENT_UPDATED).getTime(), ...times));
}

const entry = (
  path: string,
  lastModified: Date,
  priority: number,
  changeFrequency: SitemapEntry['changeFrequency'] = 'monthly',
): SitemapEntry => ({ url: absoluteUrl(path), lastModified, priority, changeFrequency });

/**
 * The pages that are not records, dated by the newest content they list. Their number
 * does not depend on the database.
 */
export function staticSitemapEntries(newest: NewestUpdates): SitemapEntry[] {
  const { caseStudy, blog } = newest;
  return [
    entry('/', latest(blog, caseStudy), 1, 'weekly'),
    entry('/company', latest(), 0.7),
    entry('/case-studies', latest(caseStudy), 0.8, 'weekly'),
    entry('/insights', latest(blog), 0.8, 'weekly'),
    entry('/contact', latest(), 0.7),
    ...numberedServicePages.map((page) => entry(page.path, latest(caseStudy), 0.9)),
    ...sharedLayoutServicePages.map((page) => entry(page.meta.canonicalPath, latest(), 0.9)),
    entry('/privacy-policy', latest(privacyPolicy.updated), 0.3, 'yearly'),
    entry('/refund-policy', latest(refundPolicy.updated), 0.3, 'yearly'),
  ];
}

const NO_UPDATES: NewestUpdates = { caseStudy: undefined, blog: undefined };
export const STATIC_SITEMAP_ENTRY_COUNT = staticSitemapEntries(NO_UPDATES).length;

/** The static pages, or the records of one content type. */
type Part = 'static' | (typeof contentTypeList)[number];

export interface PartSlice {
  part: Part;
  offset: number;
  limit: number;
}

const totalUrls = (totals: SitemapTotals) =>
  STATIC_SITEMAP_ENTRY_COUNT + contentTypeList.reduce((sum, type) => sum + totals[type.entity], 0);

/** How many files the sitemap has: at least one (the static pages are always there). */
export function sitemapFileCount(totals: SitemapTotals, maxUrls: number): number {
  return Math.max(1, Math.ceil(totalUrls(totals) / maxUrls));
}

/** Which part of each kind file `index` holds; nothing for a file past the end. */
export function planSitemapFile(
  totals: SitemapTotals,
  index: number,
  maxUrls: number,
): PartSlice[] {
  const start = index * maxUrls;
  const end = start + maxUrls;
  const parts: [Part, number][] = [
    ['static', STATIC_SITEMAP_ENTRY_COUNT],
    ...contentTypeList.map((type): [Part, number] => [type, totals[type.entity]]),
  ];
  const slices: PartSlice[] = [];
  let at = 0; // where the current part starts in the whole list
  for (const [part, size] of parts) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + size);
    if (from < to) slices.push({ part, offset: from - at, limit: to - from });
    at += size;
  }
  return slices;
}

export interface SitemapFileSource {
  /** The counts the files were numbered by (read once for all of a file's parts). */
  totals: SitemapTotals;
  /** Read only when the file holds static pages. */
  newest: () => Promise<NewestUpdates>;
  maxUrls: number;
}

/**
 * The entries of file `index`, at most `maxUrls` of them. A record added or removed
 * between the count and the slice shifts the slices by one; the file still never holds
 * more than its share (the save that did it expires every file: cacheTags.sitemap).
 */
export async function readSitemapFile(
  db: Db,
  index: number,
  { totals, newest, maxUrls }: SitemapFileSource,
): Promise<SitemapEntry[]> {
  if (!Number.isSafeInteger(index) || index < 0) return [];
  const parts = await Promise.all(
    planSitemapFile(totals, index, maxUrls).map(async ({ part, offset, limit }) => {
      if (part === 'static')
        return staticSitemapEntries(await newest()).slice(offset, offset + limit);
      return (await listRecordUrls(db, part, { offset, limit })).map((url) =>
        entry(url.path, new Date(url.updatedAt), part.sitemap.priority),
      );
    }),
  );
  return parts.flat();
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The sitemap index (sitemaps.org): one <sitemap> per file, by absolute URL. */
export function sitemapIndexXml(fileCount: number): string {
  const files = Array.from(
    { length: fileCount },
    (_, index) =>
      `<sitemap>\n<loc>${escapeXml(absoluteUrl(sitemapFilePath(index)))}</loc>\n</sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files.join('') +
    '</sitemapindex>\n'
  );
}
