import { companyHero } from '@/content/company';
import { siteFacts } from '@/content/site-facts';
import type { SharedServiceSubBlock } from '@/content/services';
import type { LocationPage } from '@/server/public-data';
import type { SharedLayoutContent } from './shared-service-template';

// A location page stores its own words (spec point 3); the pictures and the three
// info sub-blocks, which it has no fields for, are the same on every location page.
const LOCATION_SUB_BLOCKS: [SharedServiceSubBlock, SharedServiceSubBlock, SharedServiceSubBlock] = [
  {
    heading: 'Strategy First',
    text: 'Every project starts with your goals, your customers and your competitors, agreed in writing before design begins.',
  },
  {
    heading: 'One Accountable Team',
    text: 'Designers, engineers and marketers under one roof, with a named lead who answers for deadlines and results.',
  },
  {
    heading: 'Measured Results',
    text: 'Clear monthly reporting on leads, bookings and revenue, so you always know what your budget achieves.',
  },
];

// City skylines generated with the demo media (scripts/generate-demo-media.ts), one per
// numbered section. Every location page shows the same three, so no alt text names a city.
const SECTION_IMAGES: readonly { src: string; alt: string }[] = [
  {
    src: '/demo/locations/location-1.webp',
    alt: 'Stylised city skyline in teal, with a slender needle-shaped tower rising above the blocks at its centre',
  },
  {
    src: '/demo/locations/location-2.webp',
    alt: 'Stylised city skyline in sand and bronze tones, with a slender needle-shaped tower at its centre',
  },
  {
    src: '/demo/locations/location-3.webp',
    alt: 'Stylised city skyline glowing pink and blue, with a slender pink needle-shaped tower at its centre',
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text with blank-line paragraphs as HTML paragraphs (the sanitizer still runs). */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');

export function sharedContentFromLocation(page: LocationPage): SharedLayoutContent {
  const numbered = [
    [page.heading_2, page.paragraph_2],
    [page.heading_3, page.paragraph_3],
    [page.heading_4, page.paragraph_4],
  ] as const;
  return {
    banner: {
      subHeading: siteFacts.name,
      heading: page.main_heading || page.meta_title || page.slug_url,
      text: page.main_paragraph || undefined,
      image: companyHero.image,
      imageAlt: companyHero.imageAlt,
    },
    info: {
      highlightedWord: page.highlighted_heading,
      mainHeading: page.heading_1,
      paragraph: page.paragraph_1,
      subBlocks: LOCATION_SUB_BLOCKS,
    },
    sections: numbered
      .map(([heading, paragraph], index) => ({
        heading,
        text: paragraphsHtml(paragraph),
        image: SECTION_IMAGES[index]?.src ?? '',
        imageAlt: SECTION_IMAGES[index]?.alt ?? '',
      }))
      .filter((section) => section.heading || section.text),
  };
}
