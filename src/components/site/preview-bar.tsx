import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import styles from './preview-bar.module.css';

/**
 * Shown above a draft in preview, so nobody mistakes it for the live page. Only preview
 * renders reach here (draft mode), never the cached page.
 */
export function PreviewBar({ path, locale }: { path: string; locale: Locale }) {
  const copy = copyFor(locale).ui.previewBar;
  return (
    <div className={styles.bar} role="region" aria-label={copy.regionLabel}>
      <p className={styles.text}>
        <strong>{copy.heading}</strong>
        <span>{copy.text}</span>
      </p>
      <a className={styles.exit} href={`/api/preview/exit?to=${encodeURIComponent(path)}`}>
        {copy.leave}
      </a>
    </div>
  );
}
