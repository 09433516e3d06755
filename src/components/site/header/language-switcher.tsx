'use client';

import { usePathname } from 'next/navigation';
import { counterpartPath, hasSharedCounterpart } from '@/lib/locale-routes';
import { localeOfPath, type Locale } from '@/lib/locale';

// The other language's name, written in that language (so it reads right to either reader).
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: 'ar', name: 'العربية' },
  ar: { locale: 'en', name: 'English' },
};

/**
 * A link to this page in the other language (issue 29), drawn on the server from the
 * current path, so it works without scripts. A page every language has (home, company,
 * a service…) links straight to its counterpart; a record's page (a blog, a case study, a
 * location page) links to /language, which redirects to the record's page in the other
 * language, or to that language's home when it has none. In the browser the link also
 * says so beforehand (src/islands/language-switcher.ts): the page's hreflang links name
 * the languages it exists in. The words for that are in the markup, hidden.
 */
export function LanguageSwitcher({
  locale,
  untranslatedNotice,
  className,
}: {
  locale: Locale;
  untranslatedNotice: string;
  className?: string;
}) {
  const pathname = usePathname();
  const other = OTHER[pathname ? localeOfPath(pathname) : locale];
  const shared = !pathname || hasSharedCounterpart(pathname);

  return (
    <a
      href={counterpartPath(pathname ?? '/', other.locale)}
      hrefLang={other.locale}
      lang={other.locale}
      className={className}
      data-language-switcher=""
      // Which records are translated is known in the browser; pages every language has
      // need no check.
      {...(shared ? {} : { 'data-island': 'language-switcher' })}
    >
      {other.name}
      <span className="visually-hidden" lang={locale} hidden>
        {' '}
        {untranslatedNotice}
      </span>
    </a>
  );
}
