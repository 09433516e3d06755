import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import { Carousel } from '@/components/ui/carousel';
import { SiteImage } from '@/components/ui/site-image';
import { TESTIMONIALS_AUTOPLAY_MS } from '@/lib/constants';
import { carouselCopy } from './carousel-copy';
import { SectionHeader } from './section-header';
import sectionStyles from './sections.module.css';
import styles from './testimonials.module.css';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <div className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" data-on={index < rating}>
          <path d="m12 17.3 6.2 3.7-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.4 14l-1.6 7z" />
        </svg>
      ))}
    </div>
  );
}

/** Client reviews in an autoplaying, looping carousel of 1.3 slides (spec point 9). */
export function Testimonials({
  locale,
  id = 'testimonials-heading',
}: {
  locale: Locale;
  id?: string;
}) {
  const { testimonials, testimonialsSection } = copyFor(locale).testimonials;
  const { ui } = copyFor(locale);
  const slides = testimonials.map((item) => (
    <figure key={item.name} className={styles.card}>
      <Stars rating={item.rating} label={ui.testimonialsCarousel.rating(item.rating)} />
      <blockquote className={styles.quote}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <SiteImage
          src={item.avatar}
          alt=""
          data-decorative="avatar"
          width={56}
          height={56}
          className={styles.avatar}
        />
        <span>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.role}>
            {ui.testimonialsCarousel.roleAt(item.role, item.company)}
          </span>
        </span>
      </figcaption>
    </figure>
  ));
  return (
    <section className={`${sectionStyles.section} ${sectionStyles.alt}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeader
          id={id}
          tagline={testimonialsSection.tagline}
          heading={testimonialsSection.heading}
          text={testimonialsSection.text}
        />
        <Carousel
          label={ui.testimonialsCarousel.carouselLabel}
          {...carouselCopy(locale, slides.length)}
          layout="testimonials"
          autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
          slides={slides}
        />
      </div>
    </section>
  );
}
