import { z } from '@/lib/zod-setup';
import { BLOG_SECTION_SLOTS } from '../constants';
import { blogHref } from '../paths';
import { mediaAddress, optionalHttpUrl, optionalText, requiredText } from '../schemas/fields';
import { defineContentType, defineFields, inputSchemaOf, type ColumnsOf } from './fields';
import { META_DESCRIPTION_HINT, META_TITLE_HINT } from './seo-hints';

// Blogs (spec point 3), edited in the blog popup: ten heading/paragraph slots, category
// choice, meta fields, image and published date (spec point 2).

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

export const blogFields = defineFields({
  title: {
    label: 'Title',
    rule: requiredText('Title', 200),
    widget: 'text',
    required: true,
    translatable: true,
    listColumn: true,
    search: true,
  },
  slug_url: {
    label: 'Address (URL)',
    rule: z
      .string({ message: 'URL must be text.' })
      .trim()
      .max(200, 'URL must be at most 200 characters.')
      .optional(),
    widget: 'slug',
    hint: 'Leave empty to make it from the title.',
    listColumn: true,
    search: true,
  },
  brief_paragraph: {
    label: 'Brief paragraph',
    rule: optionalText('Brief paragraph', 1000),
    widget: 'long-text',
    rows: 3,
    hint: 'A short summary shown on the blog cards.',
    translatable: true,
    listColumn: true,
  },
  blog_image: {
    label: 'Blog image',
    rule: mediaAddress('Image'),
    widget: 'image',
    listColumn: true,
  },
  published_date: {
    label: 'Published date',
    rule: z
      .string({ message: 'Published date must be text.' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'Published date must be a date (YYYY-MM-DD).')
      .transform((value) => value.slice(0, 10))
      .refine(isCalendarDate, 'Published date is not a real date.'),
    widget: 'date',
    required: true,
    listColumn: true,
  },
  metaTitle: {
    label: 'Meta title',
    rule: optionalText('Meta title', 120),
    widget: 'text',
    recommendedMax: META_TITLE_HINT,
    hint: `The title shown in search results and the browser tab. Best at most ${META_TITLE_HINT} characters.`,
    translatable: true,
  },
  metaDescription: {
    label: 'Meta description',
    rule: optionalText('Meta description', 320),
    widget: 'long-text',
    rows: 3,
    recommendedMax: META_DESCRIPTION_HINT,
    hint: `The summary shown under the title in search results. Best at most ${META_DESCRIPTION_HINT} characters.`,
    translatable: true,
  },
  canonicalLink: {
    label: 'Canonical link',
    rule: optionalHttpUrl('Canonical link'),
    widget: 'text',
    input: 'url',
    hint: 'Optional. The original address of this article if it was first published elsewhere (https://…).',
  },
  // A number, or digits from a <select>; not z.coerce, which would take true or [3] as ids.
  category: {
    label: 'Category',
    rule: z
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
    widget: 'select',
    required: true,
    storage: 'nullable-integer',
    listColumn: true,
  },
  blogs_content: {
    label: 'Content sections',
    rule: z
      .array(section, { message: 'Sections must be a list.' })
      .max(BLOG_SECTION_SLOTS, `A blog has at most ${BLOG_SECTION_SLOTS} sections.`)
      .default([])
      .transform(keepCompleteSections),
    widget: 'sections',
    storage: 'child-rows',
    translatable: true,
  },
});

export const blogType = defineContentType({
  entity: 'blog',
  label: 'Blog',
  table: 'blogs',
  idColumn: 'blog_id',
  fields: blogFields,
  titleField: 'title',
  listOrder: [
    { column: 'published_date', direction: 'desc' },
    { column: 'blog_id', direction: 'desc' },
  ],
  paths: { admin: '/admin/blogs', api: '/blog' },
  navigation: { label: 'Blogs', text: 'Write and update the articles of the Insights page.' },
  sitemap: {
    priority: 0.6,
    pathColumns: ['slug_url', 'title'],
    path: (row) => blogHref({ slug_url: row.slug_url!, title: row.title! }),
  },
  cacheTags: { record: 'blog', slug: 'blog-slug', list: 'blogs:list' },
  // The blog popup (spec point 2); its ten section slots are drawn by the editor.
  form: [
    {
      items: [
        'title',
        'slug_url',
        'brief_paragraph',
        { row: ['category', 'published_date'] },
        'blog_image',
      ],
    },
    { legend: 'Search engines', items: ['metaTitle', 'metaDescription', 'canonicalLink'] },
    { legend: 'Content sections', items: ['blogs_content'] },
  ],
});

/** POST /blog and PUT /blog/{id}. `paragraph` is HTML; the server sanitizes it. */
export const blogSchema = inputSchemaOf(blogFields);

export type BlogFormInput = z.input<typeof blogSchema>;
export type BlogPayload = z.infer<typeof blogSchema>;
/** The field columns of blogs (sections are rows of blog_sections). */
export type BlogColumns = ColumnsOf<typeof blogFields>;
