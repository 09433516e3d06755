import { toSlug } from '@/lib/slug';

/** The spec's blog link: /blogs/{slug}, the slug lower-cased with whitespace runs as hyphens. */
export const blogHref = (blog: { slug_url: string; title: string }) =>
  `/blogs/${toSlug(blog.slug_url || blog.title)}`;

export const caseStudyHref = (id: string) => `/casestudy/${id}`;
