import type { MetadataRoute } from 'next';
import { numberedServicePages, sharedLayoutServicePages } from '@/content/services';
import { privacyPolicy, refundPolicy } from '@/content/policies';
import { blogHref } from '@/components/site/paths';
import { STATIC_CONTENT_UPDATED } from '@/server/seo/content-dates';
import { absoluteUrl } from '@/server/site-url';
import { getBlogs, getCaseStudies, getLocationPages } from '@/server/public-data';

/** The latest of several ISO dates (the static-copy date when there are none). */
function latest(...dates: (string | undefined)[]): Date {
  const times = dates
    .filter((date): date is string => Boolean(date))
    .map((date) => new Date(date).getTime())
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(new Date(STATIC_CONTENT_UPDATED).getTime(), ...times));
}

// Rendered on request (the readers await connection()), cached per entity and
// revalidated with the pages when the admin saves.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [studies, blogs, locations] = await Promise.all([
    getCaseStudies(),
    getBlogs(),
    getLocationPages(),
  ]);
  const newestStudy = studies.reduce<string | undefined>(
    (max, study) => (!max || study.updatedAt > max ? study.updatedAt : max),
    undefined,
  );
  const newestBlog = blogs.reduce<string | undefined>(
    (max, blog) => (!max || blog.updatedAt > max ? blog.updatedAt : max),
    undefined,
  );

  const entry = (
    path: string,
    lastModified: Date,
    priority: number,
    changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] = 'monthly',
  ) => ({ url: absoluteUrl(path), lastModified, priority, changeFrequency });

  return [
    entry('/', latest(newestBlog, newestStudy), 1, 'weekly'),
    entry('/company', latest(), 0.7),
    entry('/case-studies', latest(newestStudy), 0.8, 'weekly'),
    entry('/insights', latest(newestBlog), 0.8, 'weekly'),
    entry('/contact', latest(), 0.7),
    ...numberedServicePages.map((page) => entry(page.path, latest(newestStudy), 0.9)),
    ...sharedLayoutServicePages.map((page) => entry(page.meta.canonicalPath, latest(), 0.9)),
    entry('/privacy-policy', latest(privacyPolicy.updated), 0.3, 'yearly'),
    entry('/refund-policy', latest(refundPolicy.updated), 0.3, 'yearly'),
    ...studies.map((study) => entry(`/casestudy/${study._id}`, new Date(study.updatedAt), 0.7)),
    ...blogs.map((blog) => entry(blogHref(blog), new Date(blog.updatedAt), 0.6)),
    ...locations.map((page) => entry(`/${page.slug_url}`, new Date(page.updatedAt), 0.6)),
  ];
}
