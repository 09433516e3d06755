import { z } from '@/lib/zod-setup';
import { TRANSLATION_LOCALES } from '../locale';

// The `?locale=` of the content endpoints (issue 29): without it, or with `en`, every
// endpoint answers exactly as the original API; `ar` names the record's Arabic
// translation; anything else is a 400.

export const localeParam = z
  .enum(['en', ...TRANSLATION_LOCALES], { message: 'locale must be en or ar.' })
  .optional()
  .describe(
    'en (the default): the record itself, exactly as without the parameter. ar: its Arabic translation',
  );

export const localeQuery = z.object({ locale: localeParam });

/** The translation a `locale` names, or undefined for the record itself (none, or en). */
export const translationLocaleOf = (locale: z.infer<typeof localeParam>) =>
  locale === undefined || locale === 'en' ? undefined : locale;
