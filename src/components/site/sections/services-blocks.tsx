import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import Link from 'next/link';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

export function ServicesBlocks({ locale }: { locale: Locale }) {
  const { homeServices } = copyFor(locale).home;
  return (
    <section className={styles.section} aria-labelledby="services-heading">
      <div className="container">
        <SectionHeader
          id="services-heading"
          tagline={homeServices.tagline}
          heading={homeServices.heading}
          text={homeServices.text}
        />
        <ul className={styles.grid3}>
          {homeServices.blocks.map((block) => (
            <li key={block.href}>
              <article className={styles.card}>
                <h3>{block.heading}</h3>
                <p>{block.text}</p>
                <Link href={localizedPath(locale, block.href)} className={styles.cardLink}>
                  {block.linkLabel}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
