import { z } from '@/lib/zod-setup';
import { allServiceLinks, legacyServiceRedirects } from '@/content/navigation';
import { locationPageHref } from '../paths';
import { optionalHttpUrl, requiredText, slugField } from '../schemas/fields';
import {
  defineContentType,
  defineFields,
  inputSchemaOf,
  type ColumnsOf,
  type FieldDeclaration,
} from './fields';
import { META_DESCRIPTION_HINT, META_TITLE_HINT } from './seo-hints';

// Location pages (spec point 3): one page per city or area at /{slug_url}. The location
// popup marks every field required (spec point 5); the server's rules decide.

// Location pages live at /{slug_url}; these first segments belong to other routes.
export const RESERVED_LOCATION_SLUGS = new Set([
  'admin',
  'api',
  'blog',
  'blogs',
  'case-studies',
  'casestudy',
  'company',
  'contact',
  'insights',
  'login',
  'privacy-policy',
  'refund-policy',
  'robots.txt',
  'sitemap.xml',
  'sitemaps',
  'uploads',
  'demo',
  'brand',
  'send-contact-form',
  'send-contact-form-main',
  'solutions',
]);

const SERVICE_SLUGS = new Set(
  [...allServiceLinks.map((link) => link.href), ...Object.keys(legacyServiceRedirects)].map((p) =>
    p.slice(1),
  ),
);
const isServicePath = (slug: string) => SERVICE_SLUGS.has(slug);

/** A first path segment another route owns (in English, and under /ar for Arabic slugs). */
export const isReservedLocationSlug = (slug: string) =>
  RESERVED_LOCATION_SLUGS.has(slug) || isServicePath(slug);

const heading = (label: string) =>
  ({
    label,
    rule: requiredText(label, 200),
    widget: 'text',
    required: true,
    translatable: true,
  }) as const satisfies FieldDeclaration;
const paragraph = (label: string) =>
  ({
    label,
    rule: requiredText(label, 5000),
    widget: 'long-text',
    required: true,
    translatable: true,
  }) as const satisfies FieldDeclaration;

export const locationPageFields = defineFields({
  slug_url: {
    label: 'URL',
    rule: slugField('URL').refine((slug) => !isReservedLocationSlug(slug), {
      message: 'This URL is used by another page of the site; choose another.',
    }),
    widget: 'slug',
    required: true,
    prefix: '/',
    hint: 'The page address after the domain: lower-case letters, digits and hyphens, e.g. web-design-company-abu-dhabi.',
    listColumn: true,
    search: true,
  },
  main_heading: { ...heading('Main heading'), listColumn: true, search: true },
  main_paragraph: { ...paragraph('Main paragraph'), rows: 5 },
  highlighted_heading: {
    ...heading('Highlighted heading'),
    hint: 'A word or two shown highlighted above the main heading.',
  },
  heading_1: heading('Heading 1'),
  heading_2: heading('Heading 2'),
  heading_3: heading('Heading 3'),
  heading_4: heading('Heading 4'),
  paragraph_1: paragraph('Paragraph 1'),
  paragraph_2: paragraph('Paragraph 2'),
  paragraph_3: paragraph('Paragraph 3'),
  paragraph_4: paragraph('Paragraph 4'),
  meta_title: {
    label: 'Meta title',
    rule: requiredText('Meta title', 120),
    widget: 'text',
    required: true,
    translatable: true,
    recommendedMax: META_TITLE_HINT,
    hint: `Shown in search results and the browser tab. Best at most ${META_TITLE_HINT} characters.`,
  },
  meta_keywords: {
    label: 'Meta keywords',
    rule: requiredText('Meta keywords', 500),
    widget: 'text',
    required: true,
    translatable: true,
    hint: 'Words people search for, separated by commas.',
  },
  meta_link: {
    label: 'Meta link',
    rule: optionalHttpUrl('Meta link').pipe(z.string().min(1, 'Meta link is required.')),
    widget: 'text',
    required: true,
    hint: 'The full address of this page, e.g. https://…/web-design-company-abu-dhabi.',
  },
  meta_description: {
    label: 'Meta description',
    rule: requiredText('Meta description', 320),
    widget: 'long-text',
    required: true,
    translatable: true,
    rows: 3,
    recommendedMax: META_DESCRIPTION_HINT,
    hint: `Shown under the title in search results. Best at most ${META_DESCRIPTION_HINT} characters.`,
  },
});

const numberedSection = (n: 1 | 2 | 3 | 4) => ({
  legend: `Section ${n}`,
  items: [`heading_${n}`, `paragraph_${n}`],
});

export const locationPageType = defineContentType({
  entity: 'location-page',
  label: 'Location page',
  table: 'location_pages',
  idColumn: 'location_id',
  fields: locationPageFields,
  titleField: 'main_heading',
  listOrder: [{ column: 'location_id', direction: 'desc' }],
  paths: {
    admin: '/admin/location-pages',
    api: '/api/locationpages',
    apiCreate: '/api/locationpages/create',
  },
  navigation: {
    label: 'Location Pages',
    text: 'Manage the pages written for each city or area.',
  },
  sitemap: {
    priority: 0.6,
    pathColumns: ['slug_url'],
    path: (row) => locationPageHref(row.slug_url!),
  },
  cacheTags: { record: 'location-page', slug: 'location-slug' },
  // The location popup (spec point 2).
  form: [
    { items: ['slug_url', 'main_heading', 'highlighted_heading', 'main_paragraph'] },
    numberedSection(1),
    numberedSection(2),
    numberedSection(3),
    numberedSection(4),
    {
      legend: 'Search engines',
      items: ['meta_title', 'meta_keywords', 'meta_link', 'meta_description'],
    },
  ],
});

/** POST /api/locationpages/create and PUT /api/locationpages/{id}: every field is required. */
export const locationPageSchema = inputSchemaOf(locationPageFields);

export type LocationPageInput = z.infer<typeof locationPageSchema>;
/** The field columns of location_pages. */
export type LocationPageColumns = ColumnsOf<typeof locationPageFields>;
