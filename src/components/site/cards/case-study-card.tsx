import Link from 'next/link';
import { SiteImage } from '@/components/ui/site-image';
import { TEASER_LENGTH, truncate } from '@/lib/constants';
import type { CaseStudy } from '@/server/public-data';
import { caseStudyHref } from '../paths';
import styles from './cards.module.css';

/** Showcase and portfolio slides: banner, heading, 150-character teaser and 'Read More'. */
export function CaseStudyTeaserCard({ study }: { study: CaseStudy }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SiteImage
          src={study.bannerImage}
          alt=""
          fill
          sizes="(min-width: 992px) 600px, (min-width: 778px) 50vw, 100vw"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {study.industry && <p className={styles.meta}>{study.industry}</p>}
        <h3 className={styles.title}>{study.heroHeading}</h3>
        <p className={styles.text}>{truncate(study.sec1Para, TEASER_LENGTH)}</p>
        <Link href={caseStudyHref(study._id)} className={styles.more}>
          Read More<span className="visually-hidden">: {study.heroHeading}</span>
        </Link>
      </div>
    </article>
  );
}

/** The case-study list's card: one link to the detail with a 'View Details' label. */
export function CaseStudyGridCard({
  study,
  preload = false,
}: {
  study: CaseStudy;
  preload?: boolean;
}) {
  const categories = [study.category1, study.category2, study.category3, study.category4].filter(
    (category) => category && category !== 'Not selected',
  );
  return (
    <Link href={caseStudyHref(study._id)} className={`${styles.card} ${styles.linkCard}`}>
      <div className={styles.media}>
        <SiteImage
          src={study.bannerImage}
          alt=""
          fill
          preload={preload}
          sizes="(min-width: 768px) 600px, 100vw"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {study.industry && <p className={styles.meta}>{study.industry}</p>}
        <h2 className={styles.title}>{study.heroHeading}</h2>
        {categories.length > 0 && (
          <ul className={styles.chips} aria-label="Services">
            {categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        )}
        <span className={styles.more}>View Details</span>
      </div>
    </Link>
  );
}
