import Link from 'next/link';
import type { ReactNode } from 'react';
import { needsAltText, type MediaAsset } from '@/lib/admin/media';
import { Badge } from '../kit';
import { factsOf, KIND_LABELS, usageOf } from './asset-words';
import { MediaThumbnail } from './media-thumbnail';
import styles from './media-grid.module.css';

// The library's assets as a grid of cards: picture, name, kind and size, alt text in
// words (or that it has none), and where it is used. The library links each name to its
// details; the picker gives each a Choose button; the unused view a checkbox.

export interface MediaGridSelection {
  isSelected: (asset: MediaAsset) => boolean;
  toggle: (asset: MediaAsset, selected: boolean) => void;
}

export interface MediaGridProps {
  /** Names the list for screen readers, e.g. 'Files'. */
  label: string;
  assets: readonly MediaAsset[];
  busy?: boolean;
  /** Each card's name is a heading of this level (under the screen's or popup's h2). */
  headingLevel?: 2 | 3;
  /** Where the name links to; plain text without it. */
  hrefOf?: (asset: MediaAsset) => string;
  actions?: (asset: MediaAsset) => ReactNode;
  selection?: MediaGridSelection;
}

export function MediaGrid({
  label,
  assets,
  busy,
  headingLevel = 2,
  hrefOf,
  actions,
  selection,
}: MediaGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy || undefined}>
      {assets.map((asset) => {
        const href = hrefOf?.(asset);
        const selected = selection?.isSelected(asset) ?? false;
        return (
          <li key={asset.id} className={`${styles.card} ${selected ? styles.selected : ''}`}>
            <MediaThumbnail asset={asset} />
            <div className={styles.body}>
              <Heading className={styles.name}>
                {href ? <Link href={href}>{asset.name}</Link> : asset.name}
              </Heading>
              <p className={styles.facts}>
                {KIND_LABELS[asset.kind]} · {factsOf(asset)}
              </p>
              <AltWords asset={asset} />
              <p className={styles.usage}>{usageOf(asset)}</p>
              {selection ? (
                <label className={styles.select}>
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={(event) => selection.toggle(asset, event.target.checked)}
                  />
                  Select<span className="visually-hidden"> {asset.name}</span>
                </label>
              ) : null}
              {actions ? <div className={styles.actions}>{actions(asset)}</div> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The alt text as words: quoted, "Decorative", or a warning that it has none. */
export function AltWords({ asset }: { asset: MediaAsset }) {
  if (asset.kind !== 'image') {
    return asset.caption ? <p className={styles.alt}>{asset.caption}</p> : null;
  }
  if (needsAltText(asset)) {
    return (
      <p className={styles.alt}>
        <Badge tone="warning">No alt text yet</Badge>
      </p>
    );
  }
  if (asset.decorative) {
    return (
      <p className={styles.alt}>
        <Badge>Decorative</Badge>
      </p>
    );
  }
  return (
    <p className={styles.alt}>
      <span className="visually-hidden">Alt text: </span>“{asset.alt}”
    </p>
  );
}
