import type { Metadata } from 'next';
import { contactHero, contactMeta, contactPageForm } from '@/content/contact-page';
import { siteFacts } from '@/content/site-facts';
import { ContactForm } from '@/components/site/contact/contact-form';
import { PageHero } from '@/components/site/sections/page-hero';
import { pageMetadata } from '@/server/seo/metadata';
import styles from './contact.module.css';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: contactMeta.title,
    description: contactMeta.description,
    path: '/contact',
    image: contactHero.image,
    imageAlt: contactHero.imageAlt,
  });
}

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
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
            <ContactForm kind="page" submitLabel={contactPageForm.submitLabel} />
          </div>
          <aside className={styles.aside} aria-labelledby="offices-heading">
            <h2 id="offices-heading" className={styles.asideHeading}>
              Reach us directly
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={siteFacts.mainPhone.href}>{siteFacts.mainPhone.display}</a>
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={siteFacts.emailHref}>{siteFacts.email}</a>
                </dd>
              </div>
              <div>
                <dt>Dubai (head office)</dt>
                <dd>{siteFacts.address.singleLine}</dd>
              </div>
              {siteFacts.offices.map((office) => (
                <div key={office.label}>
                  <dt>{office.label}</dt>
                  <dd>
                    <a href={office.phone.href}>{office.phone.display}</a>
                    <br />
                    {office.address.singleLine}
                  </dd>
                </div>
              ))}
              <div>
                <dt>Opening hours</dt>
                <dd>{siteFacts.openingHours}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>
    </>
  );
}
