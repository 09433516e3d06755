import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import { unstable_rethrow } from 'next/navigation';
import { Suspense } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { Spinner } from '@/components/ui/spinner';
import { SHOWCASE_AUTOPLAY_MS, SHOWCASE_GAP_PX } from '@/lib/constants';
import { getShowcaseCaseStudies } from '@/server/public-data';
import { CaseStudyTeaserCard } from '../cards/case-study-card';
import { carouselCopy } from './carousel-copy';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

async function ShowcaseCarousel({ locale }: { locale: Locale }) {
  const { ui } = copyFor(locale);
  let studies;
  try {
    studies = await getShowcaseCaseStudies(locale);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    console.error('[showcase] case studies could not be loaded:', error);
    return (
      <p className={styles.error} role="alert">
        {ui.showcase.loadError}
      </p>
    );
  }
  if (studies.length === 0) {
    return <p className={styles.note}>{ui.showcase.empty}</p>;
  }
  return (
    <Carousel
      label={ui.showcase.carouselLabel}
      {...carouselCopy(locale, studies.length)}
      layout="showcase"
      autoplayMs={SHOWCASE_AUTOPLAY_MS}
      gapPx={SHOWCASE_GAP_PX}
      slides={studies.map((study) => (
        <CaseStudyTeaserCard key={study._id} study={study} locale={locale} />
      ))}
    />
  );
}

/** 'Success Stories of Digital Products': spinner, red error text, or the carousel. */
export function CaseStudyShowcase({ locale }: { locale: Locale }) {
  const { homeShowcase } = copyFor(locale).home;
  return (
    <section className={styles.section} aria-labelledby="showcase-heading">
      <div className="container">
        <SectionHeader
          id="showcase-heading"
          heading={homeShowcase.heading}
          text={homeShowcase.text}
        />
        <Suspense
          fallback={<Spinner label={copyFor(locale).ui.showcase.loading} minHeight={520} />}
        >
          <ShowcaseCarousel locale={locale} />
        </Suspense>
      </div>
    </section>
  );
}
