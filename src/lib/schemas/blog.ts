import { z } from 'zod';
import { BLOG_SECTION_SLOTS } from '../constants';
import { mediaAddress, optionalHttpUrl, optionalText, requiredText } from './fields';

const section = z.object({
  heading: z
    .string({ message: 'A section heading must be text.' })
    .trim()
    .max(200, 'A section heading must be at most 200 characters.'),
  paragraph: z
    .string({ message: 'A section paragraph must be text.' })
    .max(20_000, 'A section paragraph must be at most 20,000 characters.'),
});

/** Spec point 5: only complete heading/paragraph pairs are kept. */
export function keepCompleteSections<T extends { heading: string; paragraph: string }>(
  sections: T[],
): T[] {
  return sections.filter(
    (s) => s.heading.trim() !== '' && s.paragraph.replace(/<[^>]*>/g, '').trim() !== '',
  );
}

/** 2025-02-30 parses as 2 March; a real date survives the round trip unchanged. */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** POST /blog and PUT /blog/{id}. `paragraph` is HTML; the server sanitizes it. */
export const blogSchema = z.object({
  title: requiredText('Title', 200),
  slug_url: z
    .string({ message: 'URL must be text.' })
    .trim()
    .max(200, 'URL must be at most 200 characters.')
    .optional(),
  brief_paragraph: optionalText('Brief paragraph', 1000),
  blog_image: mediaAddress('Image'),
  published_date: z
    .string({ message: 'Published date must be text.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'Published date must be a date (YYYY-MM-DD).')
    .transform((value) => value.slice(0, 10))
    .refine(isCalendarDate, 'Published date is not a real date.'),
  metaTitle: optionalText('Meta title', 120),
  metaDescription: optionalText('Meta description', 320),
  canonicalLink: optionalHttpUrl('Canonical link'),
  // A number, or digits from a <select>; not z.coerce, which would take true or [3] as ids.
  category: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { message: 'Choose a category.' },
    )
    .pipe(z.number().int('Choose a category.').positive('Choose a category.')),
  blogs_content: z
    .array(section, { message: 'Sections must be a list.' })
    .max(BLOG_SECTION_SLOTS, `A blog has at most ${BLOG_SECTION_SLOTS} sections.`)
    .default([])
    .transform(keepCompleteSections),
});

export type BlogFormInput = z.input<typeof blogSchema>;
export type BlogPayload = z.infer<typeof blogSchema>;
