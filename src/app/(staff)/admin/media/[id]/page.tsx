import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AssetDetails } from '@/components/admin/media/asset-details';

export const metadata: Metadata = { title: 'Media file' };

export default async function AdminMediaFilePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  return <AssetDetails id={Number(id)} />;
}
