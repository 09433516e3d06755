'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Spec point 2: every route change starts at the top of the page. Only a change: on the
 * first render the browser has already placed the page (an #anchor, a restored position,
 * or a visitor who scrolled before the scripts arrived, seconds on a slow phone), and
 * scrolling to the top when React hydrates would throw them back up.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
