import { SiteImage } from '@/components/ui/site-image';
import styles from './cards.module.css';

/** A card's picture, cropped to the card's frame. Decorative: the card's title names it. */
export function CardImage({
  src,
  sizes,
  preload = false,
}: {
  src: string;
  /** Which width the image has at which viewport, for the browser to pick a file. */
  sizes: string;
  /** For the first card of a list, seen before any scrolling. */
  preload?: boolean;
}) {
  return (
    <div className={styles.media}>
      <SiteImage src={src} alt="" fill preload={preload} sizes={sizes} className={styles.image} />
    </div>
  );
}
