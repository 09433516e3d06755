import { formatDateTime } from '@/lib/admin/form';
import type { MediaAsset } from '@/lib/admin/media';
import { versionedAddress } from '@/lib/media';
import { factsOf, KIND_LABELS } from './asset-words';
import styles from './asset-details.module.css';

/** The file itself (a video plays with its captions), and what is known of it. */
export function AssetPreview({ asset }: { asset: MediaAsset }) {
  const src = versionedAddress(asset.url, asset.version);
  return (
    <div className={styles.preview}>
      {asset.kind === 'video' ? (
        <video
          key={src}
          controls
          preload="metadata"
          poster={asset.poster || undefined}
          className={styles.video}
          aria-label={`${asset.name}, video`}
        >
          <source src={src} type={asset.type} />
          {asset.captions ? (
            <track kind="captions" src={asset.captions} label="Captions" default />
          ) : null}
        </video>
      ) : null}
      {asset.kind === 'captions' ? (
        <p>
          <a href={src} target="_blank" rel="noopener">
            Open the caption track
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Kind</dt>
          <dd>{KIND_LABELS[asset.kind]}</dd>
        </div>
        <div>
          <dt>File</dt>
          <dd>{factsOf(asset)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd className={styles.path}>{asset.url}</dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>
            {formatDateTime(asset.uploadedAt)}
            {asset.uploadedBy ? ` by ${asset.uploadedBy}` : ''}
          </dd>
        </div>
        {asset.version > 1 ? (
          <div>
            <dt>Replaced</dt>
            <dd>
              {asset.version - 1} {asset.version === 2 ? 'time' : 'times'}, last on{' '}
              {formatDateTime(asset.updatedAt)}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
