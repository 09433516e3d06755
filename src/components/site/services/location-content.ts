import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import type { LocationPage } from '@/server/public-data';
import type { SharedLayoutContent } from './shared-service-template';

// A location page stores its own words (spec point 3); the pictures and the three
// info sub-blocks, which it has no fields for, are the same on every location page, in
// the page's language (src/content: ui.locationPage). The pictures are city skylines
// generated with the demo media (scripts/generate-demo-media.ts), one per numbered
// section; every location page shows the same three, so no alt text names a city.
const SECTION_IMAGES = [
  '/demo/locations/location-1.webp',
  '/demo/locations/location-2.webp',
  '/demo/locations/location-3.webp',
] as const;

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

export function sharedContentFromLocation(page: LocationPage, locale: Locale): SharedLayoutContent {
  const { ui, company, siteFacts } = copyFor(locale);
  const { companyHero } = company;
  const numbered = [
    [page.heading_2, page.paragraph_2],
    [page.heading_3, page.paragraph_3],
    [page.heading_4, page.paragraph_4],
  ] as const;
  return {
    banner: {
      subHeading: siteFacts.siteFacts.name,
      heading: page.main_heading || page.meta_title || page.slug_url,
      text: page.main_paragraph || undefined,
      image: companyHero.image,
      imageAlt: companyHero.imageAlt,
    },
    info: {
      highlightedWord: page.highlighted_heading,
      mainHeading: page.heading_1,
      paragraph: page.paragraph_1,
      subBlocks: ui.locationPage.subBlocks,
    },
    sections: numbered
      .map(([heading, paragraph], index) => ({
        heading,
        text: paragraphsHtml(paragraph),
        image: SECTION_IMAGES[index] ?? '',
        imageAlt: ui.locationPage.sectionImageAlts[index] ?? '',
      }))
      .filter((section) => section.heading || section.text),
  };
}
