'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { loadMediaPage, needsAltText, type MediaAsset } from '@/lib/admin/media';
import type { MediaKind } from '@/lib/media';
import {
  Button,
  ListSearch,
  Modal,
  NoMatches,
  PagedListPager,
  ResourceState,
  useLocalPagedList,
} from '../kit';
import { AltTextForm } from './alt-text-form';
import { MediaGrid } from './media-grid';
import { MediaUploader } from './media-uploader';
import styles from './media-picker.module.css';

// "Choose from library": a popup over an editor (or an asset's details) with the library's
// files of one kind, searchable and paged, and an upload in place. A picture without alt
// text asks for it, or to be marked decorative, before it is used; staff may skip that.

/** Files per page in the picker: whole rows of 2 or 3 columns. */
const PICKER_PAGE_SIZE = 12;

const NOUNS: Record<MediaKind, readonly [string, string]> = {
  image: ['image', 'images'],
  video: ['video', 'videos'],
  captions: ['caption track', 'caption tracks'],
};

export interface MediaPickerProps {
  /** The popup's title, e.g. 'Choose an image for Blog image'. */
  title: string;
  kind: MediaKind;
  /** Ask for alt text when the chosen picture has none (not for a video's poster). */
  askForAltText?: boolean;
  onChoose: (asset: MediaAsset) => void;
  onClose: () => void;
}

export function MediaPicker({
  title,
  kind,
  askForAltText = kind === 'image',
  onChoose,
  onClose,
}: MediaPickerProps) {
  const [describing, setDescribing] = useState<MediaAsset | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const choose = (asset: MediaAsset) => {
    if (askForAltText && needsAltText(asset)) setDescribing(asset);
    else onChoose(asset);
  };

  // The new step's heading takes the focus, so it is read and Tab starts from there.
  useEffect(() => {
    stepHeading.current?.focus();
  }, [describing]);

  return (
    <Modal open size="large" title={title} onRequestClose={onClose}>
      {/* Events of the popup's forms reach the editor behind it through React's tree:
          a search or alt text submitted here must not submit the editor's form. */}
      <div className={styles.picker} onSubmit={(event) => event.stopPropagation()}>
        {describing ? (
          <AltTextForm
            asset={describing}
            intro={
              <>
                <h3 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
                  Describe this picture
                </h3>
                <p className={styles.intro}>
                  “{describing.name}” has no alt text yet. A page with a picture that has none
                  cannot be published.
                </p>
              </>
            }
            submitLabel="Save and use this picture"
            skipLabel="Skip for now"
            onSaved={onChoose}
            onSkip={() => onChoose(describing)}
          />
        ) : (
          <LibraryChoice kind={kind} onChoose={choose} />
        )}
      </div>
    </Modal>
  );
}

function LibraryChoice({
  kind,
  onChoose,
}: {
  kind: MediaKind;
  onChoose: (asset: MediaAsset) => void;
}) {
  const [one, many] = NOUNS[kind];
  const id = useId();
  const list = useLocalPagedList<MediaAsset>({
    key: `picker-${kind}`,
    pageSize: PICKER_PAGE_SIZE,
    noun: NOUNS[kind],
    load: (request, signal) => loadMediaPage(request, { kind }, signal),
  });
  const loaded = list.data;
  return (
    <>
      <section aria-labelledby={`${id}-upload`} className={styles.upload}>
        <h3 id={`${id}-upload`} className={styles.stepTitle}>
          Upload a new {one}
        </h3>
        <MediaUploader label="Choose a file" kind={kind} multiple={false} onUploaded={onChoose} />
      </section>
      <section aria-labelledby={`${id}-library`} className={styles.library}>
        <h3 id={`${id}-library`} className={styles.stepTitle}>
          Or choose one from the library
        </h3>
        <ListSearch
          label={`Search ${many} by file name or alt text`}
          search={list.search}
          summary={list.summary}
        />
        <ResourceState
          resource={list.resource}
          loadingLabel={`Loading ${many}…`}
          errorLead={`The ${many} could not be loaded:`}
          empty={
            loaded?.query ? (
              <NoMatches query={loaded.query} noun={many} onClear={list.search.clear} />
            ) : (
              `There are no ${many} in the library yet: upload one above.`
            )
          }
          isEmpty={(page) => page.total === 0}
        />
        {list.items.length > 0 ? (
          <MediaGrid
            label={`Library ${many}`}
            assets={list.items}
            busy={list.resource.loading}
            headingLevel={3}
            actions={(asset) => (
              <Button variant="primary" onClick={() => onChoose(asset)}>
                Choose<span className="visually-hidden"> {asset.name}</span>
              </Button>
            )}
          />
        ) : null}
        <PagedListPager list={list} label={`Pages of ${many}`} />
      </section>
    </>
  );
}
