import Link from 'next/link';
import { copyFor } from '@/content/editions';
import { TEASER_LENGTH, truncate } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import type { CaseStudy, WithMedia } from '@/server/public-data';
import { cardPictureOf } from '../media/picture';
import { caseStudyHref } from '../paths';
import { CardImage } from './card-image';
import styles from './cards.module.css';
import { TeaserCard } from './teaser-card';

/** Showcase and portfolio slides: banner, heading, 150-character teaser and 'Read More'. */
export function CaseStudyTeaserCard({
  study,
  locale,
}: {
  study: WithMedia<CaseStudy>;
  locale: Locale;
}) {
  return (
    <TeaserCard
      image={cardPictureOf(study.media, study.bannerImage)}
      sizes="(min-width: 992px) 600px, (min-width: 778px) 50vw, 100vw"
      meta={study.industry && <p className={styles.meta}>{study.industry}</p>}
      title={study.heroHeading}
      teaser={truncate(study.sec1Para, TEASER_LENGTH)}
      href={localizedPath(locale, caseStudyHref(study._id))}
      more={copyFor(locale).ui.caseStudyCard.readMore}
      moreContext={copyFor(locale).ui.teaserCard.moreContext(study.heroHeading)}
    />
  );
}

/** The case-study list's card: one link to the detail with a 'View Details' label. */
export function CaseStudyGridCard({
  study,
  preload = false,
  locale,
}: {
  study: WithMedia<CaseStudy>;
  preload?: boolean;
  locale: Locale;
}) {
  const copy = copyFor(locale).ui.caseStudyCard;
  const categories = [study.category1, study.category2, study.category3, study.category4].filter(
    (category) => category && category !== 'Not selected',
  );
  return (
    <Link
      href={localizedPath(locale, caseStudyHref(study._id))}
      className={`${styles.card} ${styles.linkCard}`}
    >
      <CardImage
        picture={cardPictureOf(study.media, study.bannerImage)}
        preload={preload}
        sizes="(min-width: 768px) 600px, 100vw"
      />
      <div className={styles.body}>
        {study.industry && <p className={styles.meta}>{study.industry}</p>}
        <h2 className={styles.title}>{study.heroHeading}</h2>
        {categories.length > 0 && (
          <ul className={styles.chips} aria-label={copy.servicesLabel}>
            {categories.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        )}
        <span className={styles.more}>{copy.viewDetails}</span>
      </div>
    </Link>
  );
}
