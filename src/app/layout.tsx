import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { siteFacts } from '@/content/site-facts';
import { getSiteUrl } from '@/server/site-url';
import './globals.css';

const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '100 900',
});

export const metadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: {
    default: `${siteFacts.name} | ${siteFacts.tagline}`,
    template: `%s | ${siteFacts.name}`,
  },
  description:
    'Nexa Digital is a Dubai digital agency building websites, mobile apps and e-commerce stores, and growing them with SEO, social media and Google Ads.',
  applicationName: siteFacts.name,
  openGraph: {
    siteName: siteFacts.name,
    type: 'website',
    locale: 'en_AE',
    images: [siteFacts.ogImage],
  },
  twitter: { card: 'summary_large_image', images: [siteFacts.ogImage] },
};

export const viewport: Viewport = {
  themeColor: '#0b1026',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
