import type { Metadata } from 'next';
import { LocationAdmin } from '@/components/admin/location-admin';

export const metadata: Metadata = { title: 'Location Pages' };

export default function AdminLocationPagesPage() {
  return <LocationAdmin />;
}
