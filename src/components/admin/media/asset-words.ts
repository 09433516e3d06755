import { formatBytes } from '@/lib/admin/upload';
import type { MediaAsset } from '@/lib/admin/media';
import type { MediaKind } from '@/lib/media';

// How the admin names an asset's kind, type, size and use, in staff's words.

export const KIND_LABELS: Record<MediaKind, string> = {
  image: 'Image',
  video: 'Video',
  captions: 'Caption track',
};

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'text/vtt': 'WebVTT',
};

export const typeLabelOf = (type: string) => TYPE_LABELS[type] ?? type;

/** "PNG · 320 × 200 px · 2 KB": what is known of the file. */
export function factsOf(asset: Pick<MediaAsset, 'type' | 'width' | 'height' | 'size'>): string {
  return [
    typeLabelOf(asset.type),
    asset.width && asset.height ? `${asset.width} × ${asset.height} px` : null,
    asset.size === null ? null : formatBytes(asset.size),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Used in 2 places" or "Not used anywhere". */
export function usageOf(asset: Pick<MediaAsset, 'usedIn'>): string {
  const count = asset.usedIn.length;
  if (count === 0) return 'Not used anywhere';
  return `Used in ${count} ${count === 1 ? 'place' : 'places'}`;
}
