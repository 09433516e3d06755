// The pages both benchmarks measure: one of each kind a visitor lands on.
import { toSlug } from '../../src/lib/slug';
import { demoBlogs, demoCaseStudies } from '../../src/server/db/seed-data';
import { arabicLocationPages } from '../../src/server/db/seed-data-ar';

const blog = demoBlogs.at(-1)!;
const caseStudy = demoCaseStudies[0]!;

export const BENCH_PAGES: { name: string; path: string }[] = [
  { name: 'Home', path: '/' },
  { name: 'Service (numbered)', path: '/web-development-service-in-dubai-uae' },
  { name: 'Service (shared layout)', path: '/cms-website-development-in-dubai-uae' },
  { name: 'Blog', path: `/blogs/${toSlug(blog.slug_url)}` },
  { name: 'Case study', path: `/casestudy/${caseStudy.id}` },
  { name: 'Insights', path: '/insights' },
];

const LOCATION = 'web-design-company-abu-dhabi';

/** The other page types, which bench:js and bench:lighthouse measure too (issue 30). */
export const OTHER_PAGES: { name: string; path: string }[] = [
  { name: 'Company', path: '/company' },
  { name: 'Case studies', path: '/case-studies' },
  { name: 'Contact', path: '/contact' },
  { name: 'Location page', path: `/${LOCATION}` },
  { name: 'Privacy policy', path: '/privacy-policy' },
];

/**
 * A page's Arabic address (issue 29): the English path under /ar, except the location
 * page's, which has an Arabic slug of its own (a blog's is its published translation's).
 */
export function arabicPathOf(path: string): string {
  if (path === '/') return '/ar';
  if (path === `/${LOCATION}`) {
    return `/ar/${encodeURIComponent(arabicLocationPages[LOCATION]!.slug_url)}`;
  }
  return `/ar${path}`;
}
