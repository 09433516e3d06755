import type { NextConfig } from 'next';
import { legacyServiceRedirects } from './src/content/navigation';
import { parseEnv } from './src/env';
import { s3UploadsBase } from './src/env/s3-address';

// Read again when the server starts, so the bucket of the running configuration counts.
const env = parseEnv(process.env);
const uploadsOnS3 = s3UploadsBase(env);

/**
 * The bucket's uploads as a remote pattern without `search`, which lets any query
 * through: a replaced file's address carries `?v=N` (src/lib/media.ts). A URL given as the
 * pattern itself would require an empty query.
 */
function uploadsPattern(base: string) {
  const { protocol, hostname, port, pathname } = new URL(`${base}**`);
  return { protocol: protocol === 'http:' ? 'http' : 'https', hostname, port, pathname } as const;
}

// On every response. No Content-Security-Policy here: public pages carry their own from
// the page cache (src/server/cache/page-csp.mjs) and the staff screens theirs from
// src/proxy.ts; a second one set here would be enforced as well, and block their scripts.
// headers() is compiled into the build, so HSTS follows the SITE_URL the build was made
// for (scripts/start.ts builds again when it changes).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ...(new URL(env.SITE_URL).protocol === 'https:'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

const nextConfig: NextConfig = {
  // A separate output folder lets several builds (tests, parallel work) coexist.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Next hashes the whole page for an ETag on every response, cached or not: that hash
  // was the largest cost of serving a cached page (a blog page went from 0.77× to 1.0×
  // the requests per second of a static page without it). Pages carry s-maxage for
  // shared caches; browsers simply fetch the HTML again.
  generateEtags: false,
  // Type-checking is its own step (`npm run typecheck`, run by CI before the tests);
  // repeating it inside every build would double the build time on small machines.
  typescript: { ignoreBuildErrors: true },
  // Rendered pages, cached data and their tags in Redis when REDIS_URL is set, so that
  // several instances agree; otherwise in this process (see the module).
  cacheHandler: require.resolve('./src/server/cache/shared-cache-handler.mjs'),
  // A cached page older than a day is rendered again while its visitor waits; younger
  // than that but past its revalidate time (60 s), it is served and refreshed behind.
  // Public pages answer `s-maxage=60, stale-while-revalidate=86340` accordingly.
  expireTime: 86_400,
  // Several root layouts (src/app/root-document.tsx: <html lang dir> per language) leave
  // no layout around an address that no route matches; global-not-found.tsx draws it.
  experimental: { globalNotFound: true },
  serverExternalPackages: ['@libsql/client', 'libsql', 'pg', '@node-rs/argon2', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [
      { pathname: '/demo/**' },
      { pathname: '/uploads/**' },
      { pathname: '/images/**' },
    ],
    // Uploads in the S3 bucket, and nothing else remote (src/server/media/optimisable.ts).
    remotePatterns: uploadsOnS3 ? [uploadsPattern(uploadsOnS3)] : [],
    // A store at a custom endpoint (MinIO, R2, s3rver) often sits on a private address,
    // which the optimiser refuses by default against SSRF; the pattern above still
    // limits it to the bucket's uploads.
    dangerouslyAllowLocalIP: uploadsOnS3 !== undefined && Boolean(env.S3_ENDPOINT),
  },
  // The spec's alternative spellings of four service paths answer a permanent (308)
  // redirect to the route table's spelling, the canonical one.
  async redirects() {
    return Object.entries(legacyServiceRedirects).flatMap(([source, destination]) => [
      { source, destination, permanent: true },
      { source: `/ar${source}`, destination: `/ar${destination}`, permanent: true },
    ]);
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The islands' chunks are named by their content, and the entry is linked with its
      // hash (src/server/islands.ts): a browser may keep each address for a year.
      {
        source: '/islands/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default nextConfig;
