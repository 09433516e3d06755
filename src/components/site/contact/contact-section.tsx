import { Suspense } from 'react';
import { mainContactForm } from '@/content/contact-page';
import { homeContact } from '@/content/home';
import { siteFacts } from '@/content/site-facts';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

/** The closing section of the home, company and service pages with the main form. */
export function ContactSection({
  formType,
  id = 'contact-heading',
}: {
  formType: string;
  id?: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} id="contact">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{homeContact.tagline}</p>
          <h2 id={id} className={styles.heading}>
            {homeContact.heading}
          </h2>
          <p className={styles.text}>{homeContact.text}</p>
          <ul className={styles.details}>
            <li>
              <span className={styles.detailLabel}>Call us</span>
              <a href={siteFacts.mainPhone.href}>{siteFacts.mainPhone.display}</a>
            </li>
            <li>
              <span className={styles.detailLabel}>Email us</span>
              <a href={siteFacts.emailHref}>{siteFacts.email}</a>
            </li>
            <li>
              <span className={styles.detailLabel}>Visit us</span>
              <span>{siteFacts.address.singleLine}</span>
            </li>
          </ul>
        </div>
        <div className={styles.panel}>
          <h3 className={styles.formHeading}>{mainContactForm.heading}</h3>
          <p className={styles.formIntro}>{mainContactForm.intro}</p>
          {/* A boundary of its own lets React hydrate this island in a separate task. */}
          <Suspense>
            <ContactForm
              kind="main"
              submitLabel={mainContactForm.submitLabel}
              formType={formType}
            />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
