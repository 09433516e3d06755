import { z } from '@/lib/zod-setup';
import { PUBLICATION_STATUSES, type ContentEntity, type PublicationState } from '../editorial';
import type {
  ContentTypeDeclaration,
  FieldDeclarations,
  FormGroup,
  FormItem,
} from '../content-types/fields';
import { localizedPath, type TranslationLocale } from '../locale';
import { blogHref, caseStudyHref, locationPageHref } from '../paths';
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

/** The names of the fields that have a text per language, in declaration order. */
export function translatableFieldsOf(fields: FieldDeclarations): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.translatable === true);
}

interface TranslationShape {
  /** GET answers in the `{status, data}` envelope (the blog's own GET does). */
  enveloped: boolean;
  /**
   * The translation's own address: the field that holds it, and the English field whose
   * place it takes in the editor. Case studies are addressed by id in both languages.
   */
  slug: { name: string; english: string } | null;
  /** The Arabic page's address, for the slug's hint. */
  publicPath: (id: string, slug: string) => string;
}

export const TRANSLATION_SHAPES: Record<ContentEntity, TranslationShape> = {
  blog: {
    enveloped: true,
    slug: { name: 'slug_url', english: 'slug_url' },
    publicPath: (_id, slug) => localizedPath('ar', blogHref({ slug_url: slug, title: slug })),
  },
  'case-study': {
    enveloped: false,
    slug: null,
    publicPath: (id) => localizedPath('ar', caseStudyHref(id)),
  },
  'location-page': {
    enveloped: false,
    slug: { name: 'slug', english: 'slug_url' },
    publicPath: (_id, slug) => localizedPath('ar', locationPageHref(slug)),
  },
};

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** `/blog/12?locale=ar` */
export const translationPath = (api: string, id: string) =>
  `${api}/${encodeURIComponent(id)}?locale=${ARABIC}`;

/** The names the editor's Arabic tab shows and sends: the translatable fields and the slug. */
export function translatedNamesOf(type: TranslatedType): string[] {
  const slug = TRANSLATION_SHAPES[type.entity].slug;
  return [...translatableFieldsOf(type.fields), ...(slug ? [slug.name] : [])];
}

/**
 * The editor's groups with only the fields a translation has. The Arabic slug takes the
 * place of the English one; groups, parts and rows left empty go.
 */
export function translatedForm(type: TranslatedType): FormGroup[] {
  const slug = TRANSLATION_SHAPES[type.entity].slug;
  const keep = new Set([...translatableFieldsOf(type.fields), ...(slug ? [slug.english] : [])]);
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
  const slug = TRANSLATION_SHAPES[type.entity].slug;
  const names = [...translatableFieldsOf(type.fields), ...(slug ? [slug.english] : [])];
  return Object.fromEntries(names.map((name) => [name, type.fields[name]!]));
}

/** The translation as GET {api}/{id}?locale=ar answers it; the fields depend on the type. */
export const translationRecord = z.looseObject({
  locale: z.literal(ARABIC),
  status: z.enum(PUBLICATION_STATUSES),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable().optional(),
  published_late_from: z.string().nullable().optional(),
  pending_changes: z.record(z.string(), z.unknown()).nullable().optional(),
  updatedAt: z.string().optional(),
});

export type TranslationRecord = z.infer<typeof translationRecord>;

/** The translation's publication state as the publication panel reads it. */
export function publicationOf(translation: TranslationRecord): PublicationState {
  return {
    status: translation.status,
    publish_at: translation.publish_at,
    published_at: translation.published_at ?? null,
    published_late_from: translation.published_late_from ?? null,
    pending_changes: translation.pending_changes ?? null,
  };
}

/** The translated fields the editor opens with: a published translation's pending changes, or its own. */
export function translatedValuesOf(
  translation: TranslationRecord,
  names: readonly string[],
): Record<string, unknown> {
  const edited = { ...translation, ...(translation.pending_changes ?? {}) } as Record<
    string,
    unknown
  >;
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

/** The part of a staff list's item that says which translations exist. */
const listedTranslations = z.object({
  ar: z.object({ status: z.enum(PUBLICATION_STATUSES), slug: z.string().optional() }).optional(),
});

export type ListedTranslation = NonNullable<z.infer<typeof listedTranslations>['ar']>;

/** The Arabic translation of a listed record, or null when it has none. */
export function arabicTranslationOf(item: object): ListedTranslation | null {
  const parsed = listedTranslations.safeParse((item as { translations?: unknown }).translations);
  return (parsed.success && parsed.data.ar) || null;
}

/**
 * The Arabic slug's rule where the English one cannot serve: a location page's English URL
 * allows Latin letters only, and an Arabic address may be written in Arabic letters too.
 */
export const arabicSlugRule = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required.`)
    .max(120, `${label} must be at most 120 characters.`)
    .regex(
      /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u,
      `${label} may only contain letters (Arabic or Latin), digits and single hyphens.`,
    );

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
