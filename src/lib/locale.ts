// The site's languages (issue 29). English is the default and keeps the spec's URLs
// without a prefix; Arabic lives under /ar. The URL alone decides the language: a cached
// page must be the same for every visitor, so no cookie or Accept-Language is read.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Languages a record can carry a translation in; English is the record itself. */
export const TRANSLATION_LOCALES = ['ar'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === 'string' && (TRANSLATION_LOCALES as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The BCP 47 tag Intl formats dates and numbers with (Arabic month names, UAE conventions). */
export const intlLocale = (locale: Locale): string => (locale === 'ar' ? 'ar-AE' : 'en-AE');

const ARABIC_PREFIX = '/ar';

/** '/company' → '/ar/company', '/' → '/ar'; English paths are returned as they are. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${path}`;
}

/** The language a public path is in: '/ar' and '/ar/…' are Arabic, the rest English. */
export function localeOfPath(path: string): Locale {
  return path === ARABIC_PREFIX ||
    path.startsWith(`${ARABIC_PREFIX}/`) ||
    path.startsWith(`${ARABIC_PREFIX}?`)
    ? 'ar'
    : 'en';
}
