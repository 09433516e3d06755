// The pages both benchmarks measure: one of each kind a visitor lands on.
import { toSlug } from '../../src/lib/slug';
import { demoBlogs, demoCaseStudies } from '../../src/server/db/seed-data';

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
