import { MAIN_COLOUR, TRACK_COLOUR, WON_COLOUR } from './chart-colours';
import styles from './dashboard.module.css';

// A horizontal bar chart as a list: each row's name and value are text (wrapping on a
// phone, read in order by a screen reader); its bar is an SVG drawn beside them, hidden
// from assistive technology since the text says the same.

export interface BarRow {
  key: string;
  label: string;
  /** The bar's length, 0 to 1 of the chart's width. */
  share: number;
  /** What the row says after its name: '12', '25% (2 of 8)'. */
  value: string;
}

export function BarList({
  rows,
  kind,
  label,
}: {
  rows: readonly BarRow[];
  /** 'count': bars against the largest; 'rate': bars against 100 %, on a track. */
  kind: 'count' | 'rate';
  /** Names the list for screen readers, e.g. 'Enquiries by source'. */
  label: string;
}) {
  const colour = kind === 'rate' ? WON_COLOUR : MAIN_COLOUR;
  if (!rows.length) return null;
  return (
    <ol className={styles.bars} aria-label={label}>
      {rows.map((row) => {
        // A value above nothing still shows a sliver, so it is not read as zero.
        const share = row.share > 0 ? Math.max(row.share, 0.01) : 0;
        return (
          <li key={row.key} className={styles.bar}>
            <span className={styles.barLabel}>{row.label}</span>
            <span className={styles.barValue}>{row.value}</span>
            <svg
              className={styles.barTrack}
              width="100%"
              height="14"
              aria-hidden="true"
              focusable="false"
            >
              {kind === 'rate' ? (
                <rect width="100%" height="14" rx="3" fill={TRACK_COLOUR} />
              ) : null}
              {share > 0 ? (
                <rect width={`${(share * 100).toFixed(2)}%`} height="14" rx="3" fill={colour} />
              ) : null}
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
