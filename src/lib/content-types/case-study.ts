import { z } from '@/lib/zod-setup';
import { caseStudyHref } from '../paths';
import { mediaAddress, optionalText, requiredText } from '../schemas/fields';
import {
  defineContentType,
  defineFields,
  inputSchemaOf,
  type ColumnsOf,
  type FieldDeclaration,
  type FormItem,
} from './fields';

// Case studies (spec point 3), edited on their own page (/admin/casestudy/{id}/edit).
// Spec point 5: only Section 4's heading and sub-heading are required.

export const CASE_STUDY_CATEGORY_OPTIONS = [
  'Not selected',
  'Web Development',
  'CMS Development',
  'Ecommerce Development',
  'App Development',
  'Landing Page',
  'UI/UX Design',
  'Branding',
  'Marketing Strategy',
  'Google Ads',
  'SEO',
  'SMM',
  'Content Marketing',
  'Reputation Management',
  'Email Marketing',
  'Call Action Tracking',
  'CRM Integration',
  'API Integration',
  'Live Chat Solutions',
] as const;

export const CASE_STUDY_TEMPLATES = ['template1', 'template2'] as const;

/** 'Not selected' is stored as ''. */
const CATEGORY_CHOICES = CASE_STUDY_CATEGORY_OPTIONS.map((option) => ({
  value: option === 'Not selected' ? '' : option,
  label: option,
}));

const category = (n: 1 | 2 | 3 | 4) =>
  ({
    label: `Category ${n}`,
    rule: z
      .union([z.enum(CASE_STUDY_CATEGORY_OPTIONS), z.literal('')], {
        message: 'Choose one of the listed categories.',
      })
      .default(''),
    widget: 'select',
    options: CATEGORY_CHOICES,
    ...(n === 1 ? { listColumn: true } : {}),
  }) as const satisfies FieldDeclaration;

const text = (label: string, max: number) =>
  ({
    label,
    rule: optionalText(label, max),
    widget: 'text',
    translatable: true,
  }) as const satisfies FieldDeclaration;
const heading = (label: string) => text(label, 200);
const paragraph = (label: string, rows = 5) =>
  ({
    label,
    rule: optionalText(label, 5000),
    widget: 'long-text',
    rows,
    translatable: true,
  }) as const satisfies FieldDeclaration;
const image = (label: string) =>
  ({ label, rule: mediaAddress(label), widget: 'image' }) as const satisfies FieldDeclaration;
const figure = (n: 1 | 2 | 3 | 4) =>
  ({ ...text(`Figure ${n}`, 20), hint: 'e.g. 95% or 3x' }) as const satisfies FieldDeclaration;

export const caseStudyFields = defineFields({
  heroHeading: {
    ...heading('Hero heading'),
    hint: 'The title of the case study.',
    listColumn: true,
    search: true,
  },
  clientName: { ...text('Client name', 120), search: true },
  industry: text('Industry', 120),
  industryText: paragraph('Industry text', 3),
  bannerImage: { ...image('Banner image'), listColumn: true },
  video: { label: 'Testimonial video', rule: mediaAddress('Video'), widget: 'video' },
  category1: category(1),
  category2: category(2),
  category3: category(3),
  category4: category(4),
  template: {
    label: 'Template',
    rule: z
      .enum(CASE_STUDY_TEMPLATES, { message: 'Template must be template1 or template2.' })
      .default('template1'),
    widget: 'select',
    options: [
      { value: 'template1', label: 'Template 1' },
      { value: 'template2', label: 'Template 2' },
    ],
  },
  sec1Heading: heading('Section 1 heading'),
  sec1Para: paragraph('Section 1 paragraph', 6),
  sec1Img: image('Section 1 image'),
  sec2Heading: heading('Section 2 heading'),
  sec2Para: paragraph('Section 2 paragraph', 6),
  sec2Img: image('Section 2 image'),
  sec3Heading1: heading('Section 3 heading 1'),
  sec3Heading2: heading('Section 3 heading 2'),
  sec3Heading3: heading('Section 3 heading 3'),
  sec3SubHeading1: heading('Section 3 sub-heading 1'),
  sec3SubHeading2: heading('Section 3 sub-heading 2'),
  sec3SubHeading3: heading('Section 3 sub-heading 3'),
  sec3Para1: paragraph('Section 3 paragraph 1', 4),
  sec3Para2: paragraph('Section 3 paragraph 2', 4),
  sec3Para3: paragraph('Section 3 paragraph 3', 4),
  sec3Img2: image('Section 3 image'),
  sec4Heading: {
    label: 'Section 4 Heading',
    rule: requiredText('Section 4 Heading', 200),
    widget: 'text',
    required: true,
    translatable: true,
  },
  sec4SubHeading: {
    label: 'Section 4 Sub-Heading',
    rule: requiredText('Section 4 Sub-Heading', 200),
    widget: 'text',
    required: true,
    translatable: true,
  },
  sec4Percentage1: figure(1),
  sec4Percentage2: figure(2),
  sec4Percentage3: figure(3),
  sec4Percentage4: figure(4),
  sec4Text1: text('Figure 1 text', 200),
  sec4Text2: text('Figure 2 text', 200),
  sec4Text3: text('Figure 3 text', 200),
  sec4Text4: text('Figure 4 text', 200),
});

const sectionThreePart = (n: 1 | 2 | 3): FormItem => ({
  part: `Part ${n}`,
  items: [`sec3Heading${n}`, `sec3SubHeading${n}`, `sec3Para${n}`],
});

export const caseStudyType = defineContentType({
  entity: 'case-study',
  label: 'Case study',
  table: 'case_studies',
  idColumn: 'id',
  fields: caseStudyFields,
  titleField: 'heroHeading',
  listOrder: [
    { column: 'createdAt', direction: 'desc' },
    { column: 'id', direction: 'asc' },
  ],
  paths: { admin: '/admin/casestudy', api: '/api/caseStudies' },
  navigation: {
    label: 'Case Studies',
    text: 'Create, edit and delete the success stories shown on the website.',
  },
  sitemap: {
    priority: 0.7,
    pathColumns: ['id'],
    path: (row) => caseStudyHref(row.id!),
    listedOnlyWith: 'heroHeading',
  },
  cacheTags: { record: 'case-study', list: 'case-studies:list' },
  // The edit page's sections (spec point 2); the statistics figures and the template
  // choice are drawn by the editor itself (they depend on the template).
  form: [
    {
      legend: 'Hero',
      items: [
        'heroHeading',
        { row: ['clientName', 'industry'] },
        'industryText',
        'bannerImage',
        'video',
      ],
    },
    {
      legend: 'Categories and template',
      items: [{ row: ['category1', 'category2', 'category3', 'category4'] }, 'template'],
    },
    { legend: 'Section 1', items: ['sec1Heading', 'sec1Para', 'sec1Img'] },
    { legend: 'Section 2', items: ['sec2Heading', 'sec2Para', 'sec2Img'] },
    {
      legend: 'Section 3',
      items: [sectionThreePart(1), sectionThreePart(2), sectionThreePart(3), 'sec3Img2'],
    },
    {
      legend: 'Section 4: statistics',
      items: [
        'sec4Heading',
        'sec4SubHeading',
        'sec4Percentage1',
        'sec4Text1',
        'sec4Percentage2',
        'sec4Text2',
        'sec4Percentage3',
        'sec4Text3',
        'sec4Percentage4',
        'sec4Text4',
      ],
    },
  ],
});

/**
 * PUT /api/caseStudies/{id}: the full case study (spec point 3). Unknown keys such as
 * `_id`, `createdAt` or `__v` that clients echo back are ignored, not rejected.
 */
export const caseStudySchema = inputSchemaOf(caseStudyFields);

export type CaseStudyInput = z.infer<typeof caseStudySchema>;
/** The field columns of case_studies. */
export type CaseStudyColumns = ColumnsOf<typeof caseStudyFields>;
