import { unstable_rethrow } from 'next/navigation';
import Link from 'next/link';
import { Suspense } from 'react';
import type { PortfolioPreviewCopy } from '@/content/services';
import { Spinner } from '@/components/ui/spinner';
import { PORTFOLIO_AUTOPLAY_MS, PORTFOLIO_MAX_ITEMS } from '@/lib/constants';
import { getPortfolioPool } from '@/server/public-data';
import { CaseStudyTeaserCard } from '../cards/case-study-card';
import { RandomCarousel } from './random-carousel';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

/**
 * The pool (the newest PORTFOLIO_POOL_SIZE published case studies) is rendered here, on
 * the server, card by card; the browser shows PORTFOLIO_MAX_ITEMS of them, chosen and
 * ordered at random for each visit, although the page itself is cached.
 */
async function PortfolioCarousel() {
  let studies;
  try {
    studies = await getPortfolioPool();
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    console.error('[portfolio] case studies could not be loaded:', error);
    return (
      <p className={styles.error} role="alert">
        Our portfolio could not be loaded. Please try again later.
      </p>
    );
  }
  if (studies.length === 0) return null;
  return (
    <RandomCarousel
      // A new draw whenever the pool's size changes (its indexes must fit the pool).
      key={studies.length}
      label="Portfolio"
      layout="portfolio"
      autoplayMs={PORTFOLIO_AUTOPLAY_MS}
      count={PORTFOLIO_MAX_ITEMS}
      pool={studies.map((study) => (
        <CaseStudyTeaserCard key={study._id} study={study} />
      ))}
    />
  );
}

/**
 * Up to 10 case studies, chosen and ordered at random in the browser, with 'Explore All'
 * to /case-studies.
 */
export function PortfolioPreview({ copy }: { copy: PortfolioPreviewCopy }) {
  return (
    <section className={styles.section} aria-labelledby="portfolio-heading">
      <div className="container">
        <SectionHeader
          id="portfolio-heading"
          tagline="Portfolio"
          heading={copy.heading}
          text={copy.text}
        />
        <Suspense fallback={<Spinner label="Loading our portfolio" minHeight={520} />}>
          <PortfolioCarousel />
        </Suspense>
        <p className={`${styles.actions} ${styles.centerActions}`}>
          <Link href={copy.exploreAll.href} className="button">
            {copy.exploreAll.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
