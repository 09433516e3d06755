import { z } from '@/lib/zod-setup';

// Building blocks shared by every input schema. Messages are written for the people
// who read them: visitors and staff, not programmers.

export const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .default('');

/** A media address: a site path (/uploads/…, /demo/…) or an http(s) URL; empty allowed. */
export const mediaAddress = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(2048, `${label} is too long.`)
    .refine(
      (value) =>
        value === '' || /^\/(?!\/)[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
      {
        message: `${label} must be an uploaded file's address or an http(s) URL.`,
      },
    )
    .default('');

/** An optional absolute http(s) URL (canonical links, meta links). */
export const optionalHttpUrl = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(2048, `${label} is too long.`)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      message: `${label} must start with http:// or https://.`,
    })
    .default('');

/** A URL path segment: lower-case letters, digits and hyphens. */
export const slugField = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required.`)
    .max(120, `${label} must be at most 120 characters.`)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      `${label} may only contain letters, digits and single hyphens.`,
    );

/** A whole number from 1 to `max` given as query-string text (page numbers, page sizes). */
export const pageNumber = (label: string, max: number) =>
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
