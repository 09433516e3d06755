'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { deleteAsset, type MediaAsset } from '@/lib/admin/media';
import { Button, FormError, useConfirm, useNotify } from '../kit';
import styles from './asset-details.module.css';

// "Delete file", behind a confirmation. The server refuses while a record uses the file
// and names where; that message is shown here, in red, and the "Used in" list reloads.

export function DeleteAsset({ asset, onRefused }: { asset: MediaAsset; onRefused: () => void }) {
  const confirm = useConfirm();
  const notify = useNotify();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const used = asset.usedIn.length;

  async function remove() {
    const yes = await confirm({
      tone: 'danger',
      title: 'Delete this file?',
      message: <p>“{asset.name}” will be deleted from the media library. This cannot be undone.</p>,
      confirmLabel: 'Delete file',
    });
    if (!yes) return;
    setFailure(null);
    setDeleting(true);
    try {
      notify('success', await deleteAsset(asset.id));
      router.push('/admin/media');
    } catch (error) {
      setFailure(errorMessage(error));
      setDeleting(false);
      onRefused();
    }
  }

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        {used > 0
          ? `It is used in ${used} ${used === 1 ? 'place' : 'places'} (listed under “Used in”): it can be deleted once ${used === 1 ? 'that record uses' : 'they use'} another file.`
          : 'No page uses it.'}
      </p>
      <div>
        <Button variant="danger-outline" onClick={() => void remove()} disabled={deleting}>
          {deleting ? 'Deleting…' : 'Delete file'}
        </Button>
      </div>
      <FormError message={failure} />
    </div>
  );
}
