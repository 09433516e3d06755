'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { useConfirm, type ConfirmRequest } from './confirm';
import { useNotify } from './notification';

// The delete flow every list shares: ask in a confirmation popup, mark the row as
// being deleted (its button shows 'Deleting…'), delete, say how it went in a banner,
// then reload the list whether it worked or not.

export interface ConfirmDeleteOptions<T, K> {
  /** The row's id, to tell which row is being deleted. */
  idOf: (item: T) => K;
  /** The question to ask; its tone is 'danger' unless set. */
  question: (item: T) => ConfirmRequest;
  /** Deletes the item and resolves with the success message to show. */
  remove: (item: T) => Promise<string>;
  /** Runs after a failure or success: usually the list's reload. */
  onSettled?: () => void;
  /** Runs once the deletion is confirmed, before it starts (e.g. clear an old error). */
  onStart?: () => void;
  /** Where a failure's message goes; by default a failure banner. */
  onError?: (message: string) => void;
}

export interface ConfirmDelete<T, K> {
  /** Asks, then deletes. Use as `onClick={() => void confirmDelete(item)}`. */
  confirmDelete: (item: T) => Promise<void>;
  /** The id of the row being deleted, or null. */
  deletingId: K | null;
  isDeleting: (item: T) => boolean;
}

export function useConfirmDelete<T, K = string | number>({
  idOf,
  question,
  remove,
  onSettled,
  onStart,
  onError,
}: ConfirmDeleteOptions<T, K>): ConfirmDelete<T, K> {
  const confirm = useConfirm();
  const notify = useNotify();
  const [deletingId, setDeletingId] = useState<K | null>(null);

  async function confirmDelete(item: T) {
    const yes = await confirm({ tone: 'danger', ...question(item) });
    if (!yes) return;
    onStart?.();
    setDeletingId(idOf(item));
    try {
      notify('success', await remove(item));
    } catch (error) {
      const message = errorMessage(error);
      if (onError) onError(message);
      else notify('error', message);
    } finally {
      setDeletingId(null);
      onSettled?.();
    }
  }

  return {
    confirmDelete,
    deletingId,
    isDeleting: (item) => deletingId !== null && deletingId === idOf(item),
  };
}
