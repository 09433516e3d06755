import Link from 'next/link';
import type { NumberedServicePage } from '@/content/services';
import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
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
  locale,
  page,
  crumbs,
}: {
  locale: Locale;
  page: NumberedServicePage;
  crumbs: Crumb[];
}) {
  const serviceName = crumbs.at(-1)?.name ?? page.hero.eyebrow;
  const { ui } = copyFor(locale);
  const { siteStats } = copyFor(locale).siteFacts;
  return (
    <>
      <PageHero
        before={<Breadcrumbs locale={locale} crumbs={crumbs} />}
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={<p>{page.hero.text}</p>}
        image={page.hero.image}
        imageAlt={page.hero.imageAlt}
      >
        <Link href={localizedPath(locale, '/contact')} className="button">
          {page.getStartedButton ? ui.numberedService.getStarted : ui.numberedService.getQuote}
        </Link>
      </PageHero>

      <section className={sectionStyles.section} aria-labelledby="numbered-heading">
        <div className="container">
          <SectionHeader
            id="numbered-heading"
            tagline={ui.numberedService.sectionsTagline}
            heading={ui.numberedService.sectionsHeading(serviceName)}
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
        <ImageTextBlock
          locale={locale}
          id="service-feature-heading"
          block={page.imageTextBlock}
          tone="alt"
        />
      )}
      <PortfolioPreview locale={locale} copy={page.portfolio} />
      <Testimonials locale={locale} />
      <ContactSection locale={locale} formType={`service:${page.key}`} />
    </>
  );
}
