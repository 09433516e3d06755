import Link from 'next/link';
import { SiteChrome } from '@/components/site/site-chrome';
import type { Locale } from '@/lib/locale';
import { localizedPath } from '@/lib/locale';
import { copyFor } from '@/content/editions';
import styles from './not-found.module.css';

/** The not-found page (spec point 8) in either language, inside the site's chrome. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const copy = copyFor(locale).ui.notFound;
  return (
    <SiteChrome tone="light" locale={locale}>
      <div className={`container ${styles.wrap}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{copy.heading}</h1>
        <p className={styles.text}>{copy.text}</p>
        <p>
          <Link href={localizedPath(locale, '/')} className="button">
            {copy.home}
          </Link>
        </p>
      </div>
    </SiteChrome>
  );
}
