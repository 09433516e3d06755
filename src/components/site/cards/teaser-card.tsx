import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Picture } from '../media/picture';
import { CardImage } from './card-image';
import styles from './cards.module.css';

/**
 * A card of a home-page section or slideshow: picture, a line above the title, the
 * title, a teaser and a 'Read more' link (which names the title for screen readers).
 */
export function TeaserCard({
  image,
  sizes,
  meta,
  title,
  teaser,
  href,
  more,
  moreContext,
}: {
  image: Picture;
  sizes: string;
  meta: ReactNode;
  title: string;
  teaser: string;
  href: string;
  more: string;
  /** Visually hidden after `more`: names the card's title. */
  moreContext: string;
}) {
  return (
    <article className={styles.card}>
      <CardImage picture={image} sizes={sizes} />
      <div className={styles.body}>
        {meta}
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.text}>{teaser}</p>
        <Link href={href} className={styles.more}>
          {more}
          <span className="visually-hidden">{moreContext}</span>
        </Link>
      </div>
    </article>
  );
}
