'use client';

import type { ReactNode } from 'react';
import { formatDate } from '@/lib/admin/form';
import type { PublicationState } from '@/lib/editorial';
import { ADMIN_IMAGE_HEIGHT, ADMIN_IMAGE_WIDTH } from '@/lib/constants';
import type { ColumnsOf, FieldDeclarations } from '@/lib/content-types/fields';
import { Table, type TableColumn } from '../kit';
import { PublicationBadges } from '../publishing/publication-panel';
import { ArabicBadge } from '../translations/arabic-badge';
import type { ListView } from './content-list';
import styles from './content-table.module.css';

// A content list drawn as a table whose columns are declared list fields: each cell is
// drawn by its field's widget (an image as the spec's 150x125 thumbnail, a choice by its
// label, a date formatted). 'status' places the publication badges, 'arabic' the status of
// the Arabic translation.

export type ContentColumn<Fields extends FieldDeclarations> =
  | 'status'
  | 'arabic'
  | {
      /** A stored field the list answer carries (declared `listColumn`). */
      field: keyof ColumnsOf<Fields> & string;
      /** The spec's column name; the field's label by default. */
      header?: string;
      /** The row's name (bold). */
      kind?: 'heading';
      /** Shown when the value is empty. */
      empty?: string;
    };

const STATUS_COLUMN: TableColumn<PublicationState> = {
  id: 'status',
  header: 'Status',
  cell: (record) => <PublicationBadges record={record} />,
};

const ARABIC_COLUMN: TableColumn<PublicationState> = {
  id: 'arabic',
  header: 'Arabic',
  cell: (record) => <ArabicBadge item={record} />,
};

function cellOf(fields: FieldDeclarations, name: string, value: unknown, empty = ''): ReactNode {
  const field = fields[name]!;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  switch (field.widget) {
    case 'image':
      return text ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin thumbnail at the spec's fixed size
        <img
          src={text}
          alt=""
          width={ADMIN_IMAGE_WIDTH}
          height={ADMIN_IMAGE_HEIGHT}
          className={styles.thumb}
          loading="lazy"
        />
      ) : (
        <span className={styles.thumbEmpty}>No image</span>
      );
    case 'select':
      return field.options?.find((option) => option.value === text)?.label ?? (text || empty);
    case 'date':
      return text ? formatDate(text) : empty;
    default:
      return text || empty;
  }
}

export function ContentTable<Fields extends FieldDeclarations, Item extends PublicationState>({
  fields,
  columns,
  caption,
  items,
  rowKey,
  view,
}: {
  fields: Fields;
  columns: readonly ContentColumn<Fields>[];
  caption: string;
  items: Item[];
  rowKey: (item: Item) => string | number;
  view: ListView<Item>;
}) {
  const tableColumns: TableColumn<Item>[] = columns.map((column) =>
    column === 'status'
      ? STATUS_COLUMN
      : column === 'arabic'
        ? ARABIC_COLUMN
        : {
            id: column.field,
            header: column.header ?? fields[column.field]!.label,
            kind: column.kind,
            cell: (item: Item) =>
              cellOf(
                fields,
                column.field,
                (item as unknown as Record<string, unknown>)[column.field],
                column.empty,
              ),
          },
  );
  tableColumns.push({
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    kind: 'actions',
    cell: view.actions,
  });
  return (
    <Table caption={caption} columns={tableColumns} rows={items} rowKey={rowKey} busy={view.busy} />
  );
}
