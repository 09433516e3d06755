import { z } from '@/lib/zod-setup';
import './fields';

// GET /api/audit and /api/audit/export: ?user=&entity=&from=&to=&page= (all optional).

/** 2026-02-30 parses (as 2 March) but is no day of the calendar. */
const isCalendarDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** An optional YYYY-MM-DD query parameter that must be a day of the calendar. */
export const calendarDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-11-23.`)
    .refine(isCalendarDate, `${label} is not a real date.`)
    .optional();

export const auditQuery = z.object({
  user: z
    .string()
    .regex(/^\d{1,9}$/, 'user must be a staff member id.')
    .optional(),
  entity: z.string().max(40).optional(),
  from: calendarDay('from'),
  to: calendarDay('to'),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number from 1.')
    .optional(),
});
