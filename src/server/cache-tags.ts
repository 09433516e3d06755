import 'server-only';
// Cache tags: the public readers (src/server/public-data.ts) tag each cached read, the
// tags of every read a page makes become the page's tags, and a save expires exactly
// the tags of what it changed (src/server/cache/write-tags.ts). One tag per record, so an
// edit re-renders only the pages that show that record; one per list, for changes that
// move records in or out of a list or reorder it.
export const cacheTags = {
  blog: (blogId: number) => `blog:${blogId}`,
  /** A blog page is read by the slug in its URL, before the blog's id is known. */
  blogSlug: (slug: string) => `blog-slug:${slug}`,
  blogList: 'blogs:list',
  caseStudy: (id: string) => `case-study:${id}`,
  caseStudyList: 'case-studies:list',
  locationPage: (id: string) => `location-page:${id}`,
  locationSlug: (slug: string) => `location-slug:${slug}`,
  /** Every sitemap file: any content write may change a URL or a last-modified date. */
  sitemap: 'sitemap',
} as const;
