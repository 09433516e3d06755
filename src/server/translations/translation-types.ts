import 'server-only';
import type { z } from 'zod';
import { CONTENT_TYPE_DECLARATIONS } from '@/lib/content-types';
import { slugFieldOf, translatableFieldsOf } from '@/lib/content-types/fields';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import { localizedPath, type Locale, type TranslationLocale } from '@/lib/locale';
import { caseStudyHref } from '@/lib/paths';
import { slugFromTitle, TRANSLATION_SCHEMAS } from '@/lib/schemas/translations';
import { cleanSections, type BlogSection } from '../blogs/blogs';
import { CONTENT_TYPES, type ContentType } from '../editorial/content-types';

// What the translations need to know of each content type, read from its declaration:
// the translatable fields, the slug field, the record's workflow type (to read the
// record a translation belongs to) and where a translation's page lives.

/** How messages name the languages. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'Arabic' };

export interface TranslationType {
  entity: ContentEntity;
  /** The record's own workflow type (its table, id, reads). */
  content: ContentType;
  /** "blog", "case study": for messages. */
  noun: string;
  /** The translation's input: the translatable fields and the slug field. */
  schema: z.ZodObject;
  /** The fields a translation holds, as declared `translatable`. */
  fieldNames: readonly string[];
  /** The field holding the address segment (blogs, location pages); undefined for case studies. */
  slugField: string | undefined;
  /** The record's id column holds integers (its text form is what translations store). */
  numericId: boolean;
  /** A field that must not be blank for the translation to be published (a case study's heading). */
  requiredToPublish?: string;
  /** The input as stored: rich text sanitized. */
  clean(input: Record<string, unknown>): Record<string, unknown>;
  /** The translation's public path, from its record's id and its slug. */
  path(locale: TranslationLocale, recordId: string, slug: string | null): string;
}

const nounOf = (entity: ContentEntity) => CONTENT_TYPE_DECLARATIONS[entity].label.toLowerCase();

function typeOf(
  entity: ContentEntity,
  own: Partial<TranslationType> & Pick<TranslationType, 'path'>,
) {
  const { fields, sitemap } = CONTENT_TYPE_DECLARATIONS[entity];
  const content = CONTENT_TYPES[entity];
  return {
    entity,
    content,
    noun: nounOf(entity),
    schema: TRANSLATION_SCHEMAS[entity],
    fieldNames: translatableFieldsOf(fields),
    slugField: slugFieldOf(fields),
    numericId: content.idColumn !== 'id',
    requiredToPublish: sitemap.listedOnlyWith,
    clean: (input) => input,
    ...own,
  } satisfies TranslationType;
}

export const TRANSLATION_TYPES: Record<ContentEntity, TranslationType> = {
  blog: typeOf('blog', {
    clean: (input) => ({
      ...input,
      blogs_content: cleanSections((input.blogs_content ?? []) as BlogSection[]),
    }),
    path: (locale, _id, slug) => localizedPath(locale, `/blogs/${slug ?? ''}`),
  }),
  'case-study': typeOf('case-study', {
    path: (locale, id) => localizedPath(locale, caseStudyHref(id)),
  }),
  'location-page': typeOf('location-page', {
    path: (locale, _id, slug) => localizedPath(locale, `/${slug ?? ''}`),
  }),
};

/**
 * The slug a translation's input gives: the written one, or (a blog left without one)
 * made from its title. Undefined for a type without an address of its own.
 */
export function slugOfInput(
  type: TranslationType,
  input: Record<string, unknown>,
): string | undefined {
  if (!type.slugField) return undefined;
  const written =
    typeof input[type.slugField] === 'string' ? (input[type.slugField] as string) : '';
  if (written !== '') return written;
  const title = input[CONTENT_TYPE_DECLARATIONS[type.entity].titleField];
  return slugFromTitle(typeof title === 'string' ? title : '');
}

/** The translatable fields of an input, without the slug (stored in its own column). */
export function fieldsOfInput(
  type: TranslationType,
  input: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    type.fieldNames.filter((name) => name in input).map((name) => [name, input[name]]),
  );
}

/** A record with its translation's publication state over its own (the translated record). */
export type Translated<Rec extends PublicationState> = Rec & { locale: TranslationLocale };
