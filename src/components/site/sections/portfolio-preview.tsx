import { unstable_rethrow } from 'next/navigation';
import Link from 'next/link';
import { Suspense } from 'react';
import type { PortfolioPreviewCopy } from '@/content/services';
import { Spinner } from '@/components/ui/spinner';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import { PORTFOLIO_AUTOPLAY_MS, PORTFOLIO_MAX_ITEMS } from '@/lib/constants';
import { getPortfolioPool } from '@/server/public-data';
import { CaseStudyTeaserCard } from '../cards/case-study-card';
import { RandomCarousel } from './random-carousel';
import { carouselCopy } from './carousel-copy';
import { SectionHeader } from './section-header';
import styles from './sections.module.css';

/**
 * The pool (the newest PORTFOLIO_POOL_SIZE published case studies) is rendered here, on
 * the server, card by card; the browser shows PORTFOLIO_MAX_ITEMS of them, chosen and
 * ordered at random for each visit, although the page itself is cached.
 */
async function PortfolioCarousel({ locale }: { locale: Locale }) {
  const { ui } = copyFor(locale);
  let studies;
  try {
    studies = await getPortfolioPool(locale);
  } catch (error) {
    // Next's own signals (dynamic rendering, notFound) are not load failures.
    unstable_rethrow(error);
    console.error('[portfolio] case studies could not be loaded:', error);
    return (
      <p className={styles.error} role="alert">
        {ui.portfolio.loadError}
      </p>
    );
  }
  // No case study in this language yet: a sentence rather than an empty section, as the
  // home's showcase says.
  if (studies.length === 0) return <p className={styles.note}>{ui.portfolio.empty}</p>;
  return (
    <RandomCarousel
      // A new carousel, and a new draw, whenever the pool changes: where React updates a
      // page in place (draft preview), the island starts afresh on the new element.
      key={studies.map((study) => study._id).join()}
      label={ui.portfolio.carouselLabel}
      {...carouselCopy(locale, Math.min(PORTFOLIO_MAX_ITEMS, studies.length))}
      layout="portfolio"
      autoplayMs={PORTFOLIO_AUTOPLAY_MS}
      count={PORTFOLIO_MAX_ITEMS}
      pool={studies.map((study) => (
        <CaseStudyTeaserCard key={study._id} study={study} locale={locale} />
      ))}
    />
  );
}

/**
 * Up to 10 case studies, chosen and ordered at random in the browser, with 'Explore All'
 * to /case-studies.
 */
export function PortfolioPreview({ locale, copy }: { locale: Locale; copy: PortfolioPreviewCopy }) {
  const { ui } = copyFor(locale);
  return (
    <section className={styles.section} aria-labelledby="portfolio-heading">
      <div className="container">
        <SectionHeader
          id="portfolio-heading"
          tagline={ui.portfolio.tagline}
          heading={copy.heading}
          text={copy.text}
        />
        <Suspense fallback={<Spinner label={ui.portfolio.loading} minHeight={520} />}>
          <PortfolioCarousel locale={locale} />
        </Suspense>
        <p className={`${styles.actions} ${styles.centerActions}`}>
          <Link href={localizedPath(locale, copy.exploreAll.href)} className="button">
            {copy.exploreAll.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
