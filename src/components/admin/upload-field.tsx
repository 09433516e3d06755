'use client';

import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { errorMessage, isAbort } from '@/lib/admin/api';
import { acceptFor, checkFile, fileRulesOf, uploadFile } from '@/lib/admin/upload';
import fieldStyles from './field.module.css';
import { Button } from './kit';
import { FieldAssetNote } from './media/field-asset-note';
import { MediaPicker } from './media/media-picker';
import styles from './upload-field.module.css';

// An image or video field filled by uploading a file (by the file chooser or by dropping
// a file on it) or by choosing one from the media library. Shows a progress bar while
// sending, a preview when done, the picture's alt text (or the video's captions) from the
// library, and says in plain words why a file was refused. The field holds the address.

export interface UploadFieldProps {
  label: string;
  name: string;
  kind: 'image' | 'video';
  value: string;
  onChange: (address: string) => void;
  /** Lets the form hold its Save button while a file is still on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string | undefined;
  hint?: string;
}

export function UploadField({
  label,
  name,
  kind,
  value,
  onChange,
  onUploadingChange,
  error,
  hint,
}: UploadFieldProps) {
  const id = useId();
  const inputId = `${id}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingName, setUploadingName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [done, setDone] = useState('');
  const [picking, setPicking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadingChange = useRef(onUploadingChange);
  useEffect(() => {
    uploadingChange.current = onUploadingChange;
  });

  useEffect(
    () => () => {
      if (controller.current) {
        controller.current.abort();
        uploadingChange.current?.(false);
      }
    },
    [],
  );

  async function send(file: File) {
    setDone('');
    const problem = checkFile(file, kind);
    if (problem) {
      setRefusal(problem);
      return;
    }
    setRefusal(null);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUploadingName(file.name);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const address = await uploadFile(file, { onProgress: setProgress, signal: current.signal });
      onChange(address);
      setDone(`${file.name} uploaded.`);
    } catch (failure) {
      if (!isAbort(failure)) {
        console.error('Upload failed', failure);
        setRefusal(`“${file.name}” was not uploaded: ${errorMessage(failure)}`);
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    onUploadingChange?.(false);
    setDone('Upload cancelled.');
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  const shownError = refusal ?? error;
  const noun = kind === 'image' ? 'image' : 'video';

  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <p id={hintId} className={fieldStyles.hint}>
        {hint ? `${hint} ` : ''}
        {fileRulesOf(kind)}
      </p>

      {value ? (
        <div className={styles.preview}>
          {kind === 'image' ? (
            // eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is
            <img src={value} alt={`${label} preview`} className={styles.previewImage} />
          ) : (
            <video
              src={value}
              controls
              preload="metadata"
              className={styles.previewVideo}
              aria-label={`${label} preview`}
            />
          )}
          <div className={styles.previewMeta}>
            <span className={styles.previewAddress}>{value}</span>
            <Button
              variant="link"
              onClick={() => {
                onChange('');
                setDone(`${label} removed.`);
              }}
            >
              Remove {noun}
              <span className="visually-hidden"> from {label}</span>
            </Button>
            <FieldAssetNote url={value} kind={kind} label={label} />
          </div>
        </div>
      ) : null}

      <div
        className={`${styles.dropzone} ${dragging ? styles.dropzoneActive : ''} ${shownError ? styles.dropzoneInvalid : ''}`}
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
        <label htmlFor={inputId} className={styles.dropzoneLabel}>
          {value ? `Replace ${noun}` : `Choose ${noun}`}
          <span className="visually-hidden"> for {label}</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          accept={acceptFor(kind)}
          className={styles.fileInput}
          aria-describedby={`${hintId}${shownError ? ` ${errorId}` : ''}`}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <span className={styles.dropzoneText} aria-hidden="true">
          or drag and drop a file here
        </span>
      </div>
      <div>
        <Button variant="secondary" onClick={() => setPicking(true)} disabled={progress !== null}>
          Choose from library<span className="visually-hidden"> for {label}</span>
        </Button>
      </div>
      {picking ? (
        <MediaPicker
          title={`Choose ${kind === 'image' ? 'an image' : 'a video'} for ${label}`}
          kind={kind}
          onClose={() => setPicking(false)}
          onChoose={(asset) => {
            setPicking(false);
            setRefusal(null);
            onChange(asset.url);
            setDone(`${asset.name} chosen from the library.`);
          }}
        />
      ) : null}

      {progress !== null ? (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={1}
            value={progress}
            aria-label={`Uploading ${uploadingName}`}
          />
          <span className={styles.progressText} aria-hidden="true">
            {Math.round(progress * 100)}%
          </span>
          <Button variant="link" onClick={cancel}>
            Cancel upload
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.srStatus}>
        {progress !== null ? `Uploading ${uploadingName}…` : done}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
