import 'server-only';
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { isOptimisableMedia } from '@/server/media/optimisable';
import type { DecorativeReason } from '../site/media/picture';

export type SiteImageProps = Omit<ImageProps, 'src' | 'priority' | 'placeholder' | 'onLoad'> & {
  src: string;
  /** Why alt="" is meant: the picture adds nothing its surroundings do not say. */
  'data-decorative'?: DecorativeReason;
};

/**
 * An optimised image (AVIF/WebP, srcset) rendered entirely on the server: the same
 * attributes as next/image, through getImageProps, but as a plain <img>, so the page
 * hydrates no client component per picture. Addresses the optimiser may not read are
 * passed through unchanged (see isOptimisableMedia); an empty address renders nothing.
 * `preload` adds a high-priority preload to the document head, as next/image does.
 */
export function SiteImage({ src, alt, preload = false, ...rest }: SiteImageProps) {
  if (!src) return null;
  const { props } = getImageProps({
    src,
    alt,
    unoptimized: !isOptimisableMedia(src),
    preload,
    ...rest,
  });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps' own attributes (alt included)
  return <img {...props} />;
}
