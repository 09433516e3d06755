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
import type { Locale } from '@/lib/locale';
import styles from './media-library.module.css';

// "Missing alt text": each record and field that shows a picture without alt text (an
// asset with none that is not marked decorative, or an address that is not in the
// library), with the way to fix it: the asset's details, or the record's editor.
// "Missing Arabic alt text" is the same for the Arabic pages: the pictures of records
// that have an Arabic translation, whose asset has no Arabic alt text yet.

const PAGE_SIZE = 20;

const rowKey = (entry: MissingAltEntry) =>
  `${entry.entity}/${entry.id}/${entry.field}/${entry.url}`;

const WORDS = {
  en: {
    add: 'Add alt text',
    noun: ['picture without alt text', 'pictures without alt text'],
    loading: 'Loading the pictures without alt text…',
    error: 'The pictures without alt text could not be loaded:',
    empty: 'Every picture the site shows has alt text or is marked decorative.',
    caption: 'Pictures shown without alt text',
    pages: 'Pages of pictures without alt text',
  },
  ar: {
    add: 'Add Arabic alt text',
    noun: ['picture without Arabic alt text', 'pictures without Arabic alt text'],
    loading: 'Loading the pictures without Arabic alt text…',
    error: 'The pictures without Arabic alt text could not be loaded:',
    empty:
      'Every picture the Arabic pages show has Arabic alt text or is marked decorative. Pictures of records without an Arabic translation are not listed here.',
    caption: 'Pictures shown on Arabic pages without Arabic alt text',
    pages: 'Pages of pictures without Arabic alt text',
  },
} as const satisfies Record<Locale, unknown>;

const columnsFor = (locale: Locale): readonly TableColumn<MissingAltEntry>[] => [
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
        {WORDS[locale].add}
        <span className="visually-hidden">
          {` for the ${fieldLabelOf(entry.entity, entry.field)} of ${record}`}
        </span>
      </Link>
    );
  }),
];

const COLUMNS = { en: columnsFor('en'), ar: columnsFor('ar') };

export function MissingAltList({ locale }: { locale: Locale }) {
  const words = WORDS[locale];
  const list = usePagedList<MissingAltEntry>({
    key: `missing-alt-${locale}`,
    pageSize: PAGE_SIZE,
    noun: words.noun,
    load: (request, signal) => loadMissingAlt(request, signal, locale),
  });
  return (
    <>
      <p className="visually-hidden" role="status">
        {list.summary}
      </p>
      <ResourceState
        resource={list.resource}
        loadingLabel={words.loading}
        errorLead={words.error}
        empty={words.empty}
        isEmpty={(page) => page.total === 0}
      />
      {list.items.length > 0 ? (
        <Table
          caption={words.caption}
          columns={COLUMNS[locale]}
          rows={list.items}
          rowKey={rowKey}
          busy={list.resource.loading}
        />
      ) : null}
      <PagedListPager list={list} label={words.pages} />
    </>
  );
}
