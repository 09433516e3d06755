import { arabicTranslationOf } from '@/lib/admin/translations';
import { StatusBadge } from '../kit';
import { PUBLICATION_BADGES } from '../publishing/publication-panel';
import styles from './translations.module.css';

/** A list's Arabic cell: the translation's status, or a dash (read "None") when it has none. */
export function ArabicBadge({ item }: { item: object }) {
  const arabic = arabicTranslationOf(item);
  if (!arabic)
    return (
      <span className={styles.none}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">None</span>
      </span>
    );
  return <StatusBadge states={PUBLICATION_BADGES} value={arabic.status} />;
}

/** The same, labelled, for lists drawn as cards: "Arabic: Draft". */
export function ArabicState({ item }: { item: object }) {
  return (
    <span className={styles.translationState}>
      <span>Arabic:</span> <ArabicBadge item={item} />
    </span>
  );
}
