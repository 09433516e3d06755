'use client';

import { useEffect, useState } from 'react';
import { findAssetByUrl, type MediaAsset } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { Badge, Button, Modal } from '../kit';
import { AltTextForm } from './alt-text-form';
import styles from './field-asset-note.module.css';

// Under an editor's image or video field: what the media library knows of the file it
// holds. For a picture, its alt text (or that it has none, with a way to add it there and
// then); for a video, whether it has a caption track. The library's details open in a new
// tab, and the note reads again when the editor's tab is back in front.

export interface FieldAssetNoteProps {
  /** The address the field holds ('' for none). */
  url: string;
  kind: 'image' | 'video';
  /** The field's label, for the popup's title. */
  label: string;
}

export function FieldAssetNote({ url, kind, label }: FieldAssetNoteProps) {
  const asset = useResource(
    url ? (signal) => findAssetByUrl(url, signal) : null,
    `asset-at:${url}`,
  );
  const { reload } = asset;
  const [describing, setDescribing] = useState<MediaAsset | null>(null);

  useEffect(() => {
    if (!url) return;
    const onFocus = () => reload();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [url, reload]);

  if (!url || asset.data === undefined) return null;
  const found = asset.data;
  if (found === null) {
    return (
      <p className={styles.note}>
        {kind === 'image'
          ? 'This picture is not in the media library, so it has no alt text. Choose one from the library to describe it.'
          : 'This video is not in the media library, so it has no caption track.'}
      </p>
    );
  }

  const details = (
    <a href={`/admin/media/${found.id}`} target="_blank" rel="noopener">
      {kind === 'image'
        ? 'Open in the media library'
        : 'Add captions and a poster in the media library'}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );

  if (kind === 'video') {
    return (
      <div className={styles.note}>
        <p className={styles.words}>
          {found.captions ? (
            <>Has a caption track.</>
          ) : (
            <Badge tone="warning">No caption track yet</Badge>
          )}
        </p>
        {details}
      </div>
    );
  }

  return (
    <div className={styles.note}>
      <p className={styles.words}>
        {found.decorative ? (
          <>Decorative: shown without alt text.</>
        ) : found.alt ? (
          <>Alt text: “{found.alt}”</>
        ) : (
          <Badge tone="warning">No alt text yet</Badge>
        )}
      </p>
      <div className={styles.actions}>
        <Button variant="link" onClick={() => setDescribing(found)}>
          {found.alt || found.decorative ? 'Change alt text' : 'Add alt text'}
          <span className="visually-hidden"> of {label}</span>
        </Button>
        {details}
      </div>
      {describing ? (
        <Modal
          open
          size="medium"
          title={`Alt text of ${label}`}
          onRequestClose={() => setDescribing(null)}
        >
          {/* The popup's form must not submit the editor's behind it (React's tree). */}
          <div onSubmit={(event) => event.stopPropagation()}>
            <AltTextForm
              asset={describing}
              submitLabel="Save alt text"
              skipLabel="Cancel"
              onSaved={() => {
                setDescribing(null);
                reload();
              }}
              onSkip={() => setDescribing(null)}
            />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
