import 'server-only';
// Cache tags shared by the cached public readers and the API handlers that
// revalidate them after a write. One coarse tag per entity: the data is small.
export const CACHE_TAGS = {
  caseStudies: 'case-studies',
  blogs: 'blogs',
  categories: 'categories',
  locationPages: 'location-pages',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
