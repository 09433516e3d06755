'use client';

import { useSyncExternalStore } from 'react';
import styles from './untranslated-notice.module.css';

const noSubscription = () => () => {};

/**
 * On a home page reached through the language switcher from a page this language does
 * not have (/language redirects to `/?untranslated`), says so. The cached home is the same
 * for everyone, so the address is read in the browser.
 */
export function UntranslatedNotice({ text }: { text: string }) {
  const arrived = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).has('untranslated'),
    () => false,
  );
  return (
    <div role="status" className={arrived ? styles.notice : undefined}>
      {arrived && <p className={`container ${styles.text}`}>{text}</p>}
    </div>
  );
}
