import { z } from 'zod';
import { CONTENT_ENTITIES, PUBLICATION_STATUSES, REDIRECT_CODES } from '../editorial';

// The publication fields every content write may carry. Without `status` a write
// publishes, so a client written against spec point 7 keeps working.

export const publicationShape = {
  status: z
    .enum(PUBLICATION_STATUSES, { message: 'Status must be draft, scheduled or published.' })
    .optional(),
  publish_at: z.iso
    .datetime({ offset: true, message: 'Publish time must be a date and time (ISO 8601).' })
    .transform((value) => new Date(value).toISOString())
    .nullish(),
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
export const previewLinkSchema = z.object({
  entity: contentEntity,
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
});

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
      .transform(withoutTrailingSlash),
    code: z.union(
      REDIRECT_CODES.map((code) => z.literal(code)),
      { message: 'Code must be 301, 308 or 410.' },
    ),
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
  .transform((value) => (value.code === 410 ? { ...value, target: '' } : value));

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
    .optional(),
  draft: z.enum(['true', 'false'], { message: 'draft must be true or false.' }).optional(),
});
