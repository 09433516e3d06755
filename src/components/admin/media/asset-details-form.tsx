'use client';

import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { saveAssetDetails, type MediaAsset } from '@/lib/admin/media';
import { versionedAddress } from '@/lib/media';
import { mediaDetailsSchema, type MediaDetailsInput } from '@/lib/schemas/media';
import { TextArea, TextField } from '../field';
import fieldStyles from '../field.module.css';
import { Button, FormError, useNotify } from '../kit';
import { useEditorForm } from '../use-editor-form';
import { ALT_TEXT_HINT, DECORATIVE_HINT } from './alt-text-form';
import { FocalPointField } from './focal-point-field';
import styles from './asset-details.module.css';

// A file's details as staff edit them: its name; a picture's alt text (or that it is
// decorative), caption and focal point; a video's caption. The words have an Arabic
// version for the Arabic pages (issue 29), typed right to left. Checked with the API's
// own rules before it is sent.

interface Values {
  name: string;
  alt: string;
  decorative: boolean;
  caption: string;
  altAr: string;
  captionAr: string;
  focalX: string;
  focalY: string;
}

const valuesOf = (asset: MediaAsset): Values => ({
  name: asset.name,
  alt: asset.alt,
  decorative: asset.decorative,
  caption: asset.caption,
  altAr: asset.altAr,
  captionAr: asset.captionAr,
  focalX: String(asset.focalPoint.x),
  focalY: String(asset.focalPoint.y),
});

/** Arabic is typed and read right to left. */
const ARABIC = { lang: 'ar', dir: 'rtl' } as const;

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
      altAr: values.altAr,
      captionAr: values.captionAr,
      focalPoint: { x: numberOf(values.focalX), y: numberOf(values.focalY) },
    };
  }
  if (asset.kind === 'video') {
    return { name: values.name, caption: values.caption, captionAr: values.captionAr };
  }
  return { name: values.name };
}

export function DetailsForm({
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
          <TextArea
            {...bind('altAr')}
            {...ARABIC}
            label="Alt text (Arabic)"
            rows={3}
            recommendedMax={300}
            hint={
              values.decorative
                ? 'Not used while the picture is marked decorative.'
                : 'The same description for the Arabic pages. Left empty, they show the English alt text.'
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
        <>
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
          <TextArea
            {...bind('captionAr')}
            {...ARABIC}
            label="Caption (Arabic)"
            rows={3}
            hint="Optional: the caption for the Arabic pages. Left empty, they show the English one."
          />
        </>
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
