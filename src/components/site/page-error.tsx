'use client';

import Link from 'next/link';
import styles from './page-error.module.css';

/** The words around the error's message; English unless an Arabic page gives its own. */
export interface PageErrorWords {
  heading: string;
  tryAgainLater: string;
  retry: string;
  home: string;
  homeHref: string;
}

// Written out here rather than imported from src/content: this is a client component on
// every English page, and the copy modules would come with it.
const ENGLISH: PageErrorWords = {
  heading: 'Something went wrong',
  tryAgainLater: 'Please try again in a moment.',
  retry: 'Try again',
  home: 'Back to home',
  homeHref: '/',
};

/** The body of an error.tsx: the error text in red, a retry and a way home. */
export function PageError({
  message,
  reset,
  words = ENGLISH,
}: {
  message: string;
  reset: () => void;
  words?: PageErrorWords;
}) {
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.heading}>{words.heading}</h1>
      <p className={styles.message} role="alert">
        {message} {words.tryAgainLater}
      </p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={reset}>
          {words.retry}
        </button>
        <Link href={words.homeHref} className="button button--outline">
          {words.home}
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
