import { z } from '@/lib/zod-setup';
import { ENQUIRY_STATUSES, STATS_RANGES } from '../enquiries';
import { LOCALES } from '../locale';
import { calendarDay } from './audit';
import { pageNumber } from './fields';

/** The inbox's filters (issue 27): every one optional; without status, every enquiry but Spam. */
export const enquiryFilterQuery = z.object({
  status: z
    .enum(ENQUIRY_STATUSES, { message: 'status must be new, contacted, won, lost or spam.' })
    .optional()
    .describe('Only this status; without it, every status but spam'),
  form: z.enum(['main', 'page'], { message: 'form must be main or page.' }).optional(),
  locale: z
    .enum(LOCALES, { message: 'locale must be en or ar.' })
    .optional()
    .describe('Only enquiries sent with the form in this language'),
  source: z
    .string()
    .trim()
    .max(253, 'source must be at most 253 characters.')
    .optional()
    .describe('utm_source, else the referrer host, else Direct'),
  assignee: z
    .string()
    .regex(/^(\d{1,9}|none)$/, 'assignee must be a staff member id, or none.')
    .optional()
    .describe("A staff member's id, or none for enquiries assigned to nobody"),
  from: calendarDay('from').describe('From this day (YYYY-MM-DD, site time zone)'),
  to: calendarDay('to').describe('To this day, inclusive'),
});

/** GET /api/enquiries query: page (from 1), pageSize (1-100, default 20) and the filters. */
export const enquiryPageQuery = enquiryFilterQuery.extend({
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(20),
});

/** PATCH /api/enquiries/{id} body (before the pipeline: handled is Contacted, unhandled New). */
export const enquiryPatchSchema = z
  .strictObject({
    handled: z.boolean({ message: 'handled must be true or false.' }),
  })
  .meta({ id: 'EnquiryPatch' });

/** PUT /api/enquiries/{id} body: its status and who works on it. */
export const enquiryUpdateSchema = z
  .strictObject({
    status: z
      .enum(ENQUIRY_STATUSES, { message: 'status must be new, contacted, won, lost or spam.' })
      .optional(),
    assignee: z
      .number({ message: 'assignee must be a staff member id, or null.' })
      .int('assignee must be a staff member id, or null.')
      .positive('assignee must be a staff member id, or null.')
      .nullable()
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.assignee !== undefined, {
    message: 'Send status, assignee or both.',
  })
  .meta({ id: 'EnquiryUpdate' });

export const enquiryNoteSchema = z
  .strictObject({
    text: z
      .string({ message: 'text must be text.' })
      .trim()
      .min(1, 'Write the note first.')
      .max(5000, 'A note may be at most 5000 characters.'),
  })
  .meta({ id: 'EnquiryNoteInput' });

export const statsQuery = z.object({
  range: z
    .enum(STATS_RANGES, { message: 'range must be 4w, 12w or 12m.' })
    .default('4w')
    .describe('4 weeks, 12 weeks or 12 months, up to today'),
});
