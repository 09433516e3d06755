'use client';

import { pageError } from '@/content/ar/ui';
import { PageError, type PageErrorWords } from './page-error';

// The error.tsx bodies of the Arabic pages: the Arabic copy comes only into their chunks.
const ARABIC: PageErrorWords = {
  heading: pageError.heading,
  tryAgainLater: pageError.tryAgainLater,
  retry: pageError.retry,
  home: pageError.home,
  homeHref: '/ar',
};

type Which = keyof typeof pageError.messages;

/** An Arabic page's error.tsx for the failure `which` names (a page, a blog…). */
export function arabicPageError(which: Which) {
  return function ArabicPageError({ reset }: { error: Error; reset: () => void }) {
    return <PageError message={pageError.messages[which]} reset={reset} words={ARABIC} />;
  };
}
