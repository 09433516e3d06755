import 'server-only';
import { revalidateTag } from 'next/cache';
import type { CacheTag } from '@/server/cache-tags';

/**
 * Expires the cached public pages that show these entities, right away (Next 16's
 * `revalidateTag(tag, { expire: 0 })`). Outside a Next request (unit tests, scripts)
 * there is no cache to expire, so it does nothing there.
 */
export function expireCacheTags(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (/static generation store missing/i.test((error as Error).message)) continue;
      // The write itself succeeded; a stale page must not turn it into an error.
      console.error(`[cache] could not expire tag ${tag}:`, error);
    }
  }
}
