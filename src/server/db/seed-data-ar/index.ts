import 'server-only';
import { arabicBlogs } from './blogs';
import { arabicCaseStudies } from './case-studies';
import { arabicLocationPages } from './location-pages';

// The demo content's Arabic translations (issue 29), published with the English records
// on a fresh install (src/server/setup/seed-arabic.ts), so that /ar shows a complete site:
// the home's latest insights and showcase, the service pages' portfolio, the listings and
// the location pages.
//
// Left untranslated on purpose, so that a fresh install also shows what an untranslated
// record looks like (its Arabic address answers 404, the switcher on its English page
// leads to the Arabic home with a notice, the admin lists show "Arabic: None"), and so
// that tests have demo records without a translation:
// - the case study "Atlas Finance" (64f1a2b3c4d5e6f708192a06);
// - the blog "Google Ads Budgets in the UAE Explained";
// - the draft and the scheduled demo blogs (not public in English either).

export { arabicBlogs, type ArabicBlog } from './blogs';
export { arabicCaseStudies, type ArabicCaseStudy } from './case-studies';
export { arabicLocationPages, type ArabicLocationPage } from './location-pages';

/** The demo records without an Arabic translation (see above). */
export const UNTRANSLATED_DEMO = {
  caseStudyId: '64f1a2b3c4d5e6f708192a06',
  blogSlug: 'google-ads-budgets-in-the-uae-explained',
} as const;

/** How many demo translations a fresh install publishes, per type. */
export const ARABIC_DEMO_COUNTS = {
  blog: Object.keys(arabicBlogs).length,
  'case-study': Object.keys(arabicCaseStudies).length,
  'location-page': Object.keys(arabicLocationPages).length,
} as const;
