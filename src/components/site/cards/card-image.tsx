import { SiteImage } from '@/components/ui/site-image';
import type { Picture } from '../media/picture';
import styles from './cards.module.css';

/** A card's picture, cropped to the card's frame at its focal point (see cardPictureOf). */
export function CardImage({
  picture,
  sizes,
  preload = false,
}: {
  picture: Picture;
  /** Which width the image has at which viewport, for the browser to pick a file. */
  sizes: string;
  /** For the first card of a list, seen before any scrolling. */
  preload?: boolean;
}) {
  return (
    <div className={styles.media}>
      <SiteImage {...picture} fill preload={preload} sizes={sizes} className={styles.image} />
    </div>
  );
}
