import 'server-only';
// schema.org structured data for the public pages. Builders return plain objects that
// <JsonLd> serialises; ids tie the home page's WebSite, Organization and
// ProfessionalService together and let other pages refer to the organisation.
import { siteFacts, siteStats, type PostalAddress } from '@/content/site-facts';
import { allServiceLinks } from '@/content/navigation';
import { localizedPath, type Locale } from '@/lib/locale';
import { absoluteUrl, getSiteUrl } from '@/server/site-url';

export type JsonLdObject = { '@context'?: string; '@type': string; [key: string]: unknown };
/** What <JsonLd> prints: one object with a context, or a @graph of several. */
export type JsonLdDocument = JsonLdObject | { '@context': string; '@graph': JsonLdObject[] };

const ids = {
  website: () => `${getSiteUrl()}/#website`,
  organization: () => `${getSiteUrl()}/#organization`,
  business: () => `${getSiteUrl()}/#business`,
};

/** A site path or an absolute URL, made absolute on SITE_URL. */
export const toAbsolute = (pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);

function postalAddress(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.countryCode,
  };
}

const logo = () => ({ '@type': 'ImageObject', url: absoluteUrl(siteFacts.logoBlack) });

/** The site in the page's language; `inLanguage` names the one its home page is in. */
export function websiteJsonLd(locale: Locale = 'en'): JsonLdObject {
  return {
    '@type': 'WebSite',
    '@id': ids.website(),
    url: absoluteUrl(localizedPath(locale, '/')),
    name: siteFacts.name,
    description: siteFacts.tagline,
    inLanguage: locale,
    publisher: { '@id': ids.organization() },
  };
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': ids.organization(),
    name: siteFacts.name,
    legalName: siteFacts.legalName,
    url: absoluteUrl('/'),
    logo: logo(),
    email: siteFacts.email,
    telephone: siteFacts.mainPhone.e164,
    foundingDate: String(siteFacts.foundingYear),
    address: postalAddress(siteFacts.address),
    sameAs: siteFacts.social.map((link) => link.href),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: siteFacts.mainPhone.e164,
        email: siteFacts.email,
        areaServed: 'AE',
        availableLanguage: ['English', 'Arabic'],
      },
      ...siteFacts.offices.map((office) => ({
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: office.phone.e164,
        areaServed: office.address.countryCode,
      })),
    ],
  };
}

export function professionalServiceJsonLd(): JsonLdObject {
  const rating = siteStats.find((stat) => /stars/i.test(stat.label));
  return {
    '@type': 'ProfessionalService',
    '@id': ids.business(),
    name: siteFacts.name,
    url: absoluteUrl('/'),
    image: absoluteUrl(siteFacts.ogImage),
    logo: absoluteUrl(siteFacts.logoBlack),
    telephone: siteFacts.mainPhone.e164,
    email: siteFacts.email,
    priceRange: '$$',
    address: postalAddress(siteFacts.address),
    areaServed: [
      { '@type': 'Country', name: 'United Arab Emirates' },
      { '@type': 'City', name: 'Dubai' },
    ],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
    parentOrganization: { '@id': ids.organization() },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Digital services',
      itemListElement: allServiceLinks.map((link) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: link.label,
          description: link.description,
          url: absoluteUrl(link.href),
        },
      })),
    },
    ...(rating ? { slogan: `${rating.value} ${rating.label}` } : {}),
  };
}

/** The home page's graph: WebSite, Organization and ProfessionalService. */
export function homeJsonLd(locale: Locale = 'en'): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@graph': [websiteJsonLd(locale), organizationJsonLd(), professionalServiceJsonLd()],
  };
}

export interface BlogPostingInput {
  /** The article's language: `inLanguage`. */
  locale: Locale;
  title: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  sectionHeadings: string[];
}

export function blogPostingJsonLd(post: BlogPostingInput): JsonLdObject {
  const publisher = {
    '@type': 'Organization',
    '@id': ids.organization(),
    name: siteFacts.name,
    logo: logo(),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    ...(post.image ? { image: [toAbsolute(post.image)] } : {}),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: post.locale,
    author: { '@type': 'Organization', name: siteFacts.name, url: absoluteUrl('/') },
    publisher,
    ...(post.sectionHeadings.length > 0 ? { articleSection: post.sectionHeadings } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) may omit it. */
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
