'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './navigation-status.module.css';

const GIVE_UP_MS = 15_000;

/**
 * A spinner while a client-side navigation is pending (spec point 4: lists and details
 * show a spinner while they load). Pages arrive server-rendered with their data, so a
 * direct visit never waits on the client; only a click between pages can. The spinner
 * fades in after a short delay (CSS), so fast navigations show nothing.
 */
export function NavigationStatus() {
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  // The new page has rendered: stop (state adjusted during render, not in an effect).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setPending(false);
  }

  useEffect(() => {
    let timer: number | undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      setPending(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPending(false), GIVE_UP_MS);
    };
    const onPopState = () => setPending(false);
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
      {pending && (
        <div className={styles.indicator} data-testid="navigation-spinner">
          <span className={styles.spinner} aria-hidden="true" />
          <span>Loading…</span>
        </div>
      )}
    </div>
  );
}
