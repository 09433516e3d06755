import { z } from '@/lib/zod-setup';
import { CONTENT_ENTITIES, PUBLICATION_STATUSES, REDIRECT_CODES } from '../editorial';
import { listQuery } from './list-query';
import { localeParam } from './locale';

// The publication fields every content write may carry. Without `status` a write
// publishes, so a client written against spec point 7 keeps working.

export const publicationShape = {
  status: z
    .enum(PUBLICATION_STATUSES, { message: 'Status must be draft, scheduled or published.' })
    .optional()
    .describe(
      'draft: saved, not on the site (unpublishes a published record); scheduled: goes live at ' +
        'publish_at; published: live now. Without it the write publishes, as in the original API.',
    ),
  publish_at: z.iso
    .datetime({ offset: true, message: 'Publish time must be a date and time (ISO 8601).' })
    .transform((value) => new Date(value).toISOString())
    .nullish()
    .describe(
      'ISO 8601 with an offset (e.g. 2026-12-01T09:00:00+04:00); required when status is ' +
        'scheduled. A time already past publishes at once.',
    ),
};

/** checkSchedule's rule, as JSON Schema states it: a schedule needs its time. */
export const SCHEDULE_RULE = {
  if: { properties: { status: { const: 'scheduled' } }, required: ['status'] },
  then: { required: ['publish_at'], properties: { publish_at: { type: 'string' } } },
};

export type PublicationInput = {
  status?: (typeof PUBLICATION_STATUSES)[number] | undefined;
  publish_at?: string | null | undefined;
};

/** A schedule needs its time. */
export function checkSchedule(input: PublicationInput, context: z.RefinementCtx<never>): void {
  if (input.status === 'scheduled' && !input.publish_at) {
    context.addIssue({
      code: 'custom',
      path: ['publish_at'],
      message: 'Choose when to publish (publish_at).',
    });
  }
}

export const contentEntity = z.enum(CONTENT_ENTITIES, {
  message: 'entity must be blog, case-study or location-page.',
});

/** POST /api/preview-links. */
export const previewLinkSchema = z
  .object({
    entity: contentEntity,
    id: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().min(1).max(40))
      .describe("The record's blog_id, _id or location_id"),
    locale: localeParam.describe(
      "en (the default): the record's draft. ar: its Arabic translation's draft. Revoking without it ends the links of every language",
    ),
  })
  .meta({ id: 'PreviewLinkInput' });

/** A site path as it reads: one leading slash; no scheme, host, query, fragment or %-codes. */
const SITE_PATH = /^\/(?!\/)[^\t\n\r?#\\%]*$/;
const SITE_PATH_MESSAGE = (label: string) =>
  `${label} must be a path on this site, starting with / (written as it reads, without %-codes).`;

/** A path without its trailing slash (the root stays "/"). */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const sitePath = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(500, `${label} must be at most 500 characters.`)
    .regex(SITE_PATH, SITE_PATH_MESSAGE(label))
    .transform(withoutTrailingSlash);

/** POST /api/redirects and PUT /api/redirects/{id}. */
export const redirectSchema = z
  .object({
    source: sitePath('Source'),
    // Empty for 410 Gone.
    target: z
      .string({ message: 'Target must be text.' })
      .trim()
      .max(500, 'Target must be at most 500 characters.')
      .default('')
      .refine((path) => path === '' || SITE_PATH.test(path), SITE_PATH_MESSAGE('Target'))
      .transform(withoutTrailingSlash)
      .describe(
        'A path on this site, other than the source; required unless code is 410 (then ignored)',
      ),
    code: z
      .union(
        REDIRECT_CODES.map((code) => z.literal(code)),
        { message: 'Code must be 301, 308 or 410.' },
      )
      .describe('301 or 308: redirect (308 keeps the method); 410: Gone'),
  })
  .superRefine((value, context) => {
    if (value.code !== 410 && value.target === '')
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Choose where it redirects to.',
      });
    if (value.code !== 410 && value.target === value.source)
      context.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'A redirect cannot point to itself.',
      });
  })
  .transform((value) => (value.code === 410 ? { ...value, target: '' } : value))
  // The superRefine's rule, as JSON Schema states it: a redirect needs its target.
  .meta({
    id: 'RedirectInput',
    if: { properties: { code: { const: 410 } }, required: ['code'] },
    else: { required: ['target'], properties: { target: { minLength: 1 } } },
  });

export type RedirectInput = z.infer<typeof redirectSchema>;

/** A content type's input schema with the publication fields (POST and PUT bodies). */
export function publishable<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema
    .extend(publicationShape)
    .superRefine((value, context) =>
      checkSchedule(value as PublicationInput, context as z.RefinementCtx<never>),
    );
}

/** The publication fields of a body, apart from the record's own fields. */
export function splitPublication<T extends PublicationInput>(
  body: T,
): { publication: PublicationInput; input: Omit<T, 'status' | 'publish_at'> } {
  const { status, publish_at, ...input } = body;
  return { publication: { status, publish_at }, input };
}

/** The ?status= filter of the admin lists. */
export const statusQuery = z.object({
  status: z
    .enum(PUBLICATION_STATUSES, { message: 'status must be draft, scheduled or published.' })
    .optional()
    .describe(
      'Staff callers only: just the records of this status (others always get published ones)',
    ),
  draft: z
    .enum(['true', 'false'], { message: 'draft must be true or false.' })
    .optional()
    .describe(
      'true: on a published record the body becomes its pending changes and the live ' +
        'version stays; on any other record it is saved in place, its status unchanged',
    ),
});

/** GET of a content list: the whole list, or one page of it; staff may filter by status. */
export const contentListQuery = listQuery.extend({ status: statusQuery.shape.status });

/** PUT of a content record: ?draft=true saves the body as pending changes. */
export const draftQuery = statusQuery.pick({ draft: true });

/** ?entity=&id=: one blog, case study or location page. */
export const recordQuery = z.object({
  entity: contentEntity,
  id: z
    .string({ message: 'id is required.' })
    .min(1, 'id is required.')
    .max(40)
    .describe("The record's blog_id, _id or location_id"),
});
