import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { SiteImage } from '@/components/ui/site-image';
import { copyFor } from '@/content/editions';
import { statisticsCount } from '@/lib/constants';
import { localizedPath, type Locale } from '@/lib/locale';
import { isOptimisableMedia } from '@/server/media/optimisable';
import type { CaseStudy, WithMedia } from '@/server/public-data';
import { pictureOf } from '../media/picture';
import { videoOf } from '../media/video';
import { Breadcrumbs } from '../sections/breadcrumbs';
import { ImageText } from '../sections/image-text-block';
import { CaseStudyVideo } from './case-study-video';
import styles from './case-study-detail.module.css';

type HeadingSectionNumber = 1 | 2 | 3;

/** A case study with what the media library says of its pictures and video. */
type ShownStudy = WithMedia<CaseStudy>;

/**
 * How the three heading sections are laid out per template. template1 tells the story
 * in order (challenge, approach, outcome) with the middle section on a dark band;
 * template2 leads with the outcome, on a dark band, then challenge and approach.
 */
export const HEADING_SECTION_LAYOUT: Record<
  'template1' | 'template2',
  { order: HeadingSectionNumber[]; dark: HeadingSectionNumber[] }
> = {
  template1: { order: [1, 2, 3], dark: [2] },
  template2: { order: [3, 1, 2], dark: [3] },
};

/** The template the record names; anything else is shown as template1. */
export const templateOf = (study: CaseStudy) =>
  study.template === 'template2' ? 'template2' : 'template1';

/**
 * The poster the video and its preload share (the video asset's own, else the banner)
 * through the image optimiser, 414 CSS px at 2x (828 px, one of Next's device sizes):
 * sharp enough for the video column and light on a phone. A <video> poster cannot be
 * responsive, so the size is fixed here.
 */
function posterUrl(src: string): string | undefined {
  if (!isOptimisableMedia(src)) return src || undefined;
  return getImageProps({ src, alt: '', width: 414, height: 233, quality: 75 }).props.src;
}

const categoriesOf = (study: CaseStudy) =>
  [study.category1, study.category2, study.category3, study.category4].filter(
    (category) => category && category !== 'Not selected',
  );

/** The hero: title, INDUSTRY label and text, services, and the video (or the banner). */
export function CaseStudyHero({ study, locale }: { study: ShownStudy; locale: Locale }) {
  const copy = copyFor(locale).ui.caseStudyPage;
  const title = study.heroHeading || copy.fallbackTitle;
  const banner = pictureOf(study.media, study.bannerImage, locale);
  const video = study.video ? videoOf(study.media, study.video, banner.src) : undefined;
  const poster = video && posterUrl(video.poster);
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  const categories = categoriesOf(study);
  const crumbs = copyFor(locale).ui.breadcrumbs;
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <div>
          <Breadcrumbs
            locale={locale}
            crumbs={[
              { name: crumbs.home, path: localizedPath(locale, '/') },
              { name: crumbs.caseStudies, path: localizedPath(locale, '/case-studies') },
              { name: title, path: localizedPath(locale, `/casestudy/${study._id}`) },
            ]}
          />
          {study.clientName && <p className={styles.client}>{study.clientName}</p>}
          <h1 className={styles.title}>{title}</h1>
          {(study.industry || study.industryText) && (
            <div className={styles.industry}>
              <p className={styles.industryLabel}>{copy.industry}</p>
              {study.industry && <p className={styles.industryName}>{study.industry}</p>}
              {study.industryText && <p className={styles.industryText}>{study.industryText}</p>}
            </div>
          )}
          {categories.length > 0 && (
            <ul className={styles.chips} aria-label={copy.servicesDelivered}>
              {categories.map((category) => (
                <li key={category}>{category}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.heroMedia}>
          {video ? (
            <CaseStudyVideo
              src={video.src}
              poster={poster}
              crossOrigin={video.crossOrigin}
              label={copy.videoLabel(study.clientName || title)}
            >
              <source src={video.src} />
              {video.captions && (
                <track
                  kind="captions"
                  src={video.captions}
                  srcLang="en"
                  label={copy.captionsLabel}
                  default
                />
              )}
            </CaseStudyVideo>
          ) : (
            <div className={styles.banner}>
              <SiteImage
                {...banner}
                fill
                preload
                sizes="(min-width: 900px) 560px, 100vw"
                className={styles.cover}
              />
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

/** Below the hero: two image sections, the three heading sections and the statistics. */
export function CaseStudyBody({ study, locale }: { study: ShownStudy; locale: Locale }) {
  const copy = copyFor(locale).ui.caseStudyPage;
  const layout = HEADING_SECTION_LAYOUT[templateOf(study)];
  const figureCount = statisticsCount(study.template);
  const figures = Array.from({ length: figureCount }, (_, i) => ({
    value: study[`sec4Percentage${i + 1}` as `sec4Percentage${1 | 2 | 3 | 4}`],
    label: study[`sec4Text${i + 1}` as `sec4Text${1 | 2 | 3 | 4}`],
  }));

  return (
    <>
      {(study.sec1Heading || study.sec1Para) && (
        <ImageText
          locale={locale}
          id="cs-section-1"
          picture={pictureOf(study.media, study.sec1Img, locale)}
          heading={study.sec1Heading || copy.overview}
        >
          <p>{study.sec1Para}</p>
        </ImageText>
      )}
      {(study.sec2Heading || study.sec2Para) && (
        <ImageText
          locale={locale}
          id="cs-section-2"
          picture={pictureOf(study.media, study.sec2Img, locale)}
          heading={study.sec2Heading || copy.solution}
          reverse
          tone="alt"
        >
          <p>{study.sec2Para}</p>
        </ImageText>
      )}

      {layout.order.map((n) => {
        const heading = study[`sec3Heading${n}`];
        const subHeading = study[`sec3SubHeading${n}`];
        const paragraph = study[`sec3Para${n}`];
        if (!heading && !subHeading && !paragraph) return null;
        const dark = layout.dark.includes(n);
        const image = n === 2 ? study.sec3Img2 : '';
        return (
          <section
            key={n}
            className={`${styles.headingSection} ${dark ? styles.dark : ''}`}
            aria-labelledby={`cs-heading-${n}`}
            data-section={n}
            data-dark={dark}
          >
            <div className={`container ${image ? styles.withImage : styles.narrow}`}>
              <div>
                <h2 id={`cs-heading-${n}`} className={styles.sectionHeading}>
                  {heading || subHeading}
                </h2>
                {heading && subHeading && <p className={styles.subHeading}>{subHeading}</p>}
                {paragraph && <p className={styles.paragraph}>{paragraph}</p>}
              </div>
              {image && (
                <div className={styles.sectionMedia}>
                  <SiteImage
                    {...pictureOf(study.media, image, locale)}
                    fill
                    sizes="(min-width: 900px) 560px, 100vw"
                    className={styles.cover}
                  />
                </div>
              )}
            </div>
          </section>
        );
      })}

      <section className={styles.statistics} aria-labelledby="cs-statistics">
        <div className="container">
          <h2 id="cs-statistics" className={styles.sectionHeading}>
            {study.sec4Heading || copy.results}
          </h2>
          {study.sec4SubHeading && <p className={styles.subHeading}>{study.sec4SubHeading}</p>}
          <dl className={styles.figures} data-count={figureCount}>
            {figures.map((figure, index) => (
              <div key={index} className={styles.figure}>
                <dt className={styles.figureLabel}>{figure.label || '\u00a0'}</dt>
                <dd className={styles.figureValue}>{figure.value || '–'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
