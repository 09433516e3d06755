import { copyFor } from '@/content/editions';
import { localizedPath, type Locale } from '@/lib/locale';
import Link from 'next/link';
import { SiteImage } from '@/components/ui/site-image';
import { Stats } from './stats';
import framed from './framed-image.module.css';
import sectionStyles from './sections.module.css';
import styles from './company-about.module.css';

/** The company page's about section with the Ambition and Mission boxes. */
export function CompanyAbout({ locale }: { locale: Locale }) {
  const { companyAbout, companyStats } = copyFor(locale).company;
  return (
    <section className={sectionStyles.section} aria-labelledby="about-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={sectionStyles.eyebrow}>{companyAbout.tagline}</p>
          <h2 id="about-heading" className={sectionStyles.heading}>
            {companyAbout.heading}
          </h2>
          {companyAbout.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={framed.frame}>
          <SiteImage
            src={companyAbout.image}
            alt={companyAbout.imageAlt}
            fill
            sizes="(min-width: 900px) 560px, 100vw"
            className={framed.image}
          />
        </div>
      </div>
      <div className={`container ${styles.boxes}`}>
        {companyAbout.boxes.map((box) => (
          <article key={box.title} className={styles.box}>
            <h3 className={styles.boxTitle}>{box.title}</h3>
            <p>{box.text}</p>
            <Link href={localizedPath(locale, box.link.href)} className={styles.boxLink}>
              {box.link.label}
              <span className="visually-hidden">
                {copyFor(locale).ui.companyAboutSection.linkContext(box.title)}
              </span>
            </Link>
          </article>
        ))}
      </div>
      <div className={`container ${styles.stats}`}>
        <Stats stats={companyStats} />
      </div>
    </section>
  );
}
