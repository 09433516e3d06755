import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyGridCard } from '@/components/site/cards/case-study-card';
import cardGrid from '@/components/site/listing/card-grid.module.css';
import { listPageHref, pageCount, Pagination } from '@/components/site/listing/pagination';
import { PageHero } from '@/components/site/sections/page-hero';
import { PUBLIC_LIST_PAGE_SIZE } from '@/lib/constants';
import { getCaseStudyListPage } from '@/server/public-data';
import { pageMetadata } from '@/server/seo/metadata';
import styles from './case-studies.module.css';

// /case-studies and its later pages (/case-studies/page/N) share this listing.

const BASE_PATH = '/case-studies';

const copy = {
  title: 'Case Studies: Websites, Apps and Campaigns',
  description:
    'Case studies from Nexa Digital: e-commerce stores, web platforms, mobile apps and marketing campaigns we designed, built and grew for businesses in the UAE.',
  eyebrow: 'Case Studies',
  heading: 'Success Stories from Our Clients',
  text: 'How retail, logistics, healthcare, property, fitness and finance businesses grew with the products we built for them.',
};

export function caseStudiesMetadata(page: number): Metadata {
  return pageMetadata({
    title: page === 1 ? copy.title : `${copy.title} (page ${page})`,
    description: page === 1 ? copy.description : `${copy.description} Page ${page}.`,
    path: listPageHref(BASE_PATH, page),
  });
}

async function CaseStudyGrid({ page }: { page: number }) {
  const { items, total } = await getCaseStudyListPage(page);
  const pages = pageCount(total, PUBLIC_LIST_PAGE_SIZE);
  if (page > pages) notFound();
  if (items.length === 0) {
    return <p className={cardGrid.empty}>New case studies are on their way.</p>;
  }
  return (
    <>
      <ul className={styles.grid}>
        {items.map((study, index) => (
          <li key={study._id}>
            <CaseStudyGridCard study={study} preload={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination basePath={BASE_PATH} page={page} pages={pages} label="case studies" />
    </>
  );
}

// No loading.tsx or Suspense here: the cached list is ready at once, and a streamed
// fallback would hold the cards (the largest paint) back by React's reveal throttle.
// Client-side navigations show the site-wide navigation spinner meanwhile.
export function CaseStudiesListing({ page }: { page: number }) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} text={<p>{copy.text}</p>} />
      <section className={cardGrid.section} aria-label="All case studies">
        <div className="container">
          <CaseStudyGrid page={page} />
        </div>
      </section>
    </>
  );
}
