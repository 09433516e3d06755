import 'server-only';
import Image, { type ImageProps } from 'next/image';
import { isOptimisableMedia } from '@/server/media/optimisable';

export type SiteImageProps = Omit<ImageProps, 'src'> & { src: string };

/**
 * next/image for media addresses stored in the database: optimised (AVIF/WebP, srcset)
 * where the optimiser may read them, passed through unchanged otherwise (see
 * isOptimisableMedia). An empty address renders nothing.
 */
export function SiteImage({ src, alt, ...rest }: SiteImageProps) {
  if (!src) return null;
  return <Image src={src} alt={alt} unoptimized={!isOptimisableMedia(src)} {...rest} />;
}
