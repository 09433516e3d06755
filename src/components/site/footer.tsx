'use client';

// A client component although it only draws markup: Next sends the not-found page, header
// and footer included, in every page's payload as its fallback; as a client component the
// footer is a reference there (its markup comes once, in a cached script), not a copy.
import Link from 'next/link';
import type { SocialNetwork } from '@/content/site-facts';
import type { ChromeCopy } from './chrome-copy';
import styles from './footer.module.css';

const SOCIAL_ICONS: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.38-.03-3.16-1.93-3.16-1.93 0-2.22 1.5-2.22 3.06V21H9z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.86.25-1.45 1.48-1.45h1.57V4.47A21 21 0 0014.26 4.3c-2.27 0-3.83 1.39-3.83 3.93v2.27H7.9v3h2.53V21z',
  instagram:
    'M12 7.3A4.7 4.7 0 1012 16.7 4.7 4.7 0 0012 7.3zm0 7.7a3 3 0 110-6 3 3 0 010 6zm6-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 4.6c2.4 0 2.7 0 3.6.05 2.4.1 3.6 1.3 3.7 3.7.05 1 .05 1.2.05 3.65s0 2.7-.05 3.6c-.1 2.4-1.3 3.6-3.7 3.7-1 .05-1.2.05-3.6.05s-2.7 0-3.6-.05c-2.4-.1-3.6-1.3-3.7-3.7C4.6 14.7 4.6 14.4 4.6 12s0-2.7.05-3.6c.1-2.4 1.3-3.6 3.7-3.7.9-.05 1.2-.05 3.6-.05zM12 3c-2.45 0-2.75 0-3.7.05C5 3.2 3.2 5 3.05 8.3 3 9.25 3 9.55 3 12s0 2.75.05 3.7C3.2 19 5 20.8 8.3 20.95c.95.05 1.25.05 3.7.05s2.75 0 3.7-.05c3.3-.15 5.1-1.95 5.25-5.25.05-.95.05-1.25.05-3.7s0-2.75-.05-3.7C20.8 5 19 3.2 15.7 3.05 14.75 3 14.45 3 12 3z',
};

export function Footer({ copy }: { copy: ChromeCopy['footer'] }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.cta}>
          <p className={styles.ctaHeading}>{copy.ctaHeading}</p>
          <a href={copy.mainPhone.href} className="button">
            {copy.ctaButton}
            <span className="visually-hidden">{copy.ctaContext}</span>
          </a>
        </div>

        <div className={styles.grid}>
          <div>
            <h2 className={styles.heading}>{copy.emailHeading}</h2>
            <a href={copy.emailHref} dir="ltr">
              {copy.email}
            </a>
          </div>
          {copy.offices.map((office) => (
            <div key={office.label}>
              <h2 className={styles.heading}>{office.label}</h2>
              <p className={styles.muted}>
                <a href={office.phone.href} dir="ltr">
                  {office.phone.display}
                </a>
              </p>
              <address className={styles.muted}>{office.address}</address>
            </div>
          ))}
          <nav aria-label={copy.quickLinksHeading}>
            <h2 className={styles.heading}>{copy.quickLinksHeading}</h2>
            <ul className={styles.list}>
              {copy.quickLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={copy.legalHeading}>
            <h2 className={styles.heading}>{copy.legalHeading}</h2>
            <ul className={styles.list}>
              {copy.legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{copy.followUsHeading}</h2>
            <ul className={styles.social}>
              {copy.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={link.label}
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true">
                      <path d={SOCIAL_ICONS[link.network]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <p className={styles.bottom}>{copy.copyright}</p>
      </div>
    </footer>
  );
}
