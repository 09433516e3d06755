import Image, { type ImageProps } from 'next/image';

// Paths the image optimiser is allowed to read (next.config.ts images.localPatterns).
const OPTIMISABLE = /^\/(demo|uploads|images)\/[^?#]+$/;

export type SiteImageProps = Omit<ImageProps, 'src'> & { src: string };

/**
 * next/image for media addresses stored in the database: optimised (AVIF/WebP, srcset)
 * for files this site serves, passed through unchanged for any other address (an
 * external bucket or CDN URL an admin pasted), which the optimiser would refuse.
 * An empty address renders nothing.
 */
export function SiteImage({ src, alt, ...rest }: SiteImageProps) {
  if (!src) return null;
  const optimise = OPTIMISABLE.test(src) && !src.toLowerCase().endsWith('.svg');
  return <Image src={src} alt={alt} unoptimized={!optimise} {...rest} />;
}
