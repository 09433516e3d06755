'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import styles from './navigation-status.module.css';

type Navigation = { state: 'idle' } | { state: 'pending' | 'failed'; href: string };

/**
 * A spinner while a client-side navigation is pending (spec point 4: lists and details
 * show a spinner while they load). Pages arrive server-rendered with their data, so a
 * direct visit never waits on the client; only a click between pages can. The spinner
 * fades in after a short delay (CSS), so fast navigations show nothing.
 *
 * A navigation whose code or data has not arrived after CHUNK_LOAD_TIMEOUT_MS (spec
 * points 8 and 9: a chunk load failure is reported after 120 s) is reported, with a
 * link that loads the page afresh. A request that fails outright needs no report: Next
 * then loads the page the ordinary way.
 */
export function NavigationStatus({
  words,
}: {
  /** In the page's language (src/content: ui.navigationStatus). */
  words: { loading: string; failed: string; retry: string };
}) {
  const pathname = usePathname();
  const [navigation, setNavigation] = useState<Navigation>({ state: 'idle' });

  // The new page has rendered: stop (state adjusted during render, not in an effect).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setNavigation({ state: 'idle' });
  }

  useEffect(() => {
    let timer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
        return;
      setNavigation({ state: 'pending', href: url.href });
      window.clearTimeout(timer);
      // Only a navigation still pending is reported: one that arrived in time left the
      // state idle, and a later click replaced it.
      timer = window.setTimeout(
        () =>
          setNavigation((current) =>
            current.state === 'pending' && current.href === url.href
              ? { state: 'failed', href: url.href }
              : current,
          ),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    };
    const onPopState = () => {
      window.clearTimeout(timer);
      setNavigation({ state: 'idle' });
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <div role="status" className={styles.region}>
      {navigation.state === 'pending' && (
        <div className={styles.indicator} data-testid="navigation-spinner">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{words.loading}</span>
        </div>
      )}
      {navigation.state === 'failed' && (
        <div className={`${styles.indicator} ${styles.failed}`}>
          <span>{words.failed}</span>
          {/* A plain link: a full page load, past whatever held the navigation up. */}
          <a href={navigation.href} className={styles.retry}>
            {words.retry}
          </a>
        </div>
      )}
    </div>
  );
}
