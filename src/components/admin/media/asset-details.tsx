'use client';

import { useState } from 'react';
import { loadAsset, type MediaAsset } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { AdminPage, BackLink, Panel, ResourceState } from '../kit';
import { DetailsForm } from './asset-details-form';
import { AssetPreview } from './asset-preview';
import { DeleteAsset } from './delete-asset';
import { ReplaceFile } from './replace-file';
import { UsedInList } from './used-in-list';
import { VideoExtras } from './video-extras';

// /admin/media/{id}: one file of the library. Where it is used, its details (name, alt
// text or decorative, caption, focal point), a video's caption track and poster, replacing
// the file under the same address, and deleting it (refused while it is used).

export function AssetDetails({ id }: { id: number }) {
  const loaded = useResource((signal) => loadAsset(id, signal), `media-${id}`);
  // The asset as last saved here (a caption track attached, a file replaced) or loaded.
  const [current, setCurrent] = useState<MediaAsset | null>(null);
  // A new details form after its own save; other saves keep what is being typed.
  const [formVersion, setFormVersion] = useState(0);
  const asset = current?.id === id && loaded.data ? current : loaded.data;
  const reload = () => {
    setCurrent(null);
    loaded.reload();
  };

  return (
    <AdminPage
      title={asset ? asset.name : 'Media file'}
      before={
        <BackLink href="/admin/media">
          <span aria-hidden="true">← </span>Media library
        </BackLink>
      }
    >
      <ResourceState
        resource={loaded}
        loadingLabel="Loading the file…"
        errorLead="The file could not be loaded:"
      />
      {asset ? (
        <>
          <Panel id="file-heading" title="File">
            <AssetPreview asset={asset} />
          </Panel>
          <Panel id="used-in-heading" title="Used in">
            <UsedInList asset={asset} />
          </Panel>
          <Panel id="details-heading" title="Details">
            <DetailsForm
              key={`${asset.id}-${formVersion}`}
              asset={asset}
              onSaved={(saved) => {
                setCurrent(saved);
                setFormVersion((version) => version + 1);
              }}
            />
          </Panel>
          {asset.kind === 'video' ? (
            <Panel id="video-extras-heading" title="Captions and poster">
              <VideoExtras video={asset} onSaved={setCurrent} />
            </Panel>
          ) : null}
          <Panel id="replace-heading" title="Replace file">
            <ReplaceFile asset={asset} onReplaced={setCurrent} />
          </Panel>
          <Panel id="delete-heading" title="Delete">
            <DeleteAsset asset={asset} onRefused={reload} />
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}
