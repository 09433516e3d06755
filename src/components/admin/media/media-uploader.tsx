'use client';

import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import type { MediaAsset } from '@/lib/admin/media';
import {
  acceptFor,
  checkAnyFile,
  checkFile,
  fileRulesOf,
  type MediaKind,
} from '@/lib/admin/upload';
import { MEDIA_KINDS } from '@/lib/media';
import { Button } from '../kit';
import fieldStyles from '../field.module.css';
import uploadStyles from '../upload-field.module.css';
import { useUploadQueue, type QueuedUpload } from './use-upload-queue';
import styles from './media-uploader.module.css';

// Upload by choosing or dropping files: several at once in the library, one of a kind in
// the picker or a video's caption track slot. Each file gets its own progress bar and
// Cancel button; a refused file says why in plain words.

export interface MediaUploaderProps {
  /** The chooser's words, e.g. 'Choose files'. */
  label: string;
  /** Only files of this kind; any kind the library takes when absent. */
  kind?: MediaKind;
  multiple?: boolean;
  onUploaded?: (asset: MediaAsset) => void;
  /** What to offer beside a finished upload (a link to its details). */
  afterUpload?: (asset: MediaAsset) => ReactNode;
}

const KIND_NOUNS: Record<MediaKind, string> = {
  image: 'Images',
  video: 'Videos',
  captions: 'Caption tracks',
};

export function MediaUploader({
  label,
  kind,
  multiple = true,
  onUploaded,
  afterUpload,
}: MediaUploaderProps) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const queue = useUploadQueue({
    check: (file) => (kind ? checkFile(file, kind) : checkAnyFile(file)),
    onUploaded,
  });

  const take = (files: FileList | null | undefined) => {
    const chosen = [...(files ?? [])];
    if (chosen.length === 0) return;
    queue.add(multiple ? chosen : chosen.slice(0, 1));
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const finished = queue.uploads.some((upload) => upload.state !== 'uploading');

  return (
    <div className={styles.uploader}>
      <div
        className={`${uploadStyles.dropzone} ${dragging ? uploadStyles.dropzoneActive : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className={uploadStyles.dropzoneLabel}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={multiple}
          accept={acceptFor(kind)}
          className={uploadStyles.fileInput}
          aria-describedby={hintId}
          onChange={(event) => take(event.target.files)}
        />
        <span className={uploadStyles.dropzoneText} aria-hidden="true">
          or drag and drop {multiple ? 'files' : 'a file'} here
        </span>
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        {kind
          ? fileRulesOf(kind)
          : MEDIA_KINDS.map((one) => `${KIND_NOUNS[one]}: ${fileRulesOf(one)}`).join(' ')}
      </p>
      {queue.uploads.length > 0 ? (
        <ul className={styles.queue} aria-label="Uploads">
          {queue.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onCancel={() => queue.cancel(upload.key)}
              after={upload.asset && afterUpload ? afterUpload(upload.asset) : null}
            />
          ))}
        </ul>
      ) : null}
      {finished && !queue.busy ? (
        <Button variant="link" onClick={queue.clearFinished}>
          Clear the list of uploads
        </Button>
      ) : null}
      <p role="status" className="visually-hidden">
        {queue.summary}
      </p>
    </div>
  );
}

function UploadRow({
  upload,
  onCancel,
  after,
}: {
  upload: QueuedUpload;
  onCancel: () => void;
  after: ReactNode;
}) {
  return (
    <li className={styles.row} data-state={upload.state}>
      <span className={styles.name}>{upload.name}</span>
      {upload.state === 'uploading' ? (
        <span className={uploadStyles.progressRow}>
          <progress
            className={uploadStyles.progress}
            max={1}
            value={upload.progress}
            aria-label={`Uploading ${upload.name}`}
          />
          <span className={uploadStyles.progressText} aria-hidden="true">
            {Math.round(upload.progress * 100)}%
          </span>
          <Button variant="link" onClick={onCancel}>
            Cancel<span className="visually-hidden"> the upload of {upload.name}</span>
          </Button>
        </span>
      ) : null}
      {upload.state === 'done' ? (
        <span className={styles.done}>
          <span aria-hidden="true">✓ </span>Uploaded{after ? <> · {after}</> : null}
        </span>
      ) : null}
      {upload.state === 'cancelled' ? (
        <span className={styles.cancelled}>Upload cancelled.</span>
      ) : null}
      {upload.state === 'failed' ? <span className={styles.failed}>{upload.problem}</span> : null}
    </li>
  );
}
