import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { HERO_DESKTOP_FROM_PX } from '@/lib/constants';
import { isOptimisableMedia } from '@/server/media/optimisable';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  text?: ReactNode;
  image?: string;
  imageAlt?: string;
  children?: ReactNode;
  /** Breadcrumbs or other content above the heading. */
  before?: ReactNode;
}

// A 1×1 transparent GIF: what narrow screens load instead of the picture.
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The hero picture is shown from HERO_DESKTOP_FROM_PX (768 px, spec point 9) up. Narrow
 * screens download nothing for it (a <picture> source with a media query), so on a phone
 * the heading is the page's largest paint and arrives with the HTML.
 */
function HeroPicture({ src, alt }: { src: string; alt: string }) {
  const media = `(min-width: ${HERO_DESKTOP_FROM_PX}px)`;
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes: '560px',
    unoptimized: !isOptimisableMedia(src),
  });
  return (
    <picture>
      <source media={media} srcSet={props.srcSet ?? props.src} sizes={props.sizes} />
      <img
        src={EMPTY_GIF}
        alt={alt}
        className={styles.image}
        style={props.style}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

/** The dark hero at the top of the inner pages. */
export function PageHero({
  eyebrow,
  heading,
  text,
  image,
  imageAlt = '',
  children,
  before,
}: PageHeroProps) {
  return (
    <section
      className={`${styles.hero} ${image ? styles.withImage : ''}`}
      aria-labelledby="page-heading"
    >
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          {before}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id="page-heading" className={styles.heading}>
            {heading}
          </h1>
          {text && <div className={styles.text}>{text}</div>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {image && (
          <div className={styles.media}>
            <HeroPicture src={image} alt={imageAlt} />
          </div>
        )}
      </div>
    </section>
  );
}
