import styles from './navigation-status.module.css';

/**
 * A spinner while the next page is on its way after a click on a link to another page
 * (spec point 4: lists and details show a spinner while they load), and a report with a
 * way to load it afresh when it has not arrived after CHUNK_LOAD_TIMEOUT_MS (spec points
 * 8 and 9: reported after 120 s). Both are rendered hidden; the browser shows them
 * (src/islands/navigation-status.ts). The spinner fades in after a short delay (CSS), so
 * fast navigations show nothing.
 */
export function NavigationStatus({
  words,
}: {
  /** In the page's language (src/content: ui.navigationStatus). */
  words: { loading: string; failed: string; retry: string };
}) {
  return (
    <div role="status" className={styles.region} data-island="navigation-status">
      <div className={styles.indicator} data-testid="navigation-spinner" hidden>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{words.loading}</span>
      </div>
      <div className={`${styles.indicator} ${styles.failed}`} data-navigation-failed="" hidden>
        <span>{words.failed}</span>
        {/* Its address, the page that did not arrive, is set when it is shown. */}
        <a className={styles.retry}>{words.retry}</a>
      </div>
    </div>
  );
}
