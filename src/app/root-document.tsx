import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { copyFor } from '@/content/editions';
import { textDirection, type Locale } from '@/lib/locale';
import { OPEN_GRAPH_LOCALE } from '@/server/seo/metadata';
import { getSiteUrl } from '@/server/site-url';
import './globals.css';

// The document every root layout draws. There are several root layouts, because the
// <html> element's lang and dir belong to the language and the URL alone decides it:
// (site)/layout.tsx for the English public pages, ar/layout.tsx for the Arabic ones,
// admin/ and login/ for the staff screens (docs/architecture.md, "Languages").

const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});

export const viewport: Viewport = {
  themeColor: '#0b1026',
  width: 'device-width',
  initialScale: 1,
};

/** What every document of a language says of the site; a page's own metadata adds to it. */
export function documentMetadata(locale: Locale): Metadata {
  const { siteFacts: facts, ui } = copyFor(locale);
  const { siteFacts } = facts;
  return {
    metadataBase: new URL(getSiteUrl()),
    title: {
      default: `${siteFacts.name} | ${siteFacts.tagline}`,
      template: `%s | ${siteFacts.name}`,
    },
    description: ui.site.description,
    applicationName: siteFacts.name,
    openGraph: {
      siteName: siteFacts.name,
      type: 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      images: [siteFacts.ogImage],
    },
    twitter: { card: 'summary_large_image', images: [siteFacts.ogImage] },
  };
}

export const englishMetadata = documentMetadata('en');

export function RootDocument({
  locale,
  fontClassName = '',
  children,
}: {
  locale: Locale;
  /** A language's own typeface (its CSS variable), added to Inter's. */
  fontClassName?: string;
  children: ReactNode;
}) {
  return (
    <html
      lang={locale}
      dir={textDirection(locale)}
      className={`${inter.variable} ${fontClassName}`.trim()}
    >
      <body>{children}</body>
    </html>
  );
}
