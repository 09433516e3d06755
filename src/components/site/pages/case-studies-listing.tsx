import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyGridCard } from '@/components/site/cards/case-study-card';
import cardGrid from '@/components/site/listing/card-grid.module.css';
import { listPageHref, pageCount, Pagination } from '@/components/site/listing/pagination';
import { PageHero } from '@/components/site/sections/page-hero';
import { copyFor } from '@/content/editions';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { getCaseStudyListPage } from '@/server/public-data';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';
import styles from './case-studies.module.css';

// /case-studies and its later pages (/case-studies/page/N), in either language, share
// this listing.

const basePath = (locale: Locale) => localizedPath(locale, '/case-studies');

export function caseStudiesMetadata(locale: Locale, page: number): Metadata {
  const copy = copyFor(locale).ui.caseStudiesPage;
  const { listPage } = copyFor(locale).ui;
  return pageMetadata({
    locale,
    title: page === 1 ? copy.metaTitle : listPage.title(copy.metaTitle, page),
    description:
      page === 1 ? copy.metaDescription : listPage.description(copy.metaDescription, page),
    path: listPageHref(basePath(locale), page),
    // Page N of one language's list holds other records than page N of the other's.
    alternates: page === 1 ? inBothLanguages('/case-studies') : undefined,
  });
}

async function CaseStudyGrid({ locale, page }: { locale: Locale; page: number }) {
  const copy = copyFor(locale).ui.caseStudiesPage;
  const { items, total } = await getCaseStudyListPage(page, locale);
  const pages = pageCount(total, PUBLIC_LIST_PAGE_SIZE);
  if (page > pages) notFound();
  if (items.length === 0) {
    return <p className={cardGrid.empty}>{copy.empty}</p>;
  }
  return (
    <>
      <ul className={styles.grid}>
        {items.map((study, index) => (
          <li key={study._id}>
            <CaseStudyGridCard study={study} preload={index === 0} locale={locale} />
          </li>
        ))}
      </ul>
      <Pagination
        locale={locale}
        basePath={basePath(locale)}
        page={page}
        pages={pages}
        label={copy.paginationLabel}
      />
    </>
  );
}

// No loading.tsx or Suspense here: the cached list is ready at once, and a streamed
// fallback would hold the cards (the largest paint) back by React's reveal throttle.
// Client-side navigations show the site-wide navigation spinner meanwhile.
export function CaseStudiesListing({ locale, page }: { locale: Locale; page: number }) {
  const copy = copyFor(locale).ui.caseStudiesPage;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} text={<p>{copy.text}</p>} />
      <section className={cardGrid.section} aria-label={copy.listLabel}>
        <div className="container">
          <CaseStudyGrid locale={locale} page={page} />
        </div>
      </section>
    </>
  );
}
