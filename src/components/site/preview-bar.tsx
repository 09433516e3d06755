import styles from './preview-bar.module.css';

/**
 * Shown above a draft in preview, so nobody mistakes it for the live page. Only preview
 * renders reach here (draft mode), never the cached page.
 */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div className={styles.bar} role="region" aria-label="Preview">
      <p className={styles.text}>
        <strong>Preview — not published</strong>
        <span> This is a draft. Visitors see the published page.</span>
      </p>
      <a className={styles.exit} href={`/api/preview/exit?to=${encodeURIComponent(path)}`}>
        Leave preview
      </a>
    </div>
  );
}
