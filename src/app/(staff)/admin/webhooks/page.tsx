import type { Metadata } from 'next';
import { WebhooksAdmin } from '@/components/admin/webhooks/webhooks-admin';

export const metadata: Metadata = { title: 'Webhooks' };

export default function AdminWebhooksPage() {
  return <WebhooksAdmin />;
}
