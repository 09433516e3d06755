'use client';

import { usePathname } from 'next/navigation';
import { counterpartPath } from '@/lib/locale-routes';
import { localeOfPath, type Locale } from '@/lib/locale';

// The other language's name, written in that language (so it reads right to either reader).
const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: 'ar', name: 'العربية' },
  ar: { locale: 'en', name: 'English' },
};

/**
 * A link to this page in the other language (issue 29). A plain link, drawn on the
 * server from the current path, so it works without scripts. A page every language has
 * (home, company, a service…) links straight to its counterpart; from a record's page it
 * leads to the other language's home (src/lib/locale-routes.ts).
 */
export function LanguageSwitcher({ locale, className }: { locale: Locale; className?: string }) {
  const pathname = usePathname();
  const other = OTHER[pathname ? localeOfPath(pathname) : locale];
  return (
    <a
      href={counterpartPath(pathname, other.locale)}
      hrefLang={other.locale}
      lang={other.locale}
      className={className}
      data-language-switcher=""
    >
      {other.name}
    </a>
  );
}
