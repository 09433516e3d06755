import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import Link from 'next/link';
import { SiteImage } from '@/components/ui/site-image';
import { HeroVideo } from './hero-video';
import styles from './home-hero.module.css';

export function HomeHero({ locale }: { locale: Locale }) {
  const { homeHero } = copyFor(locale).home;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <HeroVideo sources={homeHero.video.sources} labels={copyFor(locale).ui.heroVideo}>
        <SiteImage
          src={homeHero.video.poster}
          alt=""
          data-decorative="backdrop"
          fill
          preload
          sizes="100vw"
          className={styles.poster}
        />
      </HeroVideo>
      <div className={styles.overlay} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.tagline}>{homeHero.partnerTagline}</p>
        <h1 id="home-hero-heading" className={styles.headline}>
          {homeHero.headline}
        </h1>
        <p className={styles.description}>{homeHero.description}</p>
        <p className={styles.actions}>
          <Link href={localizedPath(locale, homeHero.cta.href)} className="button">
            {homeHero.cta.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
