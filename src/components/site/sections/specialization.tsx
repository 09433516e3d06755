import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import Link from 'next/link';
import { RichText } from '../rich-text';
import { SectionHeader } from './section-header';
import sectionStyles from './sections.module.css';
import styles from './specialization.module.css';

/** Specialization cards, each with HTML text and 'Get Started' to /contact. */
export function Specialization({ locale }: { locale: Locale }) {
  const { specializationSection } = copyFor(locale).home;
  return (
    <section
      className={`${sectionStyles.section} ${sectionStyles.alt}`}
      aria-labelledby="specialization-heading"
    >
      <div className="container">
        <SectionHeader
          id="specialization-heading"
          heading={specializationSection.heading}
          text={specializationSection.text}
        />
        <ul className={styles.grid}>
          {specializationSection.cards.map((card, index) => (
            <li key={card.heading}>
              <article className={styles.card}>
                <span className={styles.index} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.heading}>{card.heading}</h3>
                <RichText html={card.text} className={styles.text} />
                <Link href={localizedPath(locale, card.href)} className={`button ${styles.cta}`}>
                  {card.ctaLabel}
                  <span className="visually-hidden">
                    {copyFor(locale).ui.specialization.ctaContext(card.heading)}
                  </span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
