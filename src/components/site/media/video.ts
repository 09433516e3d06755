import { versionedAddress } from '@/lib/media';
import type { MediaOf } from '@/server/public-data';

/** A video as the page shows it: its current file, poster and caption track. */
export interface ShownVideo {
  src: string;
  /** The poster's address (before the image optimiser). */
  poster: string;
  /** The WebVTT caption track's address, when the video has one. */
  captions?: string;
  /**
   * A track on another origin (the S3 bucket) loads only through CORS, which the
   * element must ask for; the bucket must then answer it (docs/public.md).
   */
  crossOrigin?: 'anonymous';
}

const current = (media: MediaOf, url: string) => versionedAddress(url, media[url]?.version ?? 1);

/**
 * The video at `url` with what its asset names: its poster, else `fallbackPoster` (the
 * page's banner), and its caption track; each at its current file (`?v=N`).
 */
export function videoOf(media: MediaOf, url: string, fallbackPoster: string): ShownVideo {
  const asset = media[url];
  const captions = asset?.captions ? current(media, asset.captions) : undefined;
  return {
    src: current(media, url),
    poster: asset?.poster ? current(media, asset.poster) : fallbackPoster,
    ...(captions && { captions }),
    ...(captions && /^https?:\/\//i.test(captions) && { crossOrigin: 'anonymous' as const }),
  };
}
