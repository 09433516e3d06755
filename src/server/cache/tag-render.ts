import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';

/**
 * Adds cache tags to the page being rendered. Without Cache Components, the tags of the
 * `unstable_cache` calls a render makes are the only tags Next gives the page entry, so
 * this is such a call that stores nothing of use: the data itself is read fresh on each
 * render (renders are rare: pages are cached), and the tags can name records that only
 * the read revealed. Outside a render (tests, scripts) it is a cached no-op.
 */
export async function tagRender(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const key = createHash('sha256').update(tags.join('\n')).digest('base64url');
  await unstable_cache(async () => true, ['render-tags', key], { tags })();
}
