import { z } from '@/lib/zod-setup';
import type { ContentEntity, PublicationState } from '../editorial';
import {
  slugFieldOf,
  translatableFieldsOf,
  type ContentTypeDeclaration,
  type FieldDeclarations,
  type FormGroup,
  type FormItem,
} from '../content-types/fields';
import { localizedPath, type TranslationLocale } from '../locale';
import { blogHref, caseStudyHref, locationPageHref } from '../paths';
import {
  translatedBlog,
  translatedCaseStudy,
  translatedLocationPage,
  translationStates,
} from '../schemas/answers/translations';
import type { SaveCall, SaveIntent } from './publishing';

// The admin's side of content translations (issue 29): where a record's Arabic translation
// lives in the API, what its editor shows and sends, and what the lists read of it.
//
//   GET    {api}/{id}?locale=ar  the translation (404: none yet)
//   PUT    {api}/{id}?locale=ar  its translatable fields, its slug and its own status
//   DELETE {api}/{id}?locale=ar  removes it; the English record stays as it is

export const ARABIC: TranslationLocale = 'ar';

/** What the translation screens read of a content type's declaration. */
export type TranslatedType = Pick<
  ContentTypeDeclaration,
  'entity' | 'label' | 'fields' | 'form' | 'paths'
>;

interface TranslationShape {
  /** GET answers in the `{status, data}` envelope (the blog's own GET does). */
  enveloped: boolean;
  /** The Arabic page's address (from the translation's slug), for the editor's hints. */
  publicPath: (id: string, slug: string) => string;
}

export const TRANSLATION_SHAPES: Record<ContentEntity, TranslationShape> = {
  blog: {
    enveloped: true,
    publicPath: (_id, slug) => localizedPath('ar', blogHref({ slug_url: slug, title: slug })),
  },
  'case-study': {
    enveloped: false,
    publicPath: (id) => localizedPath('ar', caseStudyHref(id)),
  },
  'location-page': {
    enveloped: false,
    publicPath: (_id, slug) => localizedPath('ar', locationPageHref(slug)),
  },
};

/**
 * The field that holds a translation's own address (blogs and location pages: the same
 * field as the English address); none for case studies, addressed by id in both languages.
 */
export const translationSlugOf = (type: TranslatedType): string | undefined =>
  slugFieldOf(type.fields);

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** `/blog/12?locale=ar` */
export const translationPath = (api: string, id: string) =>
  `${api}/${encodeURIComponent(id)}?locale=${ARABIC}`;

/** The names the editor's Arabic tab shows and sends: the translatable fields and the slug. */
export function translatedNamesOf(type: TranslatedType): string[] {
  const slug = translationSlugOf(type);
  return [...translatableFieldsOf(type.fields), ...(slug ? [slug] : [])];
}

/** The editor's groups with only the fields a translation has; groups, parts and rows left empty go. */
export function translatedForm(type: TranslatedType): FormGroup[] {
  const keep = new Set(translatedNamesOf(type));
  const filter = (items: readonly FormItem[]): FormItem[] =>
    items.flatMap((item): FormItem[] => {
      if (typeof item === 'string') return keep.has(item) ? [item] : [];
      if ('row' in item) {
        const row = item.row.filter((name) => keep.has(name));
        return row.length === 0 ? [] : row.length === 1 ? [row[0]!] : [{ row }];
      }
      const inner = filter(item.items);
      return inner.length === 0 ? [] : [{ part: item.part, items: inner }];
    });
  return type.form.flatMap((group) => {
    const items = filter(group.items);
    return items.length === 0 ? [] : [{ ...group, items }];
  });
}

/** The declarations of the fields `translatedForm` places (the editor draws no others). */
export function translatedDeclarationsOf(type: TranslatedType): FieldDeclarations {
  return Object.fromEntries(translatedNamesOf(type).map((name) => [name, type.fields[name]!]));
}

/**
 * The translation as GET {api}/{id}?locale=ar answers it: the record's shape with the
 * translated fields, `locale` and the translation's own publication fields.
 */
export const translationRecord = z.union([
  translatedBlog,
  translatedCaseStudy,
  translatedLocationPage,
]);

export type TranslationRecord = z.infer<typeof translationRecord>;

/** The translation's publication state as the publication panel reads it. */
export function publicationOf(translation: TranslationRecord): PublicationState {
  return {
    status: translation.status,
    publish_at: translation.publish_at,
    published_at: translation.published_at,
    published_late_from: translation.published_late_from,
    pending_changes: translation.pending_changes ?? null,
  };
}

/** The translated fields the editor opens with: a published translation's pending changes, or its own. */
export function translatedValuesOf(
  translation: Pick<TranslationRecord, 'pending_changes'>,
  names: readonly string[],
): Record<string, unknown> {
  const edited: Record<string, unknown> = {
    ...translation,
    ...(translation.pending_changes ?? {}),
  };
  return Object.fromEntries(names.map((name) => [name, edited[name]]));
}

/**
 * The call for a save of the Arabic tab, as the English editor's (saveCall): Save draft on an
 * existing translation keeps its status (a published one keeps its live text and stores the
 * body as pending changes); a translation not saved before starts with the status asked for.
 */
export function translationSaveCall(
  path: string,
  exists: boolean,
  fields: object,
  intent: SaveIntent,
  publishAt?: string,
): SaveCall {
  if (intent === 'draft' && exists)
    return { path: withQuery(path, 'draft=true'), method: 'PUT', body: { ...fields } };
  const status = { draft: 'draft', publish: 'published', schedule: 'scheduled' } as const;
  return {
    path,
    method: 'PUT',
    body: { ...fields, status: status[intent], publish_at: publishAt ?? null },
  };
}

export type ListedTranslation = NonNullable<z.infer<typeof translationStates>['ar']>;

/** The Arabic translation of a listed record, or null when it has none. */
export function arabicTranslationOf(item: object): ListedTranslation | null {
  const parsed = translationStates.safeParse((item as { translations?: unknown }).translations);
  return (parsed.success && parsed.data.ar) || null;
}

/** A paragraph's HTML as the text a translator reads beside it: one line per block. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
