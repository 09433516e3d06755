import Link from 'next/link';
import { editorHrefOf, entityLabelOf, fieldLabelOf, type MediaAsset } from '@/lib/admin/media';
import styles from './asset-details.module.css';

// "Used in": each record and field that shows the asset, linked to where it is edited.

export function UsedInList({ asset }: { asset: MediaAsset }) {
  if (asset.usedIn.length === 0) {
    return (
      <p className={styles.muted}>
        Not used anywhere. No page shows this file, so it can be deleted.
      </p>
    );
  }
  return (
    <ul className={styles.usedIn}>
      {asset.usedIn.map((use) => (
        <li key={`${use.entity}/${use.id}/${use.field}`}>
          <Link href={editorHrefOf(use)}>
            {`${entityLabelOf(use.entity)} “${use.title || use.id}”`}
          </Link>{' '}
          <span className={styles.muted}>({fieldLabelOf(use.entity, use.field)})</span>
        </li>
      ))}
    </ul>
  );
}
