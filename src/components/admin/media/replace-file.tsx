'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, isAbort } from '@/lib/admin/api';
import { replaceAssetFile, type MediaAsset } from '@/lib/admin/media';
import { checkFile } from '@/lib/admin/upload';
import fieldStyles from '../field.module.css';
import { Button, FormError } from '../kit';
import uploadStyles from '../upload-field.module.css';
import { typeLabelOf } from './asset-words';

// "Replace file": a new file of the same type under the same address, so every page that
// shows it shows the new one and no record needs changing.

/** The chooser's `accept` for exactly the asset's type (a caption track also by name). */
const acceptOf = (asset: MediaAsset) => (asset.kind === 'captions' ? '.vtt,text/vtt' : asset.type);

export function ReplaceFile({
  asset,
  onReplaced,
}: {
  asset: MediaAsset;
  onReplaced: (asset: MediaAsset) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const type = typeLabelOf(asset.type);

  useEffect(() => () => controller.current?.abort(), []);

  async function replace(file: File) {
    setDone('');
    setFailure(null);
    const problem =
      checkFile(file, asset.kind) ??
      (asset.kind !== 'captions' && file.type !== asset.type
        ? `“${file.name}” is not a ${type} file. The new file must be of the same type as the old one (${type}), because its address says so.`
        : null);
    if (problem) {
      setFailure(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    try {
      const replaced = await replaceAssetFile(asset.id, file, {
        signal: current.signal,
        onProgress: setProgress,
      });
      setDone(`File replaced with “${file.name}”. Its address stays the same.`);
      onReplaced(replaced);
    } catch (error) {
      if (!isAbort(error))
        setFailure(`“${file.name}” did not replace the file: ${errorMessage(error)}`);
    } finally {
      controller.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className={fieldStyles.field}>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        Choose a new {type} file. Every page that shows this file will show the new one; its
        address, {asset.url}, stays the same.
      </p>
      <div className={uploadStyles.dropzone}>
        <label htmlFor={`${id}-file`} className={uploadStyles.dropzoneLabel}>
          Replace file
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={acceptOf(asset)}
          className={uploadStyles.fileInput}
          aria-describedby={`${id}-hint`}
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void replace(file);
          }}
        />
      </div>
      {progress !== null ? (
        <div className={uploadStyles.progressRow}>
          <progress
            className={uploadStyles.progress}
            max={1}
            value={progress}
            aria-label="Replacing the file"
          />
          <span className={uploadStyles.progressText} aria-hidden="true">
            {Math.round(progress * 100)}%
          </span>
          <Button variant="link" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </div>
      ) : null}
      <p role="status" className={uploadStyles.srStatus}>
        {progress !== null ? 'Replacing the file…' : done}
      </p>
      <FormError message={failure} />
    </div>
  );
}
