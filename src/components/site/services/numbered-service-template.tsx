import Link from 'next/link';
import type { NumberedServicePage } from '@/content/services';
import { siteStats } from '@/content/site-facts';
import type { Crumb } from '@/server/seo/json-ld';
import { ContactSection } from '../contact/contact-section';
import { Breadcrumbs } from '../sections/breadcrumbs';
import { ImageTextBlock } from '../sections/image-text-block';
import { PageHero } from '../sections/page-hero';
import { PortfolioPreview } from '../sections/portfolio-preview';
import { SectionHeader } from '../sections/section-header';
import { Stats } from '../sections/stats';
import { Testimonials } from '../sections/testimonials';
import sectionStyles from '../sections/sections.module.css';
import styles from './services.module.css';

/** Web, mobile app, UI/UX and e-commerce: hero, numbered sections, portfolio, reviews, form. */
export function NumberedServiceTemplate({
  page,
  crumbs,
}: {
  page: NumberedServicePage;
  crumbs: Crumb[];
}) {
  const serviceName = crumbs.at(-1)?.name ?? page.hero.eyebrow;
  return (
    <>
      <PageHero
        before={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={<p>{page.hero.text}</p>}
        image={page.hero.image}
        imageAlt={page.hero.imageAlt}
      >
        {page.getStartedButton ? (
          <Link href="/contact" className="button">
            Get Started
          </Link>
        ) : (
          <Link href="/contact" className="button">
            Get a Quote
          </Link>
        )}
      </PageHero>

      <section className={sectionStyles.section} aria-labelledby="numbered-heading">
        <div className="container">
          <SectionHeader
            id="numbered-heading"
            tagline="What we deliver"
            heading={`Our ${serviceName} Services`}
          />
          <ol className={styles.numbered}>
            {page.sections.map((section, index) => (
              <li key={section.heading} className={styles.numberedItem}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className={styles.numberedHeading}>{section.heading}</h3>
                  <p className={styles.numberedText}>{section.text}</p>
                  <ul className={styles.bullets}>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
          <div className={styles.stats}>
            <Stats stats={siteStats} />
          </div>
        </div>
      </section>

      {page.imageTextBlock && (
        <ImageTextBlock id="service-feature-heading" block={page.imageTextBlock} tone="alt" />
      )}
      <PortfolioPreview copy={page.portfolio} />
      <Testimonials />
      <ContactSection formType={`service:${page.key}`} />
    </>
  );
}
