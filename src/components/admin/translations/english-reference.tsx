import { plainTextOf } from '@/lib/admin/translations';
import styles from './translations.module.css';

/** Longer English texts fold away, so the Arabic fields stay close together. */
const FOLD_AFTER = 240;

/**
 * The English text of a field, under its Arabic counterpart, for the translator to work
 * from. It is marked as English, left to right, whatever the field's direction.
 */
export function EnglishReference({ value, rich = false }: { value: string; rich?: boolean }) {
  const text = rich ? plainTextOf(value) : value.trim();
  if (text.length > FOLD_AFTER) {
    return (
      <details className={styles.reference}>
        <summary className={styles.referenceLabel}>English text</summary>
        <p lang="en" dir="ltr" className={styles.referenceText}>
          {text}
        </p>
      </details>
    );
  }
  return (
    <p className={styles.reference}>
      <span className={styles.referenceLabel}>English:</span>{' '}
      {text ? (
        <span lang="en" dir="ltr" className={styles.referenceText}>
          {text}
        </span>
      ) : (
        <span className={styles.referenceEmpty}>empty</span>
      )}
    </p>
  );
}
