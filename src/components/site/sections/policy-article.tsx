import type { PolicyPage } from '@/content/policies';
import { formatDate, isoDate } from '../format';
import { PageHero } from './page-hero';
import styles from './policy-article.module.css';

/** A static policy page: title, last-updated date and numbered sections. */
export function PolicyArticle({ policy }: { policy: PolicyPage }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        heading={policy.title}
        text={
          <p>
            Last updated{' '}
            <time dateTime={isoDate(policy.updated)}>{formatDate(policy.updated)}</time>
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
