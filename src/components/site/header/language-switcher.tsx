'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { counterpartPath, hasSharedCounterpart } from '@/lib/locale-routes';
import { localeOfPath, type Locale } from '@/lib/locale';

// The other language's name, written in that language (so it reads right to either reader).
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: 'ar', name: 'العربية' },
  ar: { locale: 'en', name: 'English' },
};

/** The page's own hreflang link to `locale` (its metadata), as a path on this site. */
function alternateOf(locale: Locale): string | undefined {
  const link = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${locale}"]`,
  );
  return link ? new URL(link.href).pathname : undefined;
}

/** The head's links change as the visitor moves between pages without a reload. */
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/**
 * A link to this page in the other language (issue 29), drawn on the server from the
 * current path, so it works without scripts. A page every language has (home, company,
 * a service…) links straight to its counterpart. A record's page (a blog, a case study, a
 * location page) names its counterpart, when it has one, in its hreflang links: the
 * click follows that; without scripts, or without a counterpart, the link opens the other
 * language's home, and says so when the page has none.
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
    () => !shared && alternateOf(other.locale) === undefined,
    () => false,
  );

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const alternate = shared ? undefined : alternateOf(other.locale);
    if (!alternate) return;
    event.preventDefault();
    window.location.assign(alternate);
  };

  return (
    <a
      href={counterpartPath(pathname ?? '/', other.locale)}
      hrefLang={other.locale}
      lang={other.locale}
      className={className}
      onClick={follow}
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
