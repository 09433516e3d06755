import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires the cached public pages carrying these tags, right away (Next 16's
 * `revalidateTag(tag, { expire: 0 })`). Next records the expiry just after the response
 * is sent, on this instance and, through the cache handler, in Redis for the others.
 * Outside a Next request (unit tests, scripts) there is no cache to expire.
 */
export function expireCacheTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (/static generation store missing/i.test((error as Error).message)) continue;
      // The write itself succeeded; a stale page must not turn it into an error.
      console.error(`[cache] could not expire tag ${tag}:`, error);
    }
  }
}
