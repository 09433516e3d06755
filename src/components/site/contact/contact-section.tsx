import { copyFor } from '@/content/editions';
import { contactFormCopy } from '@/components/site/contact/contact-form-copy';
import type { Locale } from '@/lib/locale';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

/** The closing section of the home, company and service pages with the main form. */
export function ContactSection({
  locale,
  formType,
  id = 'contact-heading',
}: {
  locale: Locale;
  formType: string;
  id?: string;
}) {
  const { homeContact } = copyFor(locale).home;
  const { mainContactForm } = copyFor(locale).contactPage;
  const { siteFacts } = copyFor(locale).siteFacts;
  const copy = copyFor(locale).ui.contactSection;
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
              <span className={styles.detailLabel}>{copy.callUs}</span>
              <a href={siteFacts.mainPhone.href} dir="ltr">
                {siteFacts.mainPhone.display}
              </a>
            </li>
            <li>
              <span className={styles.detailLabel}>{copy.emailUs}</span>
              <a href={siteFacts.emailHref} dir="ltr">
                {siteFacts.email}
              </a>
            </li>
            <li>
              <span className={styles.detailLabel}>{copy.visitUs}</span>
              <span>{siteFacts.address.singleLine}</span>
            </li>
          </ul>
        </div>
        <div className={styles.panel}>
          <h3 className={styles.formHeading}>{mainContactForm.heading}</h3>
          <p className={styles.formIntro}>{mainContactForm.intro}</p>
          <ContactForm
            kind="main"
            submitLabel={mainContactForm.submitLabel}
            formType={formType}
            locale={locale}
            copy={contactFormCopy(locale)}
          />
        </div>
      </div>
    </section>
  );
}
