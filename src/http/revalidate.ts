import 'server-only';
import { revalidateTag } from 'next/cache';
import { log } from '@/server/log';

const EXPIRE_OUTSIDE_REQUEST = Symbol.for('agency.cache.expireTags');

/**
 * Outside a request (the publication scheduler) there is no Next context: the page
 * cache handler leaves its expiry function on globalThis for this
 * (src/server/cache/shared-cache-handler.mjs). Without a handler (unit tests) there is
 * no cache to expire.
 */
function expireOutsideRequest(tag: string): void {
  const expire = (globalThis as Record<symbol, unknown>)[EXPIRE_OUTSIDE_REQUEST];
  if (typeof expire !== 'function') return;
  (expire as (tags: string[]) => Promise<void>)([tag]).catch((error: Error) =>
    log('cache').error(`could not expire tag ${tag}: ${error.message}`),
  );
}

/**
 * Expires the cached public pages carrying these tags, right away (Next 16's
 * `revalidateTag(tag, { expire: 0 })`). Next records the expiry just after the response
 * is sent, on this instance and, through the cache handler, in Redis for the others.
 * Outside a Next request it goes to the cache handler directly (expireOutsideRequest).
 */
export function expireCacheTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (/static generation store missing/i.test((error as Error).message)) {
        expireOutsideRequest(tag);
        continue;
      }
      // The write itself succeeded; a stale page must not turn it into an error.
      log('cache').error({ err: error }, `could not expire tag ${tag}`);
    }
  }
}
