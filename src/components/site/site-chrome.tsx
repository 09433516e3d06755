import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';
import { NavigationStatus } from './navigation-status';
import { ScrollToTop } from './scroll-to-top';
import { VisitRecorder } from './visit-recorder';

/** Skip link, header, main landmark and footer around every public page. */
export function SiteChrome({ children, ...header }: HeaderProps & { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <VisitRecorder />
      <NavigationStatus />
      <Header {...header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
