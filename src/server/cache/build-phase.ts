import 'server-only';
import { unstable_cache } from 'next/cache';

// `next build` prerenders every route without dynamic segments, and a build must not
// need a database. During the build the public readers therefore answer empty data and
// tag the render with BUILD_PLACEHOLDER_TAG; the cache handler never serves an entry
// carrying that tag, so the first request after a deploy renders the page with real
// data and caches it (docs/architecture.md, "Page cache").

export const BUILD_PLACEHOLDER_TAG = 'build-placeholder';

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

const tagBuildPlaceholder = unstable_cache(async () => true, ['build-placeholder'], {
  tags: [BUILD_PLACEHOLDER_TAG],
});

/** Marks the page being prerendered as a placeholder (its tags reach the page entry). */
export async function markBuildPlaceholder(): Promise<void> {
  await tagBuildPlaceholder();
}
