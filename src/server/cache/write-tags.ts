import 'server-only';
import type { BlogSummary } from '@/lib/records';
import { cacheTags } from '../cache-tags';
import type { CaseStudy } from '../case-studies/case-studies';
import type { LocationPage } from '../location-pages/location-pages';

// The cache tags a write expires, from the record before and after it (undefined before
// a create, after a delete): the record's own tag (its page and every list page showing
// it), the URLs it answered at (a renamed record's old URL, a cached 404 at its new one),
// and its list's tag when the write moves it in, out or within the lists (publishing and
// unpublishing do: every later list page shifts by one). Every write
// may change a sitemap (URLs, last-modified dates).

/** Whether the write adds or removes the record, or changes what orders or admits it. */
function movesInList<T>(before: T | undefined, after: T | undefined, key: (record: T) => unknown) {
  return !before || !after || key(before) !== key(after);
}

/** The URL segments a blog answers at: its slug, and its title written as one (see getBlogBySlug). */
function blogUrlSlugs(blog: BlogSummary): string[] {
  return [blog.slug_url, blog.title.trim().toLowerCase().replace(/ /g, '-')];
}

export function blogWriteTags(before?: BlogSummary, after?: BlogSummary): string[] {
  const tags = new Set<string>([cacheTags.sitemap]);
  for (const blog of [before, after]) {
    if (!blog) continue;
    tags.add(cacheTags.blog(blog.blog_id));
    for (const slug of blogUrlSlugs(blog)) tags.add(cacheTags.blogSlug(slug));
  }
  if (movesInList(before, after, (blog) => `${blog.status} ${blog.published_date}`))
    tags.add(cacheTags.blogList);
  return [...tags];
}

export function caseStudyWriteTags(before?: CaseStudy, after?: CaseStudy): string[] {
  const tags = new Set<string>([cacheTags.sitemap]);
  for (const study of [before, after]) if (study) tags.add(cacheTags.caseStudy(study._id));
  // Lists show published case studies with a heading, newest created first.
  if (movesInList(before, after, (study) => `${study.status} ${study.heroHeading.trim() === ''}`))
    tags.add(cacheTags.caseStudyList);
  return [...tags];
}

export function locationPageWriteTags(before?: LocationPage, after?: LocationPage): string[] {
  const tags = new Set<string>([cacheTags.sitemap]);
  for (const page of [before, after]) {
    if (!page) continue;
    tags.add(cacheTags.locationPage(String(page.location_id)));
    tags.add(cacheTags.locationSlug(page.slug_url));
  }
  return [...tags];
}
