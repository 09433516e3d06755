import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { copyFor } from '@/content/editions';
import { RootDocument } from '../root-document';
import { getSiteUrl } from '@/server/site-url';

// The Arabic public pages' document: <html lang="ar" dir="rtl">, under /ar (issue 29).
// Cairo (@fontsource-variable/cairo, its Arabic letters only: 31 kB) is declared here
// and nowhere else, so only Arabic pages load it; Latin letters and digits stay in Inter.
const cairo = localFont({
  src: '../../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  display: 'swap',
  weight: '200 1000',
});

export { viewport } from '../root-document';

const { siteFacts } = copyFor('ar').siteFacts;

export const metadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: {
    default: `${siteFacts.name} | ${siteFacts.tagline}`,
    template: `%s | ${siteFacts.name}`,
  },
  description: copyFor('ar').ui.site.description,
  applicationName: siteFacts.name,
  openGraph: { siteName: siteFacts.name, type: 'website', locale: 'ar_AE', images: [siteFacts.ogImage] },
  twitter: { card: 'summary_large_image', images: [siteFacts.ogImage] },
};

export default function ArabicSiteLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument locale="ar" fontClassName={cairo.variable}>
      {children}
    </RootDocument>
  );
}
