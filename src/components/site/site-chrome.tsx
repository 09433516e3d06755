import type { ReactNode } from 'react';
import type { Locale } from '@/lib/locale';
import { chromeCopy } from './chrome-copy';
import { UntranslatedNotice } from './header/untranslated-notice';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import { IslandsScript } from './islands-script';
import { NavigationStatus } from './navigation-status';
import { ScrollToTop } from './scroll-to-top';

/** Skip link, header, main landmark and footer around every public page. */
export function SiteChrome({
  children,
  locale,
  ...header
}: Omit<HeaderProps, 'copy'> & { locale: Locale; children: ReactNode }) {
  const copy = chromeCopy(locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipToContent}
      </a>
      <ScrollToTop />
      <NavigationStatus words={copy.navigationStatus} />
      <Header {...header} copy={copy} />
      <UntranslatedNotice text={copy.arrivedUntranslated} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer copy={copy.footer} />
      <IslandsScript />
    </>
  );
}
