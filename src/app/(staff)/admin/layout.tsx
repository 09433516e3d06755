import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { AdminApp } from '@/components/admin/admin-shell';
import { SiteTimeZoneProvider } from '@/components/admin/publishing/site-time-zone';
import { getEnv } from '@/env';

// Every private screen: never indexed, never followed.
export const metadata: Metadata = {
  title: { default: 'Admin Portal', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never prerendered: Next writes the request's CSP nonce
  // (src/proxy.ts) into the page's scripts only when it renders for that request.
  await connection();
  return (
    <SiteTimeZoneProvider zone={getEnv().SITE_TIME_ZONE}>
      <AdminApp>{children}</AdminApp>
    </SiteTimeZoneProvider>
  );
}
