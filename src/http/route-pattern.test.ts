import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-pattern';

// The metrics' route label: Next's own patterns (a routes-manifest.json excerpt of this
// site), so that one route is one series whatever the URL.

const matcher = routeMatcher(
  {
    staticRoutes: [
      { page: '/', regex: '^/(?:/)?$' },
      { page: '/api/health', regex: '^/api/health(?:/)?$' },
      { page: '/insights', regex: '^/insights(?:/)?$' },
    ],
    dynamicRoutes: [
      { page: '/api/users/me/sessions/[id]', regex: '^/api/users/me/sessions/([^/]+?)(?:/)?$' },
      { page: '/api/users/[id]', regex: '^/api/users/([^/]+?)(?:/)?$' },
      { page: '/blogs/[id]', regex: '^/blogs/([^/]+?)(?:/)?$' },
      { page: '/insights/page/[page]', regex: '^/insights/page/([^/]+?)(?:/)?$' },
      { page: '/uploads/[...path]', regex: '^/uploads/(.+?)(?:/)?$' },
      { page: '/[slug]', regex: '^/([^/]+?)(?:/)?$' },
    ],
  },
  ['brand', 'demo'],
);

describe('routeMatcher', () => {
  it.each([
    ['/', '/'],
    ['/insights/', '/insights'],
    ['/api/health', '/api/health'],
    ['/blogs/choosing-a-cms', '/blogs/[id]'],
    ['/insights/page/3', '/insights/page/[page]'],
    ['/api/users/me/sessions/abc', '/api/users/me/sessions/[id]'],
    ['/api/users/12', '/api/users/[id]'],
    ['/uploads/2026/11/photo.webp', '/uploads/[...path]'],
    ['/dubai-web-design', '/[slug]'],
    ['/_next/static/chunks/app.js', '/_next/static'],
    ['/_next/image', '/_next/image'],
    ['/_next/webpack-hmr', 'other'],
    ['/demo/hero.jpg', '/public'],
    ['/brand/logo.svg', '/public'],
    ['/no/such/page', 'other'],
    ['/blogs/a/b', 'other'],
  ])('%s → %s', (path, route) => {
    expect(matcher(path)).toBe(route);
  });

  it('calls every path other without a build', () => {
    expect(routeMatcher({})('/blogs/x')).toBe('other');
  });
});
