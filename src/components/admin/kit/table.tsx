import type { ReactNode } from 'react';
import styles from './table.module.css';

// A data table described by its columns. On phones (≤ 760 px) every row turns into a
// card and each value gets its column's name above it (data-label), so nothing
// scrolls sideways.

export interface TableColumn<T> {
  /** Unique within the table. */
  id: string;
  /** The column heading. */
  header: ReactNode;
  /**
   * The heading is for screen readers only (an actions column): it is still read in
   * every cell, but nothing is shown above the values on phones.
   */
  hideHeader?: boolean;
  /** The name shown above the value on phones; defaults to the header when it is text. */
  mobileLabel?: string;
  /**
   * 'heading': the row's name, in bold; 'actions': buttons side by side (wrapping on
   * phones); 'text': long text kept to a readable width.
   */
  kind?: 'heading' | 'actions' | 'text';
  cell: (row: T) => ReactNode;
}

/** The row's buttons, last, under an 'Actions' heading that only screen readers hear. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): TableColumn<T> {
  return { id: 'actions', header: 'Actions', hideHeader: true, kind: 'actions', cell };
}

export interface TableProps<T> {
  /** Names the table for screen readers (not shown). */
  caption: ReactNode;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** True while the rows are being reloaded (aria-busy). */
  busy?: boolean;
  /** Rows to show dimmed, e.g. enquiries already handled. */
  mutedRow?: (row: T) => boolean;
  /**
   * For a table that can be wider than the screen above the phone layout: it scrolls
   * sideways inside a region of this name, which the keyboard can reach and scroll.
   */
  scrollLabel?: string;
}

const KIND_CLASS = { heading: styles.heading, actions: styles.actions, text: styles.text };

function labelOf<T>(column: TableColumn<T>): string | undefined {
  if (column.hideHeader) return undefined;
  return column.mobileLabel ?? (typeof column.header === 'string' ? column.header : undefined);
}

export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
  mutedRow,
  scrollLabel,
}: TableProps<T>) {
  const region = scrollLabel
    ? {
        role: 'region',
        'aria-label': scrollLabel,
        tabIndex: 0,
        className: `${styles.wrap} ${styles.scroll}`,
      }
    : { className: styles.wrap };
  return (
    <div {...region}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={mutedRow?.(row) ? styles.muted : undefined}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={labelOf(column)}
                  className={column.kind ? KIND_CLASS[column.kind] : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A second, quieter line in a cell (an e-mail address under a name). */
export function CellNote({ children }: { children: ReactNode }) {
  return <span className={styles.note}>{children}</span>;
}
