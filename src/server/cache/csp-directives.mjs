// @ts-check
// The Content-Security-Policy directives shared by the public pages (page-csp.mjs, which
// allows each cached page's own inline scripts by hash) and the admin screens
// (src/proxy.ts, which allows them by a per-request nonce). Only script-src differs.
//
// Plain JavaScript with JSDoc types, like the cache handler that loads it outside Next's
// bundles: it reads the environment itself, with the same names and defaults as src/env
// (page-csp.test.ts checks that the S3 address agrees with src/env/s3-address.ts).

/** @typedef {Record<string, string | undefined>} EnvLike */

const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_S3_REGION = 'us-east-1';
const UPLOADS_PREFIX = 'uploads/';

/**
 * A variable as src/env reads it: an empty value counts as unset.
 * @param {EnvLike} env
 * @param {string} name
 */
function read(env, name) {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** @param {string} address */
const withoutTrailingSlashes = (address) => address.replace(/\/+$/, '');

/**
 * True when the site is served over https (SITE_URL): then the policy also upgrades
 * stray http subresources, and next.config.ts sends Strict-Transport-Security.
 * @param {EnvLike} env
 */
export function siteIsHttps(env) {
  return /^https:/i.test(read(env, 'SITE_URL') ?? DEFAULT_SITE_URL);
}

/**
 * Where uploaded files live on S3 (ends in `/uploads/`), or undefined for local disk.
 * The same rule as `s3UploadsBase` in src/env/s3-address.ts, which this module cannot
 * import (TypeScript, and Next loads the cache handler outside its bundles).
 * @param {EnvLike} env
 * @returns {string | undefined}
 */
export function s3UploadsBaseFrom(env) {
  const bucket = read(env, 'S3_BUCKET');
  if (!bucket || !read(env, 'S3_ACCESS_KEY_ID') || !read(env, 'S3_SECRET_ACCESS_KEY')) {
    return undefined;
  }
  const publicUrl = read(env, 'S3_PUBLIC_URL');
  const endpoint = read(env, 'S3_ENDPOINT');
  const region = read(env, 'S3_REGION') ?? DEFAULT_S3_REGION;
  const base = publicUrl
    ? withoutTrailingSlashes(publicUrl)
    : endpoint
      ? `${withoutTrailingSlashes(endpoint)}/${bucket}`
      : `https://${bucket}.s3.${region}.amazonaws.com`;
  return `${base}/${UPLOADS_PREFIX}`;
}

/**
 * An address as a CSP source expression (scheme, host, port and path; a path ending in
 * `/` matches everything below it), or undefined when it is not an http(s) URL.
 * @param {string} address
 */
function sourceExpression(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // `;` and `,` separate directives and policies: a source must carry them encoded.
  const pathname = url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C');
  return `${url.origin}${pathname}`;
}

/**
 * The whole policy, with `scriptSources` as script-src.
 *
 * style-src keeps 'unsafe-inline': React renders `style={…}` props as style attributes
 * in the HTML (the hero, the carousels, next/image's sizing and blur placeholders), and
 * editors such as ProseMirror set style attributes from script. Without it those
 * attributes are dropped. Allowing them by hash would need 'unsafe-hashes' and a hash
 * per distinct attribute value. Inline styles cannot run code; scripts stay strict.
 *
 * @param {readonly string[]} scriptSources e.g. `'self'` and `'sha256-…'` sources
 * @param {EnvLike} [env]
 * @returns {string}
 */
export function policyWithScripts(scriptSources, env = process.env) {
  const uploadsBase = s3UploadsBaseFrom(env);
  const uploads = uploadsBase ? sourceExpression(uploadsBase) : undefined;
  const media = uploads ? ` ${uploads}` : '';
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (siteIsHttps(env)) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
