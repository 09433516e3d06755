import type { PolicyPage } from '@/content/policies';
import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import { formatDate, isoDate } from '../format';
import { PageHero } from './page-hero';
import styles from './policy-article.module.css';

/** A static policy page: title, last-updated date and numbered sections. */
export function PolicyArticle({ locale, policy }: { locale: Locale; policy: PolicyPage }) {
  const copy = copyFor(locale).ui;
  return (
    <>
      <PageHero
        eyebrow={copy.policyArticle.eyebrow}
        heading={policy.title}
        text={
          <p>
            {copy.dates.lastUpdated}{' '}
            <time dateTime={isoDate(policy.updated)}>{formatDate(policy.updated, locale)}</time>
          </p>
        }
      />
      <div className={`container ${styles.body}`}>
        {policy.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
