import 'server-only';
import type { ContentEntity } from '@/lib/editorial';
import { TRANSLATION_LOCALES, type Locale } from '@/lib/locale';
import { englishPathOf } from '@/lib/locale-routes';
import { localeOfPath } from '@/lib/locale';
import { isTranslationSlug, normaliseTranslationSlug } from '@/lib/schemas/translations';
import { getBlogBySlug } from '../blogs/blogs';
import type { Db } from '../db/types';
import { getLocationPageBySlug } from '../location-pages/location-pages';
import { findTranslationBySlug, readTranslation } from './store';
import { TRANSLATION_TYPES } from './translation-types';

// Where a record lives in each language, and which record a public path shows: what the
// pages' hreflang links and the language switcher's route are made of.

/** The published addresses of a record in each language; a language where it is not live has none. */
export type TranslationPaths = Partial<Record<Locale, string>>;

export async function translationPathsOf(
  db: Db,
  entity: ContentEntity,
  id: string | number,
): Promise<TranslationPaths> {
  const type = TRANSLATION_TYPES[entity];
  const recordId = type.content.parseId(String(id));
  if (recordId === undefined) return {};
  const record = await type.content.read(db, recordId);
  if (record?.status !== 'published') return {};
  const paths: TranslationPaths = { en: type.content.path(record) };
  for (const locale of TRANSLATION_LOCALES) {
    const translation = await readTranslation(db, { entity, recordId: String(recordId), locale });
    if (translation?.status === 'published')
      paths[locale] = type.path(locale, translation.record_id, translation.slug);
  }
  return paths;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).trim().toLowerCase();
  } catch {
    return undefined;
  }
}

/** The record a public page of a blog, case study or location page shows, by its path. */
async function recordAt(
  db: Db,
  path: string,
): Promise<{ entity: ContentEntity; id: string } | undefined> {
  const locale = localeOfPath(path);
  const segments = englishPathOf(path).split('/').filter(Boolean).map(decoded);
  if (segments.some((segment) => !segment)) return undefined;
  const [first, second] = segments as string[];
  const byTranslation = async (entity: ContentEntity, slug: string) => {
    const wanted = normaliseTranslationSlug(slug);
    if (locale === 'en' || !isTranslationSlug(wanted)) return undefined;
    const translation = await findTranslationBySlug(db, entity, locale, wanted);
    return translation && { entity, id: translation.record_id };
  };
  if (segments.length === 2 && first === 'blogs') {
    if (locale !== 'en') return byTranslation('blog', second!);
    const blog = await getBlogBySlug(db, second!);
    return blog && { entity: 'blog', id: String(blog.blog_id) };
  }
  if (segments.length === 2 && first === 'casestudy') return { entity: 'case-study', id: second! };
  if (segments.length === 1) {
    if (locale !== 'en') return byTranslation('location-page', first!);
    const page = await getLocationPageBySlug(db, first!);
    return page && { entity: 'location-page', id: String(page.location_id) };
  }
  return undefined;
}

/** Whether `path`, an Arabic (or other translated) page's address, shows a live translation. */
export async function isLiveTranslatedPath(db: Db, path: string): Promise<boolean> {
  const locale = localeOfPath(path);
  if (locale === 'en') return false;
  const record = await recordAt(db, path);
  const live = record && (await translationPathsOf(db, record.entity, record.id))[locale];
  if (live === undefined) return false;
  try {
    return live === decodeURI(path).toLowerCase();
  } catch {
    return false;
  }
}

/** The address in `target` of the record `path` shows, when it is live there. */
export async function counterpartOf(
  db: Db,
  path: string,
  target: Locale,
): Promise<string | undefined> {
  const record = await recordAt(db, path);
  return record && (await translationPathsOf(db, record.entity, record.id))[target];
}
