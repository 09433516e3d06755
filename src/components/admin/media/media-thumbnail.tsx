import type { MediaAsset } from '@/lib/admin/media';
import { objectPosition, versionedAddress } from '@/lib/media';
import styles from './media-thumbnail.module.css';

// A small picture of an asset: the image itself (cropped at its focal point), a video's
// poster or a film icon, a caption track's "CC". Decorative here: the card beside it
// names the file and shows its alt text in words.

export type ThumbnailAsset = Pick<MediaAsset, 'kind' | 'url' | 'version' | 'poster' | 'focalPoint'>;

export function MediaThumbnail({ asset }: { asset: ThumbnailAsset }) {
  if (asset.kind === 'image') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is
      <img
        src={versionedAddress(asset.url, asset.version)}
        alt=""
        loading="lazy"
        className={styles.thumbnail}
        style={{ objectPosition: objectPosition(asset.focalPoint) }}
      />
    );
  }
  if (asset.kind === 'video') {
    return (
      <span className={`${styles.thumbnail} ${styles.icon}`}>
        {asset.poster ? (
          // eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is
          <img src={asset.poster} alt="" loading="lazy" className={styles.poster} />
        ) : null}
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="rgb(11 16 38 / 70%)" />
          <path d="M9.5 7.5v9l7-4.5z" fill="#fff" />
        </svg>
      </span>
    );
  }
  return (
    <span className={`${styles.thumbnail} ${styles.icon}`}>
      <svg viewBox="0 0 32 24" width="48" height="36" aria-hidden="true" focusable="false">
        <rect
          x="1"
          y="1"
          width="30"
          height="22"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <text
          x="16"
          y="16.5"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fill="currentColor"
        >
          CC
        </text>
      </svg>
    </span>
  );
}
