import 'server-only';
import { sanitizeRichText } from '@/server/sanitize';
import styles from './rich-text.module.css';

/** Stored or static HTML, rendered only after the allowlist sanitizer has run on it. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`${styles.richText} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
