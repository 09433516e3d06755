import { z } from 'zod';
import { allServiceLinks, legacyServiceRedirects } from '@/content/navigation';
import { optionalHttpUrl, requiredText, slugField } from './fields';

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

const heading = (label: string) => requiredText(label, 200);
const paragraph = (label: string) => requiredText(label, 5000);

/** POST /api/locationpages/create and PUT /api/locationpages/{id}: every field is required. */
export const locationPageSchema = z.object({
  slug_url: slugField('URL').refine(
    (slug) => !RESERVED_LOCATION_SLUGS.has(slug) && !isServicePath(slug),
    {
      message: 'This URL is used by another page of the site; choose another.',
    },
  ),
  main_heading: heading('Main heading'),
  main_paragraph: paragraph('Main paragraph'),
  highlighted_heading: heading('Highlighted heading'),
  heading_1: heading('Heading 1'),
  heading_2: heading('Heading 2'),
  heading_3: heading('Heading 3'),
  heading_4: heading('Heading 4'),
  paragraph_1: paragraph('Paragraph 1'),
  paragraph_2: paragraph('Paragraph 2'),
  paragraph_3: paragraph('Paragraph 3'),
  paragraph_4: paragraph('Paragraph 4'),
  meta_title: requiredText('Meta title', 120),
  meta_keywords: requiredText('Meta keywords', 500),
  meta_link: optionalHttpUrl('Meta link').pipe(z.string().min(1, 'Meta link is required.')),
  meta_description: requiredText('Meta description', 320),
});

export type LocationPageInput = z.infer<typeof locationPageSchema>;
