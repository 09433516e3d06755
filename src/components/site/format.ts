import { intlLocale, type Locale } from '@/lib/locale';

const longDate = (tag: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// English dates read '14 January 2025' as they always have (en-GB's order); Arabic ones
// '14 يناير 2025', with the month names used in the UAE and Western digits (ar-AE).
const LONG_DATE: Record<Locale, Intl.DateTimeFormat> = {
  en: longDate('en-GB'),
  ar: longDate(`${intlLocale('ar')}-u-nu-latn`),
};

/** '2025-01-14' → '14 January 2025' ('14 يناير 2025'); anything unparsable is shown as stored. */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE[locale].format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(isoDate: string): string | undefined {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
