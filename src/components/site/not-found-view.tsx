import Link from 'next/link';
import { SiteChrome } from '@/components/site/site-chrome';
import type { Locale } from '@/lib/locale';
import { localizedPath } from '@/lib/locale';
import styles from './not-found.module.css';

/** The not-found page (spec point 8) in either language, inside the site's chrome. */
export function NotFoundView({ locale }: { locale: Locale }) {
  return (
    <SiteChrome tone="light" locale={locale}>
      <div className={`container ${styles.wrap}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Oops! Page Not Found</h1>
        <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist.</p>
        <p>
          <Link href={localizedPath(locale, '/')} className="button">
            Back to home
          </Link>
        </p>
      </div>
    </SiteChrome>
  );
}
