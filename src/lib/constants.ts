// Business constants of spec point 9, named once and imported wherever used.

export const TEASER_LENGTH = 150; // case-study cards, home blog cards
export const BLOG_EXCERPT_LENGTH = 250; // Insights list
export const HOME_BLOG_COUNT = 3;
export const BLOG_SECTION_SLOTS = 10;

export const SHOWCASE_AUTOPLAY_MS = 2000;
export const SHOWCASE_GAP_PX = 30;
export const SHOWCASE_TWO_SLIDES_FROM_PX = 992;

export const PORTFOLIO_MAX_ITEMS = 10;
/** The portfolio's random selection is drawn from this many of the newest case studies. */
export const PORTFOLIO_POOL_SIZE = 30;
/** Cards in the home showcase carousel (newest first). */
export const SHOWCASE_MAX_ITEMS = 12;
/** Cards on a page of /insights and /case-studies (an even number: rows of two). */
export const PUBLIC_LIST_PAGE_SIZE = 12;
export const RECENT_BLOG_COUNT = 3;
/**
 * URLs in one sitemap file; /sitemap.xml indexes the files. The protocol allows 50,000
 * (sitemaps.org), but a file that size is about 10 MB, and every crawler's fetch of it
 * copied those bytes out of the page cache: at 100,000 blogs file 0 served 107 requests a
 * second. At 1,000 (Yoast's size; WordPress's own sitemaps hold 2,000) a file is about as
 * heavy as a page (docs/performance.md, "At 100,000 records").
 */
export const SITEMAP_MAX_URLS = 1_000;
export const PORTFOLIO_AUTOPLAY_MS = 2000;
export const PORTFOLIO_TWO_SLIDES_FROM_PX = 778;

export const TESTIMONIALS_AUTOPLAY_MS = 2000;
export const TESTIMONIALS_SLIDES_PER_VIEW = 1.3;

export const BANNER_DURATION_MS = 3000;
export const VIDEO_AUTOPLAY_DELAY_MS = 1000;

export const HERO_DESKTOP_FROM_PX = 768;
export const MOBILE_LOGO_MAX_WIDTH_PX = 185;
export const SPECIALIZATION_CARD_MIN_HEIGHT_PX = 420;
export const ADMIN_IMAGE_WIDTH = 150;
export const ADMIN_IMAGE_HEIGHT = 125;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Figures in a case study's statistics block, by template. */
export const statisticsCount = (template: string) => (template === 'template2' ? 3 : 4);

/** Cuts text to `length` characters and marks the cut with an ellipsis. */
export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
}
