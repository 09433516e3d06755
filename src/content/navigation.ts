// Links shared by the header (desktop dropdown, mobile menu) and the footer.
// Service paths are the route table's spellings; the alternative spellings from the
// spec redirect to them permanently (see legacyServiceRedirects).
import { copyOf } from './translated';

export type ServicePath =
  | '/web-development-service-in-dubai-uae'
  | '/mobile-app-development-dubai-uae'
  | '/ui-ux-design-company-dubai-uae'
  | '/ecommerce-development-service-in-dubai-uae'
  | '/cms-website-development-in-dubai-uae'
  | '/search-engine-optimization-services-dubai-uae'
  | '/social-media-marketing-service-in-dubai-uae'
  | '/google-ads-services-agency-in-dubai-uae';

export type ServiceKey =
  | 'web-development'
  | 'mobile-app-development'
  | 'ui-ux-design'
  | 'ecommerce-development'
  | 'cms-development'
  | 'seo'
  | 'social-media-marketing'
  | 'google-ads';

export interface ServiceLink {
  key: ServiceKey;
  label: string;
  href: ServicePath;
  /** One line shown under the label in the Solutions dropdown. */
  description: string;
}

export interface ServiceGroup {
  id: 'design-craft' | 'build-promote';
  /** 'Design & Craft', 'Build & Promote' */
  title: string;
  links: ServiceLink[];
}

export interface NavLink {
  label: string;
  href: string;
}

export interface MainTab {
  id: 'home' | 'solutions' | 'company' | 'case-studies' | 'insights';
  label: string;
  /** Absent for Solutions, which only opens the dropdown. */
  href?: string;
}

export const serviceLinks = {
  ecommerce: {
    key: 'ecommerce-development',
    label: 'E-commerce Development',
    href: '/ecommerce-development-service-in-dubai-uae',
    description: 'Online stores that load fast, take AED payments and scale with demand.',
  },
  web: {
    key: 'web-development',
    label: 'Web Development',
    href: '/web-development-service-in-dubai-uae',
    description: 'Custom websites and web platforms built on modern, secure stacks.',
  },
  cms: {
    key: 'cms-development',
    label: 'CMS Development',
    href: '/cms-website-development-in-dubai-uae',
    description: 'Websites your team can update in English and Arabic without a developer.',
  },
  mobileApp: {
    key: 'mobile-app-development',
    label: 'Mobile App Development',
    href: '/mobile-app-development-dubai-uae',
    description: 'Native and cross-platform iOS and Android apps, from MVP to scale.',
  },
  uiUx: {
    key: 'ui-ux-design',
    label: 'UI/UX Design',
    href: '/ui-ux-design-company-dubai-uae',
    description: 'Research-led interfaces and prototypes that users understand at a glance.',
  },
  seo: {
    key: 'seo',
    label: 'Search Engine Optimisation',
    href: '/search-engine-optimization-services-dubai-uae',
    description: 'Technical, local and content SEO that grows qualified organic traffic.',
  },
  socialMedia: {
    key: 'social-media-marketing',
    label: 'Social Media Marketing',
    href: '/social-media-marketing-service-in-dubai-uae',
    description: 'Content, community and paid social across Instagram, TikTok and LinkedIn.',
  },
  googleAds: {
    key: 'google-ads',
    label: 'Google Ads',
    href: '/google-ads-services-agency-in-dubai-uae',
    description: 'Search, Performance Max and YouTube campaigns measured against real leads.',
  },
} as const satisfies Record<string, ServiceLink>;

export const serviceGroups = copyOf<ServiceGroup[]>()([
  {
    id: 'design-craft',
    title: 'Design & Craft',
    links: [
      serviceLinks.ecommerce,
      serviceLinks.web,
      serviceLinks.cms,
      serviceLinks.mobileApp,
      serviceLinks.uiUx,
    ],
  },
  {
    id: 'build-promote',
    title: 'Build & Promote',
    links: [serviceLinks.seo, serviceLinks.socialMedia, serviceLinks.googleAds],
  },
]);

/** All eight service links, in dropdown order. */
export const allServiceLinks: ServiceLink[] = serviceGroups.flatMap(
  (group): ServiceLink[] => group.links,
);

export const mainTabs = copyOf<MainTab[]>()([
  { id: 'home', label: 'Home', href: '/' },
  // Every tab names its href, Solutions too, so the list's entries share one shape.
  { id: 'solutions', label: 'Solutions', href: undefined },
  { id: 'company', label: 'Company', href: '/company' },
  { id: 'case-studies', label: 'Case Studies', href: '/case-studies' },
  { id: 'insights', label: 'Insights', href: '/insights' },
]);

/** Header 'Get Started' button and the dropdown's 'Get a Quote' panel. */
export const headerCta = {
  getStarted: { label: 'Get Started', href: '/contact' },
  quotePanel: {
    heading: 'Get a Quote',
    text: 'Tell us what you are building. A strategist replies within one working day with a scope and an estimate.',
    button: { label: 'Learn more', href: '/contact' },
  },
} as const;

export const footerQuickLinks = copyOf<NavLink[]>()([
  { label: 'About us', href: '/company' },
  { label: 'Portfolio', href: '/case-studies' },
  { label: 'Contact', href: '/contact' },
]);

export const footerLegalLinks = copyOf<NavLink[]>()([
  { label: 'Refund Policy', href: '/refund-policy' },
  { label: 'Privacy policy', href: '/privacy-policy' },
]);

/** Alternative spellings of four service paths → canonical path (permanent redirects). */
export const legacyServiceRedirects: Readonly<Record<string, ServicePath>> = {
  '/web-development-services-in-dubai-uae': '/web-development-service-in-dubai-uae',
  '/mobile-app-development-services-dubai-uae': '/mobile-app-development-dubai-uae',
  '/ui-ux-design-services-dubai-uae': '/ui-ux-design-company-dubai-uae',
  '/ecommerce-development-services-in-dubai-uae': '/ecommerce-development-service-in-dubai-uae',
};
