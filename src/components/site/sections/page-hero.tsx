import type { ReactNode } from 'react';
import { SiteImage } from '@/components/ui/site-image';
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

/** The dark hero at the top of the inner pages; its image is the page's LCP and preloaded. */
export function PageHero({ eyebrow, heading, text, image, imageAlt = '', children, before }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${image ? styles.withImage : ''}`} aria-labelledby="page-heading">
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
            <SiteImage
              src={image}
              alt={imageAlt}
              fill
              preload
              sizes="(min-width: 768px) 560px, 100vw"
              className={styles.image}
            />
          </div>
        )}
      </div>
    </section>
  );
}
