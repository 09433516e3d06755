import { unstable_rethrow } from 'next/navigation';
import { Suspense } from 'react';
import { homeShowcase } from '@/content/home';
import { Carousel } from '@/components/ui/carousel';
import { Spinner } from '@/components/ui/spinner';
import { SHOWCASE_AUTOPLAY_MS, SHOWCASE_GAP_PX } from '@/lib/constants';
import { getShowcaseCaseStudies } from '@/server/public-data';
import { CaseStudyTeaserCard } from '../cards/case-study-card';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

async function ShowcaseCarousel() {
  let studies;
  try {
    studies = await getShowcaseCaseStudies();
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    console.error('[showcase] case studies could not be loaded:', error);
    return (
      <p className={styles.error} role="alert">
        Success stories could not be loaded. Please try again later.
      </p>
    );
  }
  if (studies.length === 0) {
    return <p className={styles.note}>New success stories are on their way.</p>;
  }
  return (
    <Carousel
      label="Success stories"
      layout="showcase"
      autoplayMs={SHOWCASE_AUTOPLAY_MS}
      gapPx={SHOWCASE_GAP_PX}
      slides={studies.map((study) => (
        <CaseStudyTeaserCard key={study._id} study={study} />
      ))}
    />
  );
}

/** 'Success Stories of Digital Products': spinner, red error text, or the carousel. */
export function CaseStudyShowcase() {
  return (
    <section className={styles.section} aria-labelledby="showcase-heading">
      <div className="container">
        <SectionHeader
          id="showcase-heading"
          heading={homeShowcase.heading}
          text={homeShowcase.text}
        />
        <Suspense fallback={<Spinner label="Loading success stories" minHeight={520} />}>
          <ShowcaseCarousel />
        </Suspense>
      </div>
    </section>
  );
}
