import { z } from '@/lib/zod-setup';
import { pageNumber } from './fields';

/** GET /api/enquiries query: page (from 1) and pageSize (1-100, default 20). */
export const enquiryPageQuery = z.object({
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

/** PATCH /api/enquiries/{id} body. */
export const enquiryPatchSchema = z
  .strictObject({
    handled: z.boolean({ message: 'handled must be true or false.' }),
  })
  .meta({ id: 'EnquiryPatch' });
