import type {
  SharedLayoutServicePage,
  SharedServiceImageText,
  SharedServiceInfo,
} from '@/content/services';
import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import type { Crumb } from '@/server/seo/json-ld';
import { ContactSection } from '../contact/contact-section';
import { RichText } from '../rich-text';
import { Breadcrumbs } from '../sections/breadcrumbs';
import { ImageText } from '../sections/image-text-block';
import { PageHero } from '../sections/page-hero';
import { Testimonials } from '../sections/testimonials';
import styles from './services.module.css';

/** What the shared layout shows; service pages and location pages both map to it. */
export interface SharedLayoutContent {
  banner: { subHeading: string; heading: string; text?: string; image: string; imageAlt: string };
  info: SharedServiceInfo;
  sections: SharedServiceImageText[];
}

export function sharedContentFromService(page: SharedLayoutServicePage): SharedLayoutContent {
  return { banner: page.banner, info: page.info, sections: page.imageTextSections };
}

/** The shared layout's banner: sub-heading, heading (the page's h1) and picture. */
export function SharedServiceBanner({
  locale,
  banner,
  crumbs,
}: {
  locale: Locale;
  banner: SharedLayoutContent['banner'];
  crumbs: Crumb[];
}) {
  return (
    <PageHero
      before={<Breadcrumbs locale={locale} crumbs={crumbs} />}
      eyebrow={banner.subHeading}
      heading={banner.heading}
      text={banner.text ? <p>{banner.text}</p> : undefined}
      image={banner.image}
      imageAlt={banner.imageAlt}
    />
  );
}

/**
 * Everything below the banner: the info section with a 'Get Started' phone link, three
 * numbered image-and-text sections, then the shared closing sections (reviews and the
 * contact form).
 */
export function SharedServiceBody({
  locale,
  info,
  sections,
  formType,
}: Omit<SharedLayoutContent, 'banner'> & { locale: Locale; formType: string }) {
  const { ui } = copyFor(locale);
  const { siteFacts } = copyFor(locale).siteFacts;
  return (
    <>
      <section className={styles.info} aria-labelledby="info-heading">
        <div className={`container ${styles.infoGrid}`}>
          <div>
            <h2 id="info-heading" className={styles.infoHeading}>
              <span className={styles.highlight}>{info.highlightedWord}</span> {info.mainHeading}
            </h2>
            <p className={styles.infoText}>{info.paragraph}</p>
            <p className={styles.infoAction}>
              <a href={siteFacts.mainPhone.href} className="button">
                {ui.sharedService.getStarted}
                <span className="visually-hidden">
                  {ui.sharedService.callContext(siteFacts.mainPhone.display)}
                </span>
              </a>
            </p>
          </div>
          <ul className={styles.subBlocks}>
            {info.subBlocks.map((block) => (
              <li key={block.heading} className={styles.subBlock}>
                <h3 className={styles.subBlockHeading}>{block.heading}</h3>
                <p>{block.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {sections.map((section, index) => (
        <ImageText
          locale={locale}
          key={section.heading}
          id={`shared-section-${index + 1}`}
          number={String(index + 1).padStart(2, '0')}
          picture={{ src: section.image, alt: section.imageAlt }}
          heading={section.heading}
          reverse={index % 2 === 1}
          tone={index % 2 === 1 ? 'alt' : 'light'}
        >
          <RichText html={section.text} />
        </ImageText>
      ))}

      <Testimonials locale={locale} />
      <ContactSection locale={locale} formType={formType} />
    </>
  );
}

/** CMS, SEO, social media marketing and Google Ads (location pages use the two halves). */
export function SharedServiceTemplate({
  locale,
  content,
  crumbs,
  formType,
}: {
  locale: Locale;
  content: SharedLayoutContent;
  crumbs: Crumb[];
  formType: string;
}) {
  return (
    <>
      <SharedServiceBanner locale={locale} banner={content.banner} crumbs={crumbs} />
      <SharedServiceBody
        locale={locale}
        info={content.info}
        sections={content.sections}
        formType={formType}
      />
    </>
  );
}
