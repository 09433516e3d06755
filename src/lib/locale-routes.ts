import { localeOfPath, localizedPath, type Locale } from './locale';

// Which public paths every language has at the same address (under /ar for Arabic), and
// where the language switcher sends a visitor from any other path.

/** Pages that exist in both languages by construction: static copy, no record behind them. */
const SHARED_PATHS = new Set([
  '/',
  '/company',
  '/contact',
  '/case-studies',
  '/insights',
  '/privacy-policy',
  '/refund-policy',
  '/web-development-service-in-dubai-uae',
  '/mobile-app-development-dubai-uae',
  '/ui-ux-design-company-dubai-uae',
  '/ecommerce-development-service-in-dubai-uae',
  '/cms-website-development-in-dubai-uae',
  '/search-engine-optimization-services-dubai-uae',
  '/social-media-marketing-service-in-dubai-uae',
  '/google-ads-services-agency-in-dubai-uae',
]);

/** '/ar/company' → '/company'; English paths are returned as they are. */
export function englishPathOf(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  const rest = path.slice('/ar'.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** A list's later page ('/insights/page/3'): the list's name, else undefined. */
const listOfLaterPage = (englishPath: string) =>
  /^\/(insights|case-studies)\/page\/\d+$/.exec(englishPath)?.[1];

const englishPagePath = (path: string) => englishPathOf(path.split('?')[0] || '/');

/** Whether `path` is a page every language has, at the same address under each root. */
export function hasSharedCounterpart(path: string): boolean {
  const english = englishPagePath(path);
  return SHARED_PATHS.has(english) || listOfLaterPage(english) !== undefined;
}

/** The route that finds a record page's counterpart (src/app/language/route.ts). */
export const LANGUAGE_SWITCH_ROUTE = '/language';

/**
 * Where the switcher on `path` leads in `target`: the same page when every language has
 * it, the first page of a list for a list's later page (its records differ per language),
 * and otherwise (a blog, a case study, a location page) the switch route, which knows the
 * records: it redirects to the counterpart, or to the other language's home.
 */
export function counterpartPath(path: string, target: Locale): string {
  const english = englishPagePath(path);
  if (SHARED_PATHS.has(english)) return localizedPath(target, english);
  const list = listOfLaterPage(english);
  if (list) return localizedPath(target, `/${list}`);
  return `${LANGUAGE_SWITCH_ROUTE}?to=${target}&from=${encodeURIComponent(path)}`;
}
