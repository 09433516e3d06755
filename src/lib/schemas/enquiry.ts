import { z } from 'zod';

const pageNumber = (label: string, max: number) =>
  z
    .string({ message: `${label} must be a whole number.` })
    .regex(/^\d{1,6}$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `${label} must be at least 1.`)
        .max(max, `${label} must be at most ${max}.`),
    );

/** GET /api/enquiries query: page (from 1) and pageSize (1-100, default 20). */
export const enquiryPageQuery = z.object({
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

/** PATCH /api/enquiries/{id} body. */
export const enquiryPatchSchema = z.strictObject({
  handled: z.boolean({ message: 'handled must be true or false.' }),
});
