import 'server-only';
import type { MetadataRoute } from 'next';
import { privacyPolicy, refundPolicy } from '@/content/policies';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { contentTypeList } from '@/lib/content-types';
import { localizedPath, TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/locale';
import type { Db } from '../db/types';
import { absoluteUrl } from '../site-url';
import { STATIC_CONTENT_UPDATED } from './content-dates';
import {
  listRecordUrls,
  listTranslationUrls,
  type NewestUpdates,
  type SitemapTotals,
  type TranslatedTotals,
} from './sitemap-queries';

// What each sitemap file holds. All the site's URLs form one list, in this order: the
// static pages (in English, then each in Arabic), then each content type's records in the
// order of the declarations (case studies, blogs, location pages): its published records
// in its list order, then those live in Arabic (record and translation published). File k
// holds the URLs [k·max, (k+1)·max) of that list, max being SITEMAP_MAX_URLS (1,000;
// the protocol allows 50,000), and reads only those: one limit/offset slice of each kind it
// overlaps. /sitemap.xml is the index of the files.
//
// A URL whose page has a counterpart in the other language carries the language links
// (`alternates.languages`: en, ar and x-default, the English page), which Next writes as
// <xhtml:link rel="alternate" hreflang>; one without a counterpart carries none.

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

/**
 * A path as a sitemap writes it: each segment percent-encoded (an Arabic slug, or a `&`,
 * which XML would otherwise need escaped), so the URL is ASCII.
 */
const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The language links of a page whose English and translated addresses are these. */
function languages(english: string, translated: Partial<Record<TranslationLocale, string>>) {
  const present = Object.entries(translated).filter(([, path]) => path !== undefined);
  if (present.length === 0) return undefined;
  const url = (path: string) => absoluteUrl(encodedPath(path));
  return {
    languages: {
      en: url(english),
      ...Object.fromEntries(present.map(([locale, path]) => [locale, url(path!)])),
      'x-default': url(english),
    },
  };
}

const entry = (
  path: string,
  lastModified: Date,
  priority: number,
  changeFrequency: SitemapEntry['changeFrequency'] = 'monthly',
  alternates?: SitemapEntry['alternates'],
): SitemapEntry => ({
  url: absoluteUrl(encodedPath(path)),
  lastModified,
  priority,
  changeFrequency,
  ...(alternates ? { alternates } : {}),
});

/** A static page: its path, what it lists (its date), priority and how often it changes. */
interface StaticPage {
  path: string;
  lists: ('blog' | 'caseStudy')[];
  updated?: string;
  priority: number;
  changeFrequency?: SitemapEntry['changeFrequency'];
}

/** The pages that are not records; every one has its Arabic counterpart at /ar/…. */
const STATIC_PAGES: StaticPage[] = [
  { path: '/', lists: ['blog', 'caseStudy'], priority: 1, changeFrequency: 'weekly' },
  { path: '/company', lists: [], priority: 0.7 },
  { path: '/case-studies', lists: ['caseStudy'], priority: 0.8, changeFrequency: 'weekly' },
  { path: '/insights', lists: ['blog'], priority: 0.8, changeFrequency: 'weekly' },
  { path: '/contact', lists: [], priority: 0.7 },
  ...numberedServicePages.map((page) => ({
    path: page.path,
    lists: ['caseStudy' as const],
    priority: 0.9,
  })),
  ...sharedLayoutServicePages.map((page) => ({
    path: page.meta.canonicalPath,
    lists: [],
    priority: 0.9,
  })),
  {
    path: '/privacy-policy',
    lists: [],
    updated: privacyPolicy.updated,
    priority: 0.3,
    changeFrequency: 'yearly',
  },
  {
    path: '/refund-policy',
    lists: [],
    updated: refundPolicy.updated,
    priority: 0.3,
    changeFrequency: 'yearly',
  },
];

/**
 * The pages that are not records, in English and then in each translation's language,
 * dated by the newest content they list (in that language: its records' and their
 * translations' updates). Their number does not depend on the database.
 */
export function staticSitemapEntries(newest: NewestUpdates): SitemapEntry[] {
  const links = (page: StaticPage) =>
    languages(
      page.path,
      Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => [locale, localizedPath(locale, page.path)]),
      ),
    );
  const english = STATIC_PAGES.map((page) =>
    entry(
      page.path,
      latest(page.updated, ...page.lists.map((list) => newest[list])),
      page.priority,
      page.changeFrequency,
      links(page),
    ),
  );
  const translated = TRANSLATION_LOCALES.flatMap((locale) =>
    STATIC_PAGES.map((page) => {
      const own = newest.translations?.[locale];
      const dates = page.lists.flatMap((list) => [newest[list], own?.[list]]);
      return entry(
        localizedPath(locale, page.path),
        latest(page.updated, ...dates),
        page.priority,
        page.changeFrequency,
        links(page),
      );
    }),
  );
  return [...english, ...translated];
}

const NO_UPDATES: NewestUpdates = { caseStudy: undefined, blog: undefined };
export const STATIC_SITEMAP_ENTRY_COUNT = staticSitemapEntries(NO_UPDATES).length;

type ContentDeclaration = (typeof contentTypeList)[number];

/** The static pages, or the records of one content type in English or in a translation's language. */
type Part = 'static' | { type: ContentDeclaration; locale: 'en' | TranslationLocale };

export interface PartSlice {
  part: Part;
  offset: number;
  limit: number;
}

/** What the files are numbered by: the URLs of each kind. */
export interface SitemapCounts {
  /** Published records with a page, by type. */
  records: SitemapTotals;
  /** Records live in each translation's language, by type. */
  translations: TranslatedTotals;
}

/** Every kind of URL in the list's order, with how many there are. */
function partsOf(counts: SitemapCounts): [Part, number][] {
  return [
    ['static', STATIC_SITEMAP_ENTRY_COUNT],
    ...contentTypeList.flatMap((type): [Part, number][] => [
      [{ type, locale: 'en' }, counts.records[type.entity]],
      ...TRANSLATION_LOCALES.map((locale): [Part, number] => [
        { type, locale },
        counts.translations[locale]?.[type.entity] ?? 0,
      ]),
    ]),
  ];
}

const totalUrls = (counts: SitemapCounts) =>
  partsOf(counts).reduce((sum, [, size]) => sum + size, 0);

/** How many files the sitemap has: at least one (the static pages are always there). */
export function sitemapFileCount(counts: SitemapCounts, maxUrls: number): number {
  return Math.max(1, Math.ceil(totalUrls(counts) / maxUrls));
}

/** Which part of each kind file `index` holds; nothing for a file past the end. */
export function planSitemapFile(
  counts: SitemapCounts,
  index: number,
  maxUrls: number,
): PartSlice[] {
  const start = index * maxUrls;
  const end = start + maxUrls;
  const parts = partsOf(counts);
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
  counts: SitemapCounts;
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
  { counts, newest, maxUrls }: SitemapFileSource,
): Promise<SitemapEntry[]> {
  if (!Number.isSafeInteger(index) || index < 0) return [];
  const parts = await Promise.all(
    planSitemapFile(counts, index, maxUrls).map(async ({ part, offset, limit }) => {
      if (part === 'static')
        return staticSitemapEntries(await newest()).slice(offset, offset + limit);
      const { type, locale } = part;
      const { priority } = type.sitemap;
      if (locale === 'en') {
        return (await listRecordUrls(db, type, { offset, limit })).map((url) =>
          entry(
            url.path,
            new Date(url.updatedAt),
            priority,
            'monthly',
            languages(url.path, url.translations),
          ),
        );
      }
      return (await listTranslationUrls(db, type, locale, { offset, limit })).map((url) =>
        entry(
          url.path,
          new Date(url.updatedAt),
          priority,
          'monthly',
          languages(url.englishPath, { [locale]: url.path }),
        ),
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
