import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/server/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // The private screens and the JSON API; '/blog$' and '/blog/' are the blog API,
        // written so that the public /blogs/… pages stay allowed.
        disallow: ['/admin', '/login', '/api', '/blog$', '/blog/'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
