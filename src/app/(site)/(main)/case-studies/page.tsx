import type { Metadata } from 'next';
import { CaseStudyGridCard } from '@/components/site/cards/case-study-card';
import { PageHero } from '@/components/site/sections/page-hero';
import { pageMetadata } from '@/server/seo/metadata';
import { getCaseStudies } from '@/server/public-data';
import styles from './case-studies.module.css';

const copy = {
  title: 'Case Studies: Websites, Apps and Campaigns',
  description:
    'Case studies from Nexa Digital: e-commerce stores, web platforms, mobile apps and marketing campaigns we designed, built and grew for businesses in the UAE.',
  eyebrow: 'Case Studies',
  heading: 'Success Stories from Our Clients',
  text: 'How retail, logistics, healthcare, property, fitness and finance businesses grew with the products we built for them.',
};

export function generateMetadata(): Metadata {
  return pageMetadata({ title: copy.title, description: copy.description, path: '/case-studies' });
}

async function CaseStudyGrid() {
  const studies = await getCaseStudies();
  if (studies.length === 0) {
    return <p className={styles.empty}>New case studies are on their way.</p>;
  }
  return (
    <ul className={styles.grid}>
      {studies.map((study, index) => (
        <li key={study._id}>
          <CaseStudyGridCard study={study} preload={index === 0} />
        </li>
      ))}
    </ul>
  );
}

// No loading.tsx or Suspense here: the cached list is ready at once, and a streamed
// fallback would hold the cards (the largest paint) back by React's reveal throttle.
// Client-side navigations show the site-wide navigation spinner meanwhile.
export default function CaseStudiesPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} heading={copy.heading} text={<p>{copy.text}</p>} />
      <section className={styles.section} aria-label="All case studies">
        <div className="container">
          <CaseStudyGrid />
        </div>
      </section>
    </>
  );
}
