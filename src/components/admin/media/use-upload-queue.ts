'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from '@/lib/admin/api';
import { uploadAsset, type MediaAsset } from '@/lib/admin/media';

// Several files sent at once, each with its own progress, each cancellable: what the
// library's drop zone and the picker's upload show. A file the checks refuse is listed
// with its reason and never sent.

export type UploadState = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueuedUpload {
  key: number;
  name: string;
  state: UploadState;
  /** 0–1 while uploading. */
  progress: number;
  /** Why it failed or was refused. */
  problem?: string;
  asset?: MediaAsset;
}

export interface UploadQueue {
  uploads: QueuedUpload[];
  /** Checks and sends the files. */
  add: (files: readonly File[]) => void;
  cancel: (key: number) => void;
  /** Forgets the finished ones (done, failed, cancelled). */
  clearFinished: () => void;
  /** True while any file is on its way. */
  busy: boolean;
  /** What the queue is doing, in one sentence for a polite status ('' when idle). */
  summary: string;
}

function summaryOf(uploads: readonly QueuedUpload[]): string {
  if (uploads.length === 0) return '';
  const sending = uploads.filter((upload) => upload.state === 'uploading').length;
  if (sending > 0) return `Uploading ${sending} ${sending === 1 ? 'file' : 'files'}…`;
  const done = uploads.filter((upload) => upload.state === 'done').length;
  const failed = uploads.filter((upload) => upload.state === 'failed');
  const parts =
    done > 0 || failed.length === 0 ? [`${done} ${done === 1 ? 'file' : 'files'} uploaded.`] : [];
  if (failed.length === 1) parts.push(`Not uploaded: ${failed[0]!.problem ?? ''}`);
  else if (failed.length > 1)
    parts.push(`${failed.length} files not uploaded: see why in the list.`);
  return parts.join(' ');
}

export function useUploadQueue({
  check,
  onUploaded,
}: {
  /** Why a file is refused before it is sent, or null. */
  check: (file: File) => string | null;
  onUploaded?: (asset: MediaAsset) => void;
}): UploadQueue {
  const [uploads, setUploads] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
    };
  }, []);

  const update = (key: number, change: Partial<QueuedUpload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = useCallback(async (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const asset = await uploadAsset(file, {
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      });
      update(key, { state: 'done', progress: 1, asset });
      uploaded.current?.(asset);
    } catch (failure) {
      if (isAbort(failure)) update(key, { state: 'cancelled' });
      else update(key, { state: 'failed', problem: errorMessage(failure) });
    } finally {
      controllers.current.delete(key);
    }
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): [QueuedUpload, File] => {
        const problem = check(file);
        const upload: QueuedUpload = {
          key: nextKey.current++,
          name: file.name,
          state: problem ? 'failed' : 'uploading',
          progress: 0,
          ...(problem ? { problem } : {}),
        };
        return [upload, file];
      });
      setUploads((current) => [...current, ...added.map(([upload]) => upload)]);
      for (const [upload, file] of added) {
        if (upload.state === 'uploading') void send(upload.key, file);
      }
    },
    [check, send],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);
  const clearFinished = useCallback(
    () => setUploads((current) => current.filter((upload) => upload.state === 'uploading')),
    [],
  );

  return {
    uploads,
    add,
    cancel,
    clearFinished,
    busy: uploads.some((upload) => upload.state === 'uploading'),
    summary: summaryOf(uploads),
  };
}
