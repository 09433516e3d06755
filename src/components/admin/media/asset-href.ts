import type { MediaAsset } from '@/lib/admin/media';

/** Where a file of the library is described, replaced and deleted. */
export const assetHref = (asset: Pick<MediaAsset, 'id'>) => `/admin/media/${asset.id}`;
