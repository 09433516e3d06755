import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';

// As the English pages: cached whole, refreshed at most this often behind a visit
// (a literal: Next reads it without running the module).
export const revalidate = 60;

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome landing locale="ar">
      {children}
    </SiteChrome>
  );
}
