'use client';

import Link from 'next/link';
import { useState } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { findAssetByUrl, saveAssetDetails, type MediaAsset } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { Button, ButtonGroup, FormError } from '../kit';
import fieldStyles from '../field.module.css';
import { MediaPicker } from './media-picker';
import { MediaUploader } from './media-uploader';
import styles from './asset-details.module.css';

// A video's caption track (WebVTT) and poster image: each chosen from the library or
// uploaded in place, and saved to the video at once. Captions are what WCAG 1.2.2 asks of
// a video with speech; the public player shows them by default.

type Extra = 'captions' | 'poster';

const EXTRAS: Record<Extra, { label: string; kind: 'captions' | 'image'; hint: string }> = {
  captions: {
    label: 'Caption track',
    kind: 'captions',
    hint: 'The words spoken in the video, timed, for people who cannot hear it. Pages show them by default.',
  },
  poster: {
    label: 'Poster',
    kind: 'image',
    hint: 'The picture shown before the video plays.',
  },
};

export function VideoExtras({
  video,
  onSaved,
}: {
  video: MediaAsset;
  onSaved: (video: MediaAsset) => void;
}) {
  return (
    <div className={styles.extras}>
      <LinkedFile video={video} extra="captions" onSaved={onSaved} />
      <LinkedFile video={video} extra="poster" onSaved={onSaved} />
    </div>
  );
}

function LinkedFile({
  video,
  extra,
  onSaved,
}: {
  video: MediaAsset;
  extra: Extra;
  onSaved: (video: MediaAsset) => void;
}) {
  const { label, kind, hint } = EXTRAS[extra];
  const noun = label.toLowerCase();
  const url = video[extra];
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = `video-${extra}`;

  async function attach(next: string, message: string) {
    setFailure(null);
    setStatus('');
    setSaving(true);
    try {
      onSaved(await saveAssetDetails(video.id, { [extra]: next }));
      setStatus(message);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.extra}>
      <h3 id={headingId} className={styles.subTitle}>
        {label}
      </h3>
      <p className={fieldStyles.hint}>{hint}</p>
      {url ? <CurrentFile url={url} kind={kind} /> : <p className={styles.muted}>None yet.</p>}
      <ButtonGroup>
        <Button onClick={() => setPicking(true)} disabled={saving}>
          Choose from library<span className="visually-hidden"> for the {noun}</span>
        </Button>
        {url ? (
          <Button
            variant="link"
            disabled={saving}
            onClick={() => void attach('', `The ${noun} was removed from the video.`)}
          >
            Remove the {noun}
          </Button>
        ) : null}
      </ButtonGroup>
      <MediaUploader
        label={`Upload a ${noun}`}
        kind={kind}
        multiple={false}
        onUploaded={(asset) =>
          void attach(asset.url, `${label} “${asset.name}” uploaded and added to the video.`)
        }
      />
      <p role="status" className={styles.saved}>
        {saving ? 'Saving…' : status}
      </p>
      <FormError message={failure} />
      {picking ? (
        <MediaPicker
          title={`Choose a ${noun} for “${video.name}”`}
          kind={kind}
          askForAltText={false}
          onClose={() => setPicking(false)}
          onChoose={(asset) => {
            setPicking(false);
            void attach(asset.url, `${label} “${asset.name}” added to the video.`);
          }}
        />
      ) : null}
    </section>
  );
}

/** The linked file: the poster's picture, or the caption track's name; each links to its details. */
function CurrentFile({ url, kind }: { url: string; kind: 'captions' | 'image' }) {
  const asset = useResource((signal) => findAssetByUrl(url, signal), `asset-at:${url}`);
  const found = asset.data;
  return (
    <div className={styles.current}>
      {kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is
        <img src={url} alt="" className={styles.posterPreview} />
      ) : null}
      <p className={styles.currentName}>
        {found ? <Link href={`/admin/media/${found.id}`}>{found.name}</Link> : null}{' '}
        <span className={styles.path}>{url}</span>
      </p>
    </div>
  );
}
