import { z } from '@/lib/zod-setup';

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
    createdAt: z.string(),
    handledAt: z.string().nullable(),
    delivery: z.enum(['sent', 'pending', 'failed-retrying']),
    deliveryAttempts: z.number().int(),
  })
  .meta({ id: 'Enquiry' });

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
