import { z } from '@/lib/zod-setup';
import {
  ATTRIBUTION_FIELDS,
  DEVICE_CLASSES,
  ENQUIRY_STATUSES,
  SPAM_REASONS,
  STATS_RANGES,
} from '../../enquiries';
import { LOCALES } from '../../locale';

const attributionShape = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [field, z.string()]),
) as Record<(typeof ATTRIBUTION_FIELDS)[number], z.ZodString>;

// The enquiry inbox and the instance's own reports, as the API answers them.

export const enquiryRecord = z
  .object({
    id: z.number().int(),
    form: z.enum(['main', 'page']),
    name: z.string(),
    email: z.string(),
    phoneNum: z.string(),
    businessName: z.string(),
    role: z.string(),
    message: z.string(),
    formType: z.string(),
    locale: z
      .enum(LOCALES)
      .describe("The language of the form it was sent with; 'en' when the client named none"),
    createdAt: z.string(),
    handledAt: z
      .string()
      .nullable()
      .describe(
        'When it was first moved past New (Contacted, Won or Lost); null while New or Spam',
      ),
    status: z.enum(ENQUIRY_STATUSES),
    assignee: z.number().int().nullable().describe("The staff member's id who works on it"),
    statusChangedAt: z.string().nullable(),
    ...attributionShape,
    device: z
      .enum([...DEVICE_CLASSES, ''])
      .describe("From the sender's User-Agent; '' when unknown"),
    language: z.string().describe("The page's language (en, ar); '' when unknown"),
    source: z.string().describe('utm_source, else the referrer host, else Direct'),
    spamReason: z.enum(SPAM_REASONS).describe("Why it was filed as Spam; '' when it was not"),
    delivery: z.enum(['sent', 'pending', 'failed-retrying']),
    deliveryAttempts: z.number().int(),
  })
  .meta({ id: 'Enquiry' });

export const enquiryNote = z
  .object({
    id: z.number().int(),
    authorId: z.number().int().nullable(),
    authorName: z.string(),
    text: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'EnquiryNote' });

export const enquiryDetail = enquiryRecord
  .extend({ notes: z.array(enquiryNote).describe('Internal notes, oldest first') })
  .meta({ id: 'EnquiryDetail' });

export const enquiryStats = z
  .object({
    range: z.enum(STATS_RANGES),
    unit: z.enum(['week', 'month']),
    from: z.string().describe('The first day (YYYY-MM-DD, site time zone)'),
    to: z.string().describe('Today'),
    total: z.number().int(),
    periods: z.array(
      z.object({
        start: z.string().describe("The period's first day"),
        main: z.number().int().describe('Sent with the site-wide form'),
        page: z.number().int().describe('Sent with the contact page form'),
        total: z.number().int(),
      }),
    ),
    sources: z.array(
      z.object({
        source: z.string(),
        enquiries: z.number().int(),
        won: z.number().int(),
        wonRate: z.number().describe('won ÷ enquiries, 0 to 1'),
      }),
    ),
    pages: z
      .array(z.object({ page: z.string(), enquiries: z.number().int() }))
      .describe('The ten pages that sent most'),
  })
  .meta({ id: 'EnquiryStats' });

export const enquiryPage = z
  .object({
    items: z.array(enquiryRecord),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'EnquiryPage' });

const checkResult = z.enum(['ok', 'not configured', 'failed', 'timed out']);

/** GET /api/ready while the instance takes requests ("degraded": Redis away). */
export const readyAnswer = z
  .object({
    status: z.enum(['ready', 'degraded']),
    checks: z.object({ database: checkResult, redis: checkResult }),
  })
  .meta({ id: 'Ready' });

/** GET /api/ready while it does not: the database did not answer, or it is shutting down. */
export const notReadyAnswer = z
  .object({
    status: z.enum(['unavailable', 'stopping']),
    checks: z.object({ database: checkResult, redis: checkResult }).optional(),
    message: z.string(),
  })
  .meta({ id: 'NotReady' });

export const healthAnswer = z
  .object({ status: z.literal('ok'), engine: z.enum(['sqlite', 'postgres']) })
  .meta({ id: 'Health' });

export const unhealthyAnswer = z
  .object({ status: z.literal('unavailable'), message: z.string() })
  .meta({ id: 'Unhealthy' });

// Their types, for the admin's API client and screens.
export type EnquiryRecord = z.infer<typeof enquiryRecord>;
export type EnquiryPage = z.infer<typeof enquiryPage>;
export type EnquiryNote = z.infer<typeof enquiryNote>;
export type EnquiryDetail = z.infer<typeof enquiryDetail>;
export type EnquiryStats = z.infer<typeof enquiryStats>;
