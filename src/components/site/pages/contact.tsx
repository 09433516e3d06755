import type { Metadata } from 'next';
import { ContactForm } from '@/components/site/contact/contact-form';
import { PageHero } from '@/components/site/sections/page-hero';
import { copyFor } from '@/content/editions';
import { contactFormCopy } from '@/components/site/contact/contact-form-copy';
import { localizedPath, type Locale } from '@/lib/locale';
import { inBothLanguages, pageMetadata } from '@/server/seo/metadata';
import styles from './contact.module.css';

export function contactMetadata(locale: Locale): Metadata {
  const { contactHero, contactMeta } = copyFor(locale).contactPage;
  return pageMetadata({
    locale,
    title: contactMeta.title,
    description: contactMeta.description,
    path: localizedPath(locale, '/contact'),
    alternates: inBothLanguages('/contact'),
    image: contactHero.image,
    imageAlt: contactHero.imageAlt,
  });
}

export function ContactPage({ locale }: { locale: Locale }) {
  const { contactHero, contactPageForm } = copyFor(locale).contactPage;
  const { siteFacts } = copyFor(locale).siteFacts;
  const copy = copyFor(locale).ui.contactPage;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        heading={contactHero.heading}
        text={<p>{contactHero.text}</p>}
        image={contactHero.image}
        imageAlt={contactHero.imageAlt}
      />
      <section className={styles.section} aria-labelledby="contact-form-heading">
        <div className={`container ${styles.grid}`}>
          <div className={styles.panel}>
            <h2 id="contact-form-heading" className={styles.heading}>
              {contactPageForm.heading}
            </h2>
            <p className={styles.intro}>{contactPageForm.intro}</p>
            <ContactForm
              kind="page"
              submitLabel={contactPageForm.submitLabel}
              locale={locale}
              copy={contactFormCopy(locale)}
            />
          </div>
          <aside className={styles.aside} aria-labelledby="offices-heading">
            <h2 id="offices-heading" className={styles.asideHeading}>
              {copy.reachUsHeading}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={siteFacts.mainPhone.href} dir="ltr">
                    {siteFacts.mainPhone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={siteFacts.emailHref} dir="ltr">
                    {siteFacts.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{copy.headOffice}</dt>
                <dd>{siteFacts.address.singleLine}</dd>
              </div>
              {siteFacts.offices.map((office) => (
                <div key={office.label}>
                  <dt>{office.label}</dt>
                  <dd>
                    <a href={office.phone.href} dir="ltr">
                      {office.phone.display}
                    </a>
                    <br />
                    {office.address.singleLine}
                  </dd>
                </div>
              ))}
              <div>
                <dt>{copy.openingHours}</dt>
                <dd>{siteFacts.openingHours}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>
    </>
  );
}
