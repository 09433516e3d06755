import { z } from '@/lib/zod-setup';
import { PUBLICATION_STATUSES } from '../../editorial';
import { TRANSLATION_LOCALES } from '../../locale';
import { blogRecord, blogSummaryRecord, caseStudyRecord, locationPageRecord } from './content';

// Content translations as the API answers them (issue 29). A translated record has the
// English record's shape with its translatable fields and slug replaced by the
// translation's, its publication fields (status, publish_at, published_at,
// published_late_from) those of the translation, and `locale`; its pending_changes
// (staff only) are the translation's own, which hold only the translatable fields.

const locale = {
  locale: z.enum(TRANSLATION_LOCALES).describe('The language of the translated fields'),
};

const translationPending = {
  pending_changes: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe(
      "Staff callers only: a published translation's saved draft (its translatable fields), not live until published",
    ),
};

export const translatedBlogSummary = blogSummaryRecord
  .extend(locale)
  .meta({ id: 'TranslatedBlogSummary' });

export const translatedBlog = blogRecord
  .extend({ ...locale, ...translationPending })
  .meta({ id: 'TranslatedBlog' });

export const translatedCaseStudy = caseStudyRecord
  .extend({ ...locale, ...translationPending })
  .meta({ id: 'TranslatedCaseStudy' });

export const translatedLocationPage = locationPageRecord
  .extend({
    // An Arabic slug may hold Arabic letters: not the English rule's pattern.
    slug_url: z.string().describe('The Arabic address segment: /ar/{slug_url}'),
    ...locale,
    ...translationPending,
  })
  .meta({ id: 'TranslatedLocationPage' });

/** Where each translation of a record stands, as the staff lists show it. */
export const translationStates = z
  .object({
    ar: z
      .object({
        status: z.enum(PUBLICATION_STATUSES),
        slug: z.string().optional().describe('Its Arabic slug (blogs and location pages)'),
      })
      .optional()
      .describe('Absent when the record has no Arabic translation'),
  })
  .meta({ id: 'TranslationStates' });

const translations = {
  translations: translationStates
    .optional()
    .describe("Staff callers only: each translation's status (and slug); absent for anyone else"),
};

/** A record as the lists answer it: staff callers also get its translations' states. */
export const blogListItem = blogSummaryRecord.extend(translations).meta({ id: 'BlogListItem' });
export const caseStudyListItem = caseStudyRecord
  .extend(translations)
  .meta({ id: 'CaseStudyListItem' });
export const locationPageListItem = locationPageRecord
  .extend(translations)
  .meta({ id: 'LocationPageListItem' });

export type TranslationStates = z.infer<typeof translationStates>;
export type TranslatedBlogSummary = z.infer<typeof translatedBlogSummary>;
export type TranslatedBlog = z.infer<typeof translatedBlog>;
export type TranslatedCaseStudy = z.infer<typeof translatedCaseStudy>;
export type TranslatedLocationPage = z.infer<typeof translatedLocationPage>;
export type BlogListItem = z.infer<typeof blogListItem>;
export type CaseStudyListItem = z.infer<typeof caseStudyListItem>;
export type LocationPageListItem = z.infer<typeof locationPageListItem>;

/** What restoring a revision answers: the record, or (a translation's revision) the translated record. */
export const restoredRecord = z.union([
  blogRecord,
  caseStudyRecord,
  locationPageRecord,
  translatedBlog,
  translatedCaseStudy,
  translatedLocationPage,
]);

/** Each type's answers in a translation's language, and its English list item for staff. */
export const TRANSLATION_ANSWERS = {
  blog: { record: translatedBlog, listItem: translatedBlogSummary, englishListItem: blogListItem },
  'case-study': {
    record: translatedCaseStudy,
    listItem: translatedCaseStudy,
    englishListItem: caseStudyListItem,
  },
  'location-page': {
    record: translatedLocationPage,
    listItem: translatedLocationPage,
    englishListItem: locationPageListItem,
  },
} as const;
