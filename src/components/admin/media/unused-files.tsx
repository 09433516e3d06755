'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { deleteAssets, type MediaAsset } from '@/lib/admin/media';
import { Button, FormError, useConfirm, useNotify, type PagedList } from '../kit';
import { assetHref } from './asset-href';
import { MediaGrid } from './media-grid';
import styles from './media-library.module.css';

// Clearing out: the unused files with a checkbox each, and one delete for those chosen,
// after a confirmation that names them. The server deletes all or none, and says why not.

/** The unused view's grid with a checkbox per file, and the bulk delete behind a confirmation. */
export function UnusedFiles({
  list,
  onDeleted,
}: {
  list: PagedList<MediaAsset>;
  onDeleted: () => void;
}) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Only what is on screen can be selected: a page change drops what scrolled away.
  const onPage = list.items.filter((asset) => selected.has(asset.id));
  const allOnPage = list.items.length > 0 && onPage.length === list.items.length;

  const toggle = (asset: MediaAsset, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(asset.id);
      else next.delete(asset.id);
      return next;
    });

  const toggleAll = (on: boolean) =>
    setSelected(on ? new Set(list.items.map((asset) => asset.id)) : new Set());

  async function deleteSelected() {
    const chosen = onPage;
    if (chosen.length === 0) return;
    const count = chosen.length;
    const yes = await confirm({
      tone: 'danger',
      title: `Delete ${count} ${count === 1 ? 'file' : 'files'}?`,
      message: (
        <>
          <p>
            {count === 1
              ? `“${chosen[0]!.name}” will be deleted from the media library.`
              : `These ${count} files will be deleted from the media library:`}
          </p>
          {count > 1 ? (
            <ul>
              {chosen.slice(0, 10).map((asset) => (
                <li key={asset.id}>{asset.name}</li>
              ))}
              {count > 10 ? <li>and {count - 10} more</li> : null}
            </ul>
          ) : null}
          <p>This cannot be undone.</p>
        </>
      ),
      confirmLabel: `Delete ${count} ${count === 1 ? 'file' : 'files'}`,
    });
    if (!yes) return;
    setFailure(null);
    setDeleting(true);
    try {
      notify('success', await deleteAssets(chosen.map((asset) => asset.id)));
      setSelected(new Set());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setDeleting(false);
      onDeleted();
    }
  }

  if (list.items.length === 0) return <FormError message={failure} />;
  return (
    <>
      <div className={styles.bulk}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            checked={allOnPage}
            onChange={(event) => toggleAll(event.target.checked)}
          />
          Select all on this page
        </label>
        <p className={styles.bulkCount} aria-live="polite">
          {onPage.length === 0 ? 'No files selected.' : `${onPage.length} selected.`}
        </p>
        <Button
          variant="danger-outline"
          disabled={onPage.length === 0 || deleting}
          onClick={() => void deleteSelected()}
        >
          {deleting ? 'Deleting…' : 'Delete selected files'}
        </Button>
      </div>
      <FormError message={failure} />
      <MediaGrid
        label="Unused files"
        assets={list.items}
        busy={list.resource.loading}
        hrefOf={assetHref}
        selection={{ isSelected: (asset) => selected.has(asset.id), toggle }}
      />
    </>
  );
}
