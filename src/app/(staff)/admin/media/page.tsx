import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/admin/media/media-library';

export const metadata: Metadata = { title: 'Media library' };

export default function AdminMediaPage() {
  return <MediaLibrary />;
}
