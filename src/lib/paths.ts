import { toSlug } from './slug';

// Public URLs of records, shared by the site's components and the sitemap (server/seo).

/** The spec's blog link: /blogs/{slug}, the slug lower-cased with whitespace runs as hyphens. */
export const blogHref = (blog: { slug_url: string; title: string }) =>
  `/blogs/${toSlug(blog.slug_url || blog.title)}`;

export const caseStudyHref = (id: string) => `/casestudy/${id}`;

/** A location page answers at the site's root: /{slug}. */
export const locationPageHref = (slug: string) => `/${slug}`;
