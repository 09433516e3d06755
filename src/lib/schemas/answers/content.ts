import { z } from '@/lib/zod-setup';
import { CONTENT_ENTITIES, PUBLICATION_STATUSES, REDIRECT_CODES } from '../../editorial';
import { TRANSLATION_LOCALES } from '../../locale';
import { blogFields } from '../../content-types/blog';
import { listColumnsOf, storedShapeOf } from '../../content-types/fields';
import { caseStudySchema } from '../case-study';
import { locationPageSchema } from '../location-page';

// The content records as the API answers them (spec points 3 and 7, with the
// publication state of issue 12).

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Where a record stands (src/lib/editorial.ts): every blog, case study and location page carries it. */
const publication = {
  status: z
    .enum(PUBLICATION_STATUSES)
    .describe('Only published records are shown to callers without a staff session'),
  publish_at: z
    .string()
    .nullable()
    .describe(
      'When it goes live (for a published record: when its pending changes do); null when nothing is scheduled',
    ),
  published_at: z.string().nullable().describe('When it last went live'),
  published_late_from: z
    .string()
    .nullable()
    .describe(
      'The planned time, when a scheduled publication ran over a minute late (no server was running)',
    ),
};

/** Staff callers only; left out of what anyone else is answered. */
const pendingChanges = {
  pending_changes: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe(
      "Staff callers only: a published record's saved draft (the full input), not live until it is published",
    ),
};

/** Stored as text (the domain's type): records older than the option list may hold others. */
const storedCategory = z.string().describe('One of the category options, or empty');

export const caseStudyRecord = caseStudySchema
  .extend({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    category1: storedCategory,
    category2: storedCategory,
    category3: storedCategory,
    category4: storedCategory,
    template: z.string().describe('template1 or template2 (stored as text)'),
    // Required to save, but empty in a case study just created (POST takes no body).
    sec4Heading: z.string(),
    sec4SubHeading: z.string(),
    ...timestamps,
    ...publication,
    ...pendingChanges,
  })
  .meta({ id: 'CaseStudy' });

// A blog's columns as stored (spec point 3's names), from its declaration: the list
// answer carries the fields declared as list columns, the detail all of them.
const blogSummaryShape = {
  blog_id: z.number().int(),
  ...storedShapeOf(blogFields, listColumnsOf(blogFields)),
  updatedAt: z.string(),
  ...publication,
};

export const blogSummaryRecord = z.object(blogSummaryShape).meta({ id: 'BlogSummary' });

export const blogRecord = z
  .object({
    ...blogSummaryShape,
    ...storedShapeOf(blogFields),
    blogs_content: z.array(
      z.object({ heading: z.string(), paragraph: z.string().describe('Sanitized HTML') }),
    ),
    ...pendingChanges,
  })
  .meta({ id: 'Blog' });

export const categoryRecord = z
  .object({ category_id: z.number().int(), category: z.string() })
  .meta({ id: 'Category' });

export const locationPageRecord = locationPageSchema
  .extend({ location_id: z.number().int(), ...timestamps, ...publication, ...pendingChanges })
  .meta({ id: 'LocationPage' });

/** Any of the three records, bare, as its own endpoints answer it. */
export const contentRecord = z.union([blogRecord, caseStudyRecord, locationPageRecord]);

const revisionSummaryShape = {
  revision_id: z.number().int(),
  createdAt: z.string(),
  author: z.string().describe('Who saved: the name of the staff member, or Scheduler'),
  summary: z.string().describe('What the save did and the names of the fields it changed'),
};

export const revisionSummaryRecord = z.object(revisionSummaryShape).meta({ id: 'RevisionSummary' });

export const revisionRecord = z
  .object({
    ...revisionSummaryShape,
    entity: z.enum(CONTENT_ENTITIES),
    id: z.string().describe("The record's id: its blog_id, _id or location_id, as text"),
    snapshot: z
      .record(z.string(), z.unknown())
      .describe('The whole record as staff saw it after that save'),
    locale: z
      .enum(TRANSLATION_LOCALES)
      .optional()
      .describe(
        "A translation's revision: its language (the snapshot is the translated record). Absent for the record's own",
      ),
  })
  .meta({ id: 'Revision' });

export const redirectRecord = z
  .object({
    id: z.number().int(),
    source: z.string().describe('A path on this site, without a trailing slash'),
    target: z.string().describe("Where visitors are sent; '' for 410 Gone"),
    code: z.literal(REDIRECT_CODES),
    hits: z.number().int().describe('How many times it has been answered'),
    ...timestamps,
  })
  .meta({ id: 'Redirect' });

export const notFoundEntry = z
  .object({
    path: z.string(),
    count: z.number().int().describe('How many times it was asked for'),
    referrer: z.string().describe('The last page that linked to it, or empty'),
    lastSeen: z.string(),
  })
  .meta({ id: 'NotFoundEntry' });

export const previewLinkRecord = z
  .object({
    url: z.string().describe('The link to share: SITE_URL/preview/{token}'),
    expiresAt: z.string(),
  })
  .meta({ id: 'PreviewLink' });

/** GET /api/not-found-log. */
export const notFoundLog = z.array(notFoundEntry);

/** GET /api/revisions. */
export const revisionSummaries = z.array(revisionSummaryRecord);

/** GET /api/categories. */
export const categoryRecords = z.array(categoryRecord);

// Their types, for the admin's API client and screens.
export type CaseStudyRecord = z.infer<typeof caseStudyRecord>;
export type BlogSummaryRecord = z.infer<typeof blogSummaryRecord>;
export type BlogRecord = z.infer<typeof blogRecord>;
export type CategoryRecord = z.infer<typeof categoryRecord>;
export type LocationPageRecord = z.infer<typeof locationPageRecord>;
export type RevisionSummary = z.infer<typeof revisionSummaryRecord>;
export type Revision = z.infer<typeof revisionRecord>;
export type RedirectRecord = z.infer<typeof redirectRecord>;
export type NotFoundEntry = z.infer<typeof notFoundEntry>;
export type PreviewLink = z.infer<typeof previewLinkRecord>;
