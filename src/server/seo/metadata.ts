import 'server-only';
import type { Metadata } from 'next';
import { siteFacts } from '@/content/site-facts';
import { localizedPath, type Locale } from '@/lib/locale';
import { absoluteUrl, getSiteUrl } from '@/server/site-url';

export interface PageSeo {
  /** The page's language (English when not given): Open Graph locale, alternates. */
  locale?: Locale;
  /**
   * The page's address in each language that has it (hreflang alternates, with English as
   * x-default). Leave out a language the page has no counterpart in; a page given none
   * carries no alternates.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Page title; the root layout's template adds the brand unless the title already names it. */
  title: string;
  /** A meta title an admin typed (blogs, location pages): used as it is, no brand added. */
  exactTitle?: boolean;
  description: string;
  /** The page's path on this site, e.g. '/company'. */
  path: string;
  /** An absolute canonical URL that overrides the one built from `path`. */
  canonical?: string;
  /** Open Graph and Twitter image (a site path or an absolute URL). */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  keywords?: string[];
  publishedTime?: string;
  modifiedTime?: string;
  /** A draft shown in preview: never indexed. */
  previewing?: boolean | undefined;
}

/** A page every language has, e.g. the company page: its English path in both. */
export const inBothLanguages = (englishPath: string) => ({
  en: englishPath,
  ar: localizedPath('ar', englishPath),
});

export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };

/** hreflang links for the languages a page exists in; English is also x-default. */
function languageAlternates(paths: PageSeo['alternates']) {
  if (!paths || Object.keys(paths).length < 2) return {};
  const languages: Record<string, string> = {};
  for (const [locale, path] of Object.entries(paths)) languages[locale] = absoluteUrl(path);
  if (paths.en) languages['x-default'] = absoluteUrl(paths.en);
  return { languages };
}

/**
 * Title, description, canonical URL (on SITE_URL), Open Graph and Twitter card for one
 * public page. Open Graph is rebuilt in full because Next replaces, not merges, the
 * layout's object.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const canonical = seo.canonical ?? absoluteUrl(seo.path);
  const title =
    seo.exactTitle || seo.title.includes(siteFacts.name) ? { absolute: seo.title } : seo.title;
  const fullTitle = typeof title === 'string' ? `${title} | ${siteFacts.name}` : title.absolute;
  const image = {
    url: seo.image || siteFacts.ogImage,
    alt: seo.imageAlt || `${siteFacts.name}, ${siteFacts.tagline}`,
  };
  return {
    title,
    description: seo.description,
    ...(seo.previewing ? { robots: { index: false, follow: false } } : {}),
    keywords: seo.keywords && seo.keywords.length > 0 ? seo.keywords : undefined,
    alternates: { canonical, ...languageAlternates(seo.alternates) },
    openGraph: {
      type: seo.type ?? 'website',
      siteName: siteFacts.name,
      locale: OPEN_GRAPH_LOCALE[seo.locale ?? 'en'],
      url: canonical,
      title: fullTitle,
      description: seo.description,
      images: [image],
      ...(seo.type === 'article'
        ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images: [image],
    },
  };
}

const SEED_ORIGIN_HOSTS = new Set([
  new URL(siteFacts.domain).host,
  `www.${new URL(siteFacts.domain).host}`,
]);

/**
 * The canonical URL for a record that stores its own (a blog's canonicalLink, a location
 * page's meta_link). A link on this site's own domain (or the production domain the demo
 * content was written for) keeps its path but moves to SITE_URL, so staging and tests
 * never point search engines at another origin; a link to a different domain is kept
 * (cross-domain canonicals are legitimate for syndicated articles); an empty or invalid
 * link falls back to the page's own path.
 */
export function resolveCanonical(stored: string, fallbackPath: string): string {
  const trimmed = stored.trim();
  if (trimmed === '') return absoluteUrl(fallbackPath);
  let url: URL;
  try {
    url = new URL(trimmed, getSiteUrl());
  } catch {
    return absoluteUrl(fallbackPath);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return absoluteUrl(fallbackPath);
  const siteHost = new URL(getSiteUrl()).host;
  if (url.host === siteHost || SEED_ORIGIN_HOSTS.has(url.host)) {
    const path = url.pathname === '/' && fallbackPath !== '/' ? fallbackPath : url.pathname;
    return absoluteUrl(path.replace(/\/+$/, '') || '/');
  }
  return url.toString();
}
