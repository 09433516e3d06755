'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { loadMediaPage, type MediaAsset } from '@/lib/admin/media';
import { MEDIA_KINDS, MEDIA_KIND_LABELS, type MediaKind } from '@/lib/media';
import { SelectField } from '../field';
import { ListSearch, NoMatches, PagedListPager, Panel, ResourceState, usePagedList } from '../kit';
import { ListFilters } from '../publishing/status-filter';
import { MediaGrid } from './media-grid';
import { MediaUploader } from './media-uploader';
import { assetHref } from './asset-href';
import { UnusedFiles } from './unused-files';

// The library's files, a page at a time: search by name and alt text, a filter by kind
// (both kept in the address), the grid and its pager. All files come with the upload;
// the unused ones with a bulk delete behind a confirmation.

/** Files per page: whole rows of a grid of 2, 3 or 4 columns. */
export const MEDIA_PAGE_SIZE = 24;

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...MEDIA_KINDS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind] })),
];

const kindOf = (raw: string | null): MediaKind | undefined =>
  (MEDIA_KINDS as readonly string[]).includes(raw ?? '') ? (raw as MediaKind) : undefined;

/** The kind filter, kept in the address; a new kind starts again at page 1. */
function useKindFilter(): [MediaKind | undefined, (kind: string) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const set = (kind: string) => {
    const next = new URLSearchParams(params.toString());
    if (kind) next.set('kind', kind);
    else next.delete('kind');
    next.delete('page');
    const rest = next.toString();
    router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
  };
  return [kindOf(params.get('kind')), set];
}

export function AssetBrowser({
  unusedOnly,
  onChanged,
}: {
  unusedOnly: boolean;
  /** After uploads and deletions (the count of pictures without alt text may move). */
  onChanged: () => void;
}) {
  const [kind, setKind] = useKindFilter();
  const noun = unusedOnly ? 'unused files' : 'files';
  const list = usePagedList<MediaAsset>({
    key: `media-${unusedOnly ? 'unused' : 'all'}-${kind ?? ''}`,
    pageSize: MEDIA_PAGE_SIZE,
    noun: ['file', noun],
    load: (request, signal) => loadMediaPage(request, { kind, unused: unusedOnly }, signal),
  });
  const reload = () => {
    list.resource.reload();
    onChanged();
  };
  const loaded = list.data;
  const filtered = Boolean(loaded?.query) || kind !== undefined;

  return (
    <>
      {unusedOnly ? null : (
        <Panel id="upload-heading" title="Upload files">
          <MediaUploader
            label="Choose files"
            onUploaded={reload}
            afterUpload={(asset) => (
              <Link href={assetHref(asset)}>
                {asset.kind === 'image' ? 'Add alt text and details' : 'Add details'}
                <span className="visually-hidden"> of {asset.name}</span>
              </Link>
            )}
          />
        </Panel>
      )}
      <ListFilters>
        <ListSearch
          label="Search by file name or alt text"
          search={list.search}
          summary={list.summary}
        />
        <SelectField
          label="Kind"
          name="kind"
          value={kind ?? ''}
          onChange={setKind}
          options={KIND_OPTIONS}
        />
      </ListFilters>
      <ResourceState
        resource={list.resource}
        loadingLabel={`Loading ${noun}…`}
        errorLead={`The ${noun} could not be loaded:`}
        empty={
          loaded?.query ? (
            <NoMatches query={loaded.query} noun={noun} onClear={list.search.clear} />
          ) : filtered ? (
            `No ${noun} of this kind.`
          ) : unusedOnly ? (
            'Every file is used somewhere: there is nothing to clear out.'
          ) : (
            'No files yet. Upload the first ones above.'
          )
        }
        isEmpty={(page) => page.total === 0}
      />
      {unusedOnly ? (
        <UnusedFiles list={list} onDeleted={reload} />
      ) : list.items.length > 0 ? (
        <MediaGrid
          label="Files"
          assets={list.items}
          busy={list.resource.loading}
          hrefOf={assetHref}
        />
      ) : null}
      <PagedListPager list={list} label="File pages" />
    </>
  );
}
