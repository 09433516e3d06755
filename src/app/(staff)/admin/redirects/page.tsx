import type { Metadata } from 'next';
import { RedirectsAdmin } from '@/components/admin/redirects-admin';

export const metadata: Metadata = { title: 'Redirects' };

export default function AdminRedirectsPage() {
  return <RedirectsAdmin />;
}
