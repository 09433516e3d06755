'use client';

import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/admin/form';
import { loadAsset, saveAssetDetails, type MediaAsset } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { versionedAddress } from '@/lib/media';
import { mediaDetailsSchema, type MediaDetailsInput } from '@/lib/schemas/media';
import { TextArea, TextField } from '../field';
import fieldStyles from '../field.module.css';
import { AdminPage, BackLink, Button, FormError, Panel, ResourceState, useNotify } from '../kit';
import { useEditorForm } from '../use-editor-form';
import { ALT_TEXT_HINT, DECORATIVE_HINT } from './alt-text-form';
import { factsOf, KIND_LABELS } from './asset-words';
import { DeleteAsset } from './delete-asset';
import { FocalPointField } from './focal-point-field';
import { ReplaceFile } from './replace-file';
import { UsedInList } from './used-in-list';
import { VideoExtras } from './video-extras';
import styles from './asset-details.module.css';

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

/** The file itself (a video plays with its captions), and what is known of it. */
function AssetPreview({ asset }: { asset: MediaAsset }) {
  const src = versionedAddress(asset.url, asset.version);
  return (
    <div className={styles.preview}>
      {asset.kind === 'video' ? (
        <video
          key={src}
          controls
          preload="metadata"
          poster={asset.poster || undefined}
          className={styles.video}
          aria-label={`${asset.name}, video`}
        >
          <source src={src} type={asset.type} />
          {asset.captions ? (
            <track kind="captions" src={asset.captions} label="Captions" default />
          ) : null}
        </video>
      ) : null}
      {asset.kind === 'captions' ? (
        <p>
          <a href={src} target="_blank" rel="noopener">
            Open the caption track
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Kind</dt>
          <dd>{KIND_LABELS[asset.kind]}</dd>
        </div>
        <div>
          <dt>File</dt>
          <dd>{factsOf(asset)}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd className={styles.path}>{asset.url}</dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>
            {formatDateTime(asset.uploadedAt)}
            {asset.uploadedBy ? ` by ${asset.uploadedBy}` : ''}
          </dd>
        </div>
        {asset.version > 1 ? (
          <div>
            <dt>Replaced</dt>
            <dd>
              {asset.version - 1} {asset.version === 2 ? 'time' : 'times'}, last on{' '}
              {formatDateTime(asset.updatedAt)}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

interface Values {
  name: string;
  alt: string;
  decorative: boolean;
  caption: string;
  focalX: string;
  focalY: string;
}

const valuesOf = (asset: MediaAsset): Values => ({
  name: asset.name,
  alt: asset.alt,
  decorative: asset.decorative,
  caption: asset.caption,
  focalX: String(asset.focalPoint.x),
  focalY: String(asset.focalPoint.y),
});

/** Where a rule's message goes: the focal point's two numbers have their own fields. */
const FIELD_OF: Record<string, keyof Values> = {
  'focalPoint.x': 'focalX',
  'focalPoint.y': 'focalY',
};

/** A number as typed, or NaN (the rule then says what it must be). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What a kind of file has: a picture its words and focal point, a video its caption. */
function detailsOf(asset: MediaAsset, values: Values): MediaDetailsInput {
  if (asset.kind === 'image') {
    return {
      name: values.name,
      alt: values.alt,
      decorative: values.decorative,
      caption: values.caption,
      focalPoint: { x: numberOf(values.focalX), y: numberOf(values.focalY) },
    };
  }
  if (asset.kind === 'video') return { name: values.name, caption: values.caption };
  return { name: values.name };
}

function DetailsForm({
  asset,
  onSaved,
}: {
  asset: MediaAsset;
  onSaved: (asset: MediaAsset) => void;
}) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const { values, set, bind, errors, failure, setFailure, formRef, reset, acceptErrors } =
    useEditorForm(valuesOf(asset), { busy: saving });
  const isImage = asset.kind === 'image';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const parsed = mediaDetailsSchema.safeParse(detailsOf(asset, values));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.');
        const field = FIELD_OF[key] ?? key;
        found[field] ??= issue.message;
      }
      acceptErrors(found);
      return;
    }
    if (!acceptErrors({})) return;
    setSaving(true);
    try {
      const saved = await saveAssetDetails(asset.id, parsed.data);
      reset();
      notify('success', 'Details saved.');
      onSaved(saved);
    } catch (error) {
      setFailure(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={styles.form}
    >
      <TextField
        {...bind('name')}
        label="Name"
        hint="The name staff know the file by. Pages do not show it."
        required
      />
      {isImage ? (
        <>
          <TextArea
            {...bind('alt')}
            label="Alt text"
            rows={3}
            recommendedMax={300}
            hint={
              values.decorative ? 'Not used while the picture is marked decorative.' : ALT_TEXT_HINT
            }
          />
          <div className={fieldStyles.field}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                name="decorative"
                checked={values.decorative}
                onChange={(event) => set('decorative')(event.target.checked)}
                aria-describedby="decorative-hint"
              />
              Decorative
            </label>
            <p id="decorative-hint" className={fieldStyles.hint}>
              {DECORATIVE_HINT}
            </p>
          </div>
        </>
      ) : null}
      {asset.kind !== 'captions' ? (
        <TextArea
          {...bind('caption')}
          label="Caption"
          rows={3}
          hint={
            isImage
              ? 'Optional: a line shown with the picture where a page has room for one.'
              : 'Optional: what the video shows, in a sentence.'
          }
        />
      ) : null}
      {isImage ? (
        <FocalPointField
          src={versionedAddress(asset.url, asset.version)}
          x={values.focalX}
          y={values.focalY}
          errors={{ x: errors.focalX, y: errors.focalY }}
          onChange={(point) => {
            set('focalX')(point.x);
            set('focalY')(point.y);
          }}
        />
      ) : null}
      <FormError message={failure} />
      <div>
        <Button variant="primary" type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save details'}
        </Button>
      </div>
    </form>
  );
}
