import { z } from 'zod';
import { mediaAddress, optionalText, requiredText } from './fields';

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

const category = z
  .union([z.enum(CASE_STUDY_CATEGORY_OPTIONS), z.literal('')], {
    message: 'Choose one of the listed categories.',
  })
  .default('');

const heading = (label: string) => optionalText(label, 200);
const paragraph = (label: string) => optionalText(label, 5000);
const figure = (label: string) => optionalText(label, 20);
const caption = (label: string) => optionalText(label, 200);

/**
 * PUT /api/caseStudies/{id}: the full case study (spec point 3). Unknown keys such as
 * `_id`, `createdAt` or `__v` that clients echo back are ignored, not rejected.
 */
export const caseStudySchema = z.object({
  heroHeading: heading('Hero heading'),
  clientName: optionalText('Client name', 120),
  industry: optionalText('Industry', 120),
  industryText: paragraph('Industry text'),
  bannerImage: mediaAddress('Banner image'),
  video: mediaAddress('Video'),
  category1: category,
  category2: category,
  category3: category,
  category4: category,
  template: z
    .enum(CASE_STUDY_TEMPLATES, { message: 'Template must be template1 or template2.' })
    .default('template1'),
  sec1Heading: heading('Section 1 heading'),
  sec1Para: paragraph('Section 1 paragraph'),
  sec1Img: mediaAddress('Section 1 image'),
  sec2Heading: heading('Section 2 heading'),
  sec2Para: paragraph('Section 2 paragraph'),
  sec2Img: mediaAddress('Section 2 image'),
  sec3Heading1: heading('Section 3 heading 1'),
  sec3Heading2: heading('Section 3 heading 2'),
  sec3Heading3: heading('Section 3 heading 3'),
  sec3SubHeading1: heading('Section 3 sub-heading 1'),
  sec3SubHeading2: heading('Section 3 sub-heading 2'),
  sec3SubHeading3: heading('Section 3 sub-heading 3'),
  sec3Para1: paragraph('Section 3 paragraph 1'),
  sec3Para2: paragraph('Section 3 paragraph 2'),
  sec3Para3: paragraph('Section 3 paragraph 3'),
  sec3Img2: mediaAddress('Section 3 image'),
  sec4Heading: requiredText('Section 4 Heading', 200),
  sec4SubHeading: requiredText('Section 4 Sub-Heading', 200),
  sec4Percentage1: figure('Figure 1'),
  sec4Percentage2: figure('Figure 2'),
  sec4Percentage3: figure('Figure 3'),
  sec4Percentage4: figure('Figure 4'),
  sec4Text1: caption('Figure 1 text'),
  sec4Text2: caption('Figure 2 text'),
  sec4Text3: caption('Figure 3 text'),
  sec4Text4: caption('Figure 4 text'),
});

export type CaseStudyInput = z.infer<typeof caseStudySchema>;
