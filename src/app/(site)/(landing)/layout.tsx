import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';

// Location pages are campaign landing pages: the header shows the logo and 'Get Started'
// only (the spec's landing-page mode); the footer keeps every link.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return <SiteChrome landing>{children}</SiteChrome>;
}
