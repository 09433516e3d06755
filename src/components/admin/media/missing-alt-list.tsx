'use client';

import Link from 'next/link';
import {
  editorHrefOf,
  entityLabelOf,
  fieldLabelOf,
  loadMissingAlt,
  type MissingAltEntry,
} from '@/lib/admin/media';
import {
  actionsColumn,
  PagedListPager,
  ResourceState,
  Table,
  usePagedList,
  type TableColumn,
} from '../kit';
import styles from './media-library.module.css';

// "Missing alt text": each record and field that shows a picture without alt text (an
// asset with none that is not marked decorative, or an address that is not in the
// library), with the way to fix it: the asset's details, or the record's editor.

const PAGE_SIZE = 20;

const rowKey = (entry: MissingAltEntry) =>
  `${entry.entity}/${entry.id}/${entry.field}/${entry.url}`;

const COLUMNS: readonly TableColumn<MissingAltEntry>[] = [
  {
    id: 'picture',
    header: 'Picture',
    cell: (entry) => (
      // eslint-disable-next-line @next/next/no-img-element -- any address a record holds, shown as it is
      <img src={entry.url} alt="" loading="lazy" className={styles.missingThumb} />
    ),
  },
  {
    id: 'record',
    header: 'Record',
    kind: 'heading',
    cell: (entry) => (
      <Link
        href={editorHrefOf(entry)}
      >{`${entityLabelOf(entry.entity)} “${entry.title || entry.id}”`}</Link>
    ),
  },
  { id: 'field', header: 'Field', cell: (entry) => fieldLabelOf(entry.entity, entry.field) },
  {
    id: 'address',
    header: 'Address',
    cell: (entry) => <span className={styles.path}>{entry.url}</span>,
  },
  actionsColumn((entry) => {
    const record = `${entityLabelOf(entry.entity)} “${entry.title || entry.id}”`;
    return entry.assetId === null ? (
      <span>
        Not in the media library:{' '}
        <Link href={editorHrefOf(entry)}>
          choose a picture from the library in the editor
          <span className="visually-hidden">{` of ${record}`}</span>
        </Link>
      </span>
    ) : (
      <Link href={`/admin/media/${entry.assetId}`}>
        Add alt text
        <span className="visually-hidden">
          {` for the ${fieldLabelOf(entry.entity, entry.field)} of ${record}`}
        </span>
      </Link>
    );
  }),
];

export function MissingAltList() {
  const list = usePagedList<MissingAltEntry>({
    key: 'missing-alt',
    pageSize: PAGE_SIZE,
    noun: ['picture without alt text', 'pictures without alt text'],
    load: (request, signal) => loadMissingAlt(request, signal),
  });
  return (
    <>
      <p className="visually-hidden" role="status">
        {list.summary}
      </p>
      <ResourceState
        resource={list.resource}
        loadingLabel="Loading the pictures without alt text…"
        errorLead="The pictures without alt text could not be loaded:"
        empty="Every picture the site shows has alt text or is marked decorative."
        isEmpty={(page) => page.total === 0}
      />
      {list.items.length > 0 ? (
        <Table
          caption="Pictures shown without alt text"
          columns={COLUMNS}
          rows={list.items}
          rowKey={rowKey}
          busy={list.resource.loading}
        />
      ) : null}
      <PagedListPager list={list} label="Pages of pictures without alt text" />
    </>
  );
}
