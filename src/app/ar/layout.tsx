import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { documentMetadata, RootDocument } from '../root-document';

// The Arabic public pages' document: <html lang="ar" dir="rtl">, under /ar (issue 29).
// Cairo (@fontsource-variable/cairo, its Arabic letters only: 31 kB) is declared here
// and nowhere else, so only Arabic pages load it; Latin letters and digits stay in Inter.
const cairo = localFont({
  src: '../../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  // 'optional': the first frame waits at most ~100 ms for Cairo, and a page never swaps to
  // it once drawn. With 'swap' the headings moved when it arrived (Lighthouse: CLS up to
  // 0.027; 0 with this, docs/performance.md). The first Arabic page of a slow visit may
  // keep the system's Arabic typeface; the next ones have Cairo from the cache.
  display: 'optional',
  weight: '200 1000',
  // Next lists a layout's fonts for every route, so a preload would reach English pages
  // too; only Arabic pages set --font-arabic, so only they fetch the file.
  preload: false,
});

export { viewport } from '../root-document';

export const metadata = documentMetadata('ar');

export default function ArabicSiteLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="ar" fontClassName={cairo.variable}>
      {children}
    </RootDocument>
  );
}
