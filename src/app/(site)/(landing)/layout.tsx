import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';

// Public pages are cached whole and re-rendered after a save that touches them; this is
// the backstop: how old a cached page may be before the next visit refreshes it in the
// background, and the `s-maxage` that CDNs and proxies see. (A literal: Next reads it
// without running the module.)
export const revalidate = 60;

// Location pages are campaign landing pages: the header shows the logo and 'Get Started'
// only (the spec's landing-page mode); the footer keeps every link.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome landing locale="en">
      {children}
    </SiteChrome>
  );
}
