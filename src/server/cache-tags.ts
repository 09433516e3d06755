import 'server-only';
import { blogType } from '@/lib/content-types/blog';
import { caseStudyType } from '@/lib/content-types/case-study';
import { locationPageType } from '@/lib/content-types/location-page';
// Cache tags: the public readers (src/server/public-data.ts) tag each cached read, the
// tags of every read a page makes become the page's tags, and a save expires exactly
// the tags of what it changed (src/server/cache/write-tags.ts). One tag per record, so an
// edit re-renders only the pages that show that record; one per list, for changes that
// move records in or out of a list or reorder it. The tags' names are declared with
// each content type (src/lib/content-types).

const blog = blogType.cacheTags;
const caseStudy = caseStudyType.cacheTags;
const locationPage = locationPageType.cacheTags;
export const cacheTags = {
  blog: (blogId: number) => `${blog.record}:${blogId}`,
  /** A blog page is read by the slug in its URL, before the blog's id is known. */
  blogSlug: (slug: string) => `${blog.slug}:${slug}`,
  blogList: blog.list,
  caseStudy: (id: string) => `${caseStudy.record}:${id}`,
  caseStudyList: caseStudy.list,
  locationPage: (id: string) => `${locationPage.record}:${id}`,
  locationSlug: (slug: string) => `${locationPage.slug}:${slug}`,
  /** A media asset's words and file: every page that shows it (issue 28). */
  media: (assetId: number) => `media:${assetId}`,
  /** Every sitemap file: any content write may change a URL or a last-modified date. */
  sitemap: 'sitemap',
} as const;
