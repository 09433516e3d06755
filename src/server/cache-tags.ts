import 'server-only';
import { CONTENT_TYPE_DECLARATIONS } from '@/lib/content-types';
import { blogType } from '@/lib/content-types/blog';
import { caseStudyType } from '@/lib/content-types/case-study';
import { locationPageType } from '@/lib/content-types/location-page';
import type { ContentEntity } from '@/lib/editorial';
import type { Locale } from '@/lib/locale';
// Cache tags: the public readers (src/server/public-data.ts) tag each cached read, the
// tags of every read a page makes become the page's tags, and a save expires exactly
// the tags of what it changed (src/server/cache/write-tags.ts). One tag per record, so an
// edit re-renders only the pages that show that record; one per list, for changes that
// move records in or out of a list or reorder it. The tags' names are declared with
// each content type (src/lib/content-types).
//
// Languages (issue 29): a record's tag is shared by its English and Arabic pages (an
// English save of its pictures or dates changes both). Slugs and lists are per language:
// an Arabic one is the English name prefixed `ar:` (`ar:blog-slug:{slug}`,
// `ar:blogs:list`), which no English tag starts with.

const blog = blogType.cacheTags;
const caseStudy = caseStudyType.cacheTags;
const locationPage = locationPageType.cacheTags;

/** A tag in a language: English keeps the declared name, another language prefixes it. */
const inLocale = (tag: string, locale: Locale) => (locale === 'en' ? tag : `${locale}:${tag}`);

export const cacheTags = {
  blog: (blogId: number) => `${blog.record}:${blogId}`,
  /** A blog page is read by the slug in its URL, before the blog's id is known. */
  blogSlug: (slug: string, locale: Locale = 'en') => inLocale(`${blog.slug}:${slug}`, locale),
  blogList: blog.list,
  caseStudy: (id: string) => `${caseStudy.record}:${id}`,
  caseStudyList: caseStudy.list,
  locationPage: (id: string) => `${locationPage.record}:${id}`,
  locationSlug: (slug: string, locale: Locale = 'en') =>
    inLocale(`${locationPage.slug}:${slug}`, locale),
  /** A media asset's words and file: every page that shows it (issue 28). */
  media: (assetId: number) => `media:${assetId}`,
  /** Every sitemap file: any content write may change a URL or a last-modified date. */
  sitemap: 'sitemap',

  // The same names for any content type, by entity (the translations' code is generic).
  /** A record's pages in every language, and the list pages showing it. */
  record: (entity: ContentEntity, id: string | number) =>
    `${CONTENT_TYPE_DECLARATIONS[entity].cacheTags.record}:${id}`,
  /** The page at a slug in one language (types with an address of their own). */
  slug: (entity: ContentEntity, slug: string, locale: Locale): string | undefined => {
    const name = (CONTENT_TYPE_DECLARATIONS[entity].cacheTags as { slug?: string }).slug;
    return name === undefined ? undefined : inLocale(`${name}:${slug}`, locale);
  },
  /** A type's public list pages in one language (types that have some). */
  list: (entity: ContentEntity, locale: Locale): string | undefined => {
    const name = (CONTENT_TYPE_DECLARATIONS[entity].cacheTags as { list?: string }).list;
    return name === undefined ? undefined : inLocale(name, locale);
  },
  /** The same tag in another language (a list tag an English write expires in Arabic too). */
  inLocale,
} as const;
