'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { counterpartPath, hasSharedCounterpart } from '@/lib/locale-routes';
import { localeOfPath, type Locale } from '@/lib/locale';

// The other language's name, written in that language (so it reads right to either reader).
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: 'ar', name: 'العربية' },
  ar: { locale: 'en', name: 'English' },
};

/** Whether the page names a counterpart in `locale` among its hreflang links. */
const hasAlternate = (locale: Locale) =>
  document.head.querySelector(`link[rel="alternate"][hreflang="${locale}"]`) !== null;

/** The head's links change as the visitor moves between pages without a reload. */
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/**
 * A link to this page in the other language (issue 29), drawn on the server from the
 * current path, so it works without scripts. A page every language has (home, company,
 * a service…) links straight to its counterpart; a record's page (a blog, a case study, a
 * location page) links to /language, which redirects to the record's page in the other
 * language, or to that language's home when it has none. In the browser the link also
 * says so beforehand: the page's hreflang links name the languages it exists in.
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
  // On the server nothing is claimed: which records are translated is known in the browser.
  const untranslated = useSyncExternalStore(
    subscribeToHead,
    () => !shared && !hasAlternate(other.locale),
    () => false,
  );

  return (
    <a
      href={counterpartPath(pathname ?? '/', other.locale)}
      hrefLang={other.locale}
      lang={other.locale}
      className={className}
      title={untranslated ? untranslatedNotice : undefined}
      data-language-switcher=""
    >
      {other.name}
      {untranslated && (
        <span className="visually-hidden" lang={locale}>
          {' '}
          {untranslatedNotice}
        </span>
      )}
    </a>
  );
}
