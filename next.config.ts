import type { NextConfig } from 'next';
import { legacyServiceRedirects } from './src/content/navigation';
import { parseEnv } from './src/env';
import { s3UploadsBase } from './src/env/s3-address';

// Read again when the server starts, so the bucket of the running configuration counts.
const env = parseEnv(process.env);
const uploadsOnS3 = s3UploadsBase(env);

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  // A separate output folder lets several builds (tests, parallel work) coexist.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Type-checking is its own step (`npm run typecheck`, run by CI before the tests);
  // repeating it inside every build would double the build time on small machines.
  typescript: { ignoreBuildErrors: true },
  // The data cache and its tags in Redis when REDIS_URL is set, so that several
  // instances agree; otherwise Next's own file-system cache (see the module).
  cacheHandler: require.resolve('./src/server/cache/shared-cache-handler.mjs'),
  serverExternalPackages: ['@libsql/client', 'libsql', 'pg', '@node-rs/argon2', 'sharp'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [
      { pathname: '/demo/**' },
      { pathname: '/uploads/**' },
      { pathname: '/images/**' },
    ],
    // Uploads in the S3 bucket, and nothing else remote (src/server/media/optimisable.ts).
    remotePatterns: uploadsOnS3 ? [new URL(`${uploadsOnS3}**`)] : [],
    // A store at a custom endpoint (MinIO, R2, s3rver) often sits on a private address,
    // which the optimiser refuses by default against SSRF; the pattern above still
    // limits it to the bucket's uploads.
    dangerouslyAllowLocalIP: uploadsOnS3 !== undefined && Boolean(env.S3_ENDPOINT),
  },
  // The spec's alternative spellings of four service paths answer a permanent (308)
  // redirect to the route table's spelling, the canonical one.
  async redirects() {
    return Object.entries(legacyServiceRedirects).map(([source, destination]) => ({
      source,
      destination,
      permanent: true,
    }));
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
