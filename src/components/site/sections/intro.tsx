import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import Link from 'next/link';
import { Stats } from './stats';
import styles from './intro.module.css';

export function Intro({ locale }: { locale: Locale }) {
  const { homeIntro } = copyFor(locale).home;
  const { siteStats } = copyFor(locale).siteFacts;
  return (
    <section className={styles.intro} aria-labelledby="intro-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.eyebrow}>{homeIntro.tagline}</p>
          <h2 id="intro-heading" className={styles.heading}>
            {homeIntro.heading}
          </h2>
          <p className={styles.text}>{homeIntro.text}</p>
          <p className={styles.action}>
            <Link href={localizedPath(locale, homeIntro.button.href)} className="button">
              {homeIntro.button.label}
            </Link>
          </p>
        </div>
        <Stats stats={siteStats} tone="dark" />
      </div>
    </section>
  );
}
