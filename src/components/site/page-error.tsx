'use client';

import Link from 'next/link';
import styles from './page-error.module.css';

/** The body of an error.tsx: the error text in red, a retry and a way home. */
export function PageError({ message, reset }: { message: string; reset: () => void }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.heading}>Something went wrong</h1>
      <p className={styles.message} role="alert">
        {message} Please try again in a moment.
      </p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={reset}>
          Try again
        </button>
        <Link href="/" className="button button--outline">
          Back to home
        </Link>
      </p>
    </div>
  );
}

/** The error.tsx of a whole group of pages (the main site, the landing pages). */
export function SitePageError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <PageError message="This page could not be loaded." reset={reset} />;
}
