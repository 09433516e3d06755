import 'server-only';
import { getEnv } from '@/env';

/**
 * A cookie is sent by the browser whoever made the page, so a mutation authenticated by
 * cookie must come from our own pages: the Origin header names SITE_URL's origin or the
 * host the request was sent to; without Origin, Sec-Fetch-Site must say same-origin.
 * Without either header the caller is not a browser page we can vouch for.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (origin === 'null') return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(getEnv().SITE_URL).origin) return true;
    // Behind a proxy that rewrites Host, SITE_URL is the match that counts.
    return parsed.host === (request.headers.get('host') ?? new URL(request.url).host);
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
