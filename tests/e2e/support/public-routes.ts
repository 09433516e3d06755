import { demoBlogs, demoCaseStudies, demoLocationPages } from '@/server/db/seed-data';
import { arabicBlogs, arabicLocationPages } from '@/server/db/seed-data-ar';
import { toSlug } from '@/lib/slug';

// Records of the demo content every fresh e2e database starts with.
export const TEMPLATE1_STUDY = demoCaseStudies.find((study) => study.template === 'template1')!;
export const TEMPLATE2_STUDY = demoCaseStudies.find((study) => study.template === 'template2')!;
// The newest demo blog: on the first page of /insights (12 a page) even while other
// tests add a few blogs of their own.
export const SEED_BLOG = demoBlogs.reduce((newest, blog) =>
  blog.published_date > newest.published_date ? blog : newest,
);
export const SEED_LOCATION = demoLocationPages[0]!;

export const NUMBERED_SERVICE_PATHS = [
  '/web-development-service-in-dubai-uae',
  '/mobile-app-development-dubai-uae',
  '/ui-ux-design-company-dubai-uae',
  '/ecommerce-development-service-in-dubai-uae',
];

export const SHARED_SERVICE_PATHS = [
  '/cms-website-development-in-dubai-uae',
  '/search-engine-optimization-services-dubai-uae',
  '/social-media-marketing-service-in-dubai-uae',
  '/google-ads-services-agency-in-dubai-uae',
];

/** Every public route of the spec's table, with one record of each detail kind. */
export const PUBLIC_ROUTES = [
  '/',
  '/company',
  '/case-studies',
  `/casestudy/${TEMPLATE1_STUDY.id}`,
  `/casestudy/${TEMPLATE2_STUDY.id}`,
  '/insights',
  `/blogs/${toSlug(SEED_BLOG.slug_url)}`,
  '/contact',
  '/privacy-policy',
  '/refund-policy',
  ...NUMBERED_SERVICE_PATHS,
  ...SHARED_SERVICE_PATHS,
  `/${SEED_LOCATION.slug_url}`,
];

/** The Arabic translations of the demo records above, which a fresh install publishes. */
export const SEED_BLOG_AR = arabicBlogs[toSlug(SEED_BLOG.slug_url)]!;
export const SEED_LOCATION_AR = arabicLocationPages[SEED_LOCATION.slug_url]!;

/**
 * The Arabic counterparts of the routes every language has (issue 29), with one demo
 * record of each detail kind: records appear under /ar only once their Arabic
 * translation is published, and the demo content's are (src/server/db/seed-data-ar).
 */
export const ARABIC_ROUTES = [
  '/ar',
  '/ar/company',
  '/ar/case-studies',
  '/ar/insights',
  '/ar/contact',
  '/ar/privacy-policy',
  '/ar/refund-policy',
  ...NUMBERED_SERVICE_PATHS.map((path) => `/ar${path}`),
  ...SHARED_SERVICE_PATHS.map((path) => `/ar${path}`),
  `/ar/casestudy/${TEMPLATE1_STUDY.id}`,
  `/ar/casestudy/${TEMPLATE2_STUDY.id}`,
  `/ar/blogs/${encodeURIComponent(SEED_BLOG_AR.slug_url)}`,
  `/ar/${encodeURIComponent(SEED_LOCATION_AR.slug_url)}`,
];
