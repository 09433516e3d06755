import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminApp } from '@/components/admin/admin-shell';

// Every private screen: never indexed, never followed.
export const metadata: Metadata = {
  title: { default: 'Admin Portal', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminApp>{children}</AdminApp>;
}
