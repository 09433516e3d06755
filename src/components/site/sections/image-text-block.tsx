import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ImageTextBlock as ImageTextBlockData, LinkButton } from '@/content/home';
import type { StatFigure } from '@/content/site-facts';
import { SiteImage } from '@/components/ui/site-image';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import type { Picture } from '../media/picture';
import { Stats } from './stats';
import framed from './framed-image.module.css';
import sectionStyles from './sections.module.css';
import styles from './image-text-block.module.css';

export interface ImageTextProps {
  locale: Locale;
  id: string;
  /** Cropped to the frame (object-fit: cover), at its focal point when it has one. */
  picture: Picture;
  heading: string;
  tagline?: string;
  /** '01', '02'… on the numbered service sections. */
  number?: string;
  children: ReactNode;
  list?: string[];
  stats?: StatFigure[];
  button?: LinkButton;
  pill?: LinkButton;
  /** The 'MAKE APPOINTMENT' button to /contact. */
  appointment?: boolean;
  reverse?: boolean;
  tone?: 'light' | 'alt';
}

/** The configurable image-and-text block (spec: Image-and-text block). */
export function ImageText({
  locale,
  id,
  picture,
  heading,
  tagline,
  number,
  children,
  list,
  stats,
  button,
  pill,
  appointment = false,
  reverse = false,
  tone = 'light',
}: ImageTextProps) {
  return (
    <section
      className={`${sectionStyles.section} ${tone === 'alt' ? sectionStyles.alt : ''}`}
      aria-labelledby={id}
    >
      <div className={`container ${styles.grid} ${reverse ? styles.reverse : ''}`}>
        <div className={styles.media}>
          <SiteImage
            {...picture}
            fill
            sizes="(min-width: 768px) 600px, 100vw"
            className={framed.image}
          />
        </div>
        <div className={styles.copy}>
          {(number || tagline) && (
            <p className={sectionStyles.eyebrow}>
              {number && <span className={styles.number}>{number}</span>}
              {tagline}
            </p>
          )}
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
          <div className={styles.text}>{children}</div>
          {list && list.length > 0 && (
            <ul className={styles.list}>
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {stats && stats.length > 0 && (
            <div className={styles.stats}>
              <Stats stats={stats} />
            </div>
          )}
          {(button || pill || appointment) && (
            <div className={sectionStyles.actions}>
              {appointment && (
                <Link href={localizedPath(locale, '/contact')} className="button">
                  {copyFor(locale).ui.imageText.appointment}
                </Link>
              )}
              {button && (
                <Link href={localizedPath(locale, button.href)} className="button button--outline">
                  {button.label}
                </Link>
              )}
              {pill && (
                <Link href={localizedPath(locale, pill.href)} className={sectionStyles.pill}>
                  {pill.label}
                </Link>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** One of the content variants (home partnership, maintenance, app development…). */
export function ImageTextBlock({
  locale,
  id,
  block,
  reverse,
  tone,
}: {
  locale: Locale;
  id: string;
  block: ImageTextBlockData;
  reverse?: boolean;
  tone?: 'light' | 'alt';
}) {
  return (
    <ImageText
      locale={locale}
      id={id}
      picture={{ src: block.image, alt: block.imageAlt }}
      tagline={block.tagline}
      heading={block.heading}
      list={block.list}
      stats={block.stats}
      button={block.button}
      pill={block.pill}
      appointment={block.appointment}
      reverse={reverse}
      tone={tone}
    >
      <p>{block.text}</p>
    </ImageText>
  );
}
