import 'server-only';
import type { Metadata } from 'next';
import { siteFacts } from '@/content/site-facts';
import { absoluteUrl, getSiteUrl } from '@/server/site-url';

export interface PageSeo {
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
    alternates: { canonical },
    openGraph: {
      type: seo.type ?? 'website',
      siteName: siteFacts.name,
      locale: 'en_AE',
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
