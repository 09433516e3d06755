import 'server-only';
import type { ContentEntity } from '@/lib/editorial';
import { cacheTags } from '../cache-tags';
import type { Translation } from './store';

// The cache tags a translation's write expires, from the translation before and after it
// (undefined before its first save, after its deletion): the record's tag (shared by its
// pages in every language: the English page's language links change too), its slug's
// tag in its language (old and new: a renamed translation's old URL, a cached 404 at the
// new one), its language's list tag when the write moves it into or out of the lists (it
// is listed while published; its order is its record's, which only English saves move),
// and the sitemap, which lists its URL.

export function translationWriteTags(
  entity: ContentEntity,
  recordId: string,
  before: Translation | undefined,
  after: Translation | undefined,
): string[] {
  const tags = new Set<string>([cacheTags.sitemap, cacheTags.record(entity, recordId)]);
  const locale = (after ?? before)?.locale;
  if (!locale) return [...tags];
  for (const translation of [before, after]) {
    if (!translation?.slug) continue;
    const tag = cacheTags.slug(entity, translation.slug, locale);
    if (tag) tags.add(tag);
  }
  const listed = (translation: Translation | undefined) => translation?.status === 'published';
  const list = cacheTags.list(entity, locale);
  if (list && listed(before) !== listed(after)) tags.add(list);
  return [...tags];
}
