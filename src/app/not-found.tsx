import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteChrome } from '@/components/site/site-chrome';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteChrome tone="light">
      <div className={`container ${styles.wrap}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Oops! Page Not Found</h1>
        <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist.</p>
        <p>
          <Link href="/" className="button">
            Back to home
          </Link>
        </p>
      </div>
    </SiteChrome>
  );
}
