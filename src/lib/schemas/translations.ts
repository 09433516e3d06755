import { z } from '@/lib/zod-setup';
import { CONTENT_TYPE_DECLARATIONS } from '../content-types';
import { slugFieldOf, translatableFieldsOf } from '../content-types/fields';
import { isReservedLocationSlug } from '../content-types/location-page';
import type { ContentEntity } from '../editorial';
import { toSlug } from '../slug';
import { publishable, recordQuery, SCHEDULE_RULE, statusQuery } from './editorial';
import { localeParam } from './locale';

// Content translations (issue 29): what a translation of a blog, case study or location
// page holds is read from the type's declaration: its fields declared `translatable`
// (with their own rules and messages) and, for a type with an address, its slug field.
// An Arabic slug may be written in Arabic or Latin letters.

export { localeParam, localeQuery, translationLocaleOf } from './locale';

const SLUG_MAX = 200;

/** Characters that would end or break a path segment, and control characters. */
const NOT_IN_A_SLUG = /[/?#%\\\u0000-\u001f\u007f]/;

/**
 * The spec's slug rule (trimmed, lower-cased, each whitespace run one hyphen), on the
 * text in its composed Unicode form, so one Arabic word is always one slug.
 */
export const normaliseTranslationSlug = (text: string) => toSlug(text.normalize('NFC'));

/** Whether a normalised text can be a stored slug (what a lookup by slug may ask for). */
export const isTranslationSlug = (slug: string) =>
  slug !== '' && slug.length <= SLUG_MAX && !NOT_IN_A_SLUG.test(slug);

/** A slug made from a title: characters a slug cannot hold become hyphens (as English slugs). */
export const slugFromTitle = (title: string) =>
  normaliseTranslationSlug(title).replace(/[/?#%\\\u0000-\u001f\u007f]+/g, '-');

const FORBIDDEN_MESSAGE = 'The Arabic URL cannot contain /, ?, #, % or \\.';

/** A written Arabic slug: normalised; refused when it holds a character a URL segment cannot. */
const writtenSlug = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .max(SLUG_MAX, `${label} must be at most ${SLUG_MAX} characters.`)
    .transform(normaliseTranslationSlug)
    .refine((slug) => !NOT_IN_A_SLUG.test(slug), FORBIDDEN_MESSAGE);

/** A blog's Arabic slug: optional, made from the Arabic title when left empty. */
const blogSlug = writtenSlug('The Arabic URL')
  .default('')
  .describe(
    'The Arabic address segment (/ar/blogs/{slug}), in Arabic or Latin letters; lower-cased, ' +
      'spaces become hyphens; made from the Arabic title when empty. Unique among Arabic blog slugs (409).',
  );

/** A location page's Arabic slug: required, and not the first segment of another Arabic route. */
const locationSlug = writtenSlug('The Arabic URL')
  .refine((slug) => slug !== '', 'The Arabic URL is required.')
  .refine(
    (slug) => !isReservedLocationSlug(slug),
    'This URL is used by another page of the site; choose another.',
  )
  .describe(
    'The Arabic address segment (/ar/{slug}), in Arabic or Latin letters; lower-cased, spaces become ' +
      'hyphens. Unique among Arabic location page slugs (409).',
  );

const SLUG_RULES: Record<ContentEntity, z.ZodType | undefined> = {
  blog: blogSlug,
  'case-study': undefined,
  'location-page': locationSlug,
};

/**
 * The input of a type's translation: each translatable field under its declared rule,
 * and its slug field (if it has one) under the Arabic slug rule.
 */
function translationInputOf(entity: ContentEntity) {
  const { fields } = CONTENT_TYPE_DECLARATIONS[entity];
  const shape: Record<string, z.ZodType> = {};
  for (const name of translatableFieldsOf(fields)) {
    shape[name] = (fields as Record<string, { rule: z.ZodType }>)[name]!.rule;
  }
  const slugField = slugFieldOf(fields);
  const slugRule = SLUG_RULES[entity];
  if (slugField && slugRule) shape[slugField] = slugRule;
  return z.object(shape);
}

export const blogTranslationSchema = translationInputOf('blog');
export const caseStudyTranslationSchema = translationInputOf('case-study');
export const locationPageTranslationSchema = translationInputOf('location-page');

/** Each type's translation input (without the publication fields). */
export const TRANSLATION_SCHEMAS: Record<ContentEntity, z.ZodObject> = {
  blog: blogTranslationSchema,
  'case-study': caseStudyTranslationSchema,
  'location-page': locationPageTranslationSchema,
};

/** The body of PUT …/{id}?locale=ar: the translation's fields and its publication fields. */
export const blogTranslationBody = publishable(blogTranslationSchema).meta({
  id: 'BlogTranslationInput',
  ...SCHEDULE_RULE,
});
export const caseStudyTranslationBody = publishable(caseStudyTranslationSchema).meta({
  id: 'CaseStudyTranslationInput',
  ...SCHEDULE_RULE,
});
export const locationPageTranslationBody = publishable(locationPageTranslationSchema).meta({
  id: 'LocationPageTranslationInput',
  ...SCHEDULE_RULE,
});

export const TRANSLATION_BODIES = {
  blog: blogTranslationBody,
  'case-study': caseStudyTranslationBody,
  'location-page': locationPageTranslationBody,
} as const;

/** The translation's fields, as a translation stores and answers them. */
export type TranslationInput = Record<string, unknown>;

/** PUT of a record with ?locale=: ?draft=true keeps a published translation live, as a record's. */
export const localizedDraftQuery = statusQuery
  .pick({ draft: true })
  .extend({ locale: localeParam });

/** ?entity=&id=&locale=: one record, or its translation. */
export const localizedRecordQuery = recordQuery.extend({ locale: localeParam });
