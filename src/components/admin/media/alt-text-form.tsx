'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@/lib/admin/api';
import { saveAssetDetails, type MediaAsset } from '@/lib/admin/media';
import { versionedAddress } from '@/lib/media';
import { TextArea } from '../field';
import fieldStyles from '../field.module.css';
import { Button, ButtonGroup, FormError } from '../kit';
import styles from './alt-text-form.module.css';

// Asks for a picture's alt text, or for it to be marked decorative, and saves it to the
// asset: in the picker once a picture without words is chosen, and under an editor's
// image field. Staff may skip it; the picture is then listed as missing alt text, and a
// record showing it cannot be published.

export const ALT_TEXT_HINT =
  'Say what the picture shows, as you would to someone who cannot see it, e.g. “Four people around a laptop sketching a mobile app”. Leave out “image of”.';

export const DECORATIVE_HINT =
  'It adds nothing the words around it do not already say. Screen readers will skip it.';

export interface AltTextFormProps {
  asset: MediaAsset;
  /** After the words are saved, with the asset as it now is. */
  onSaved: (asset: MediaAsset) => void;
  /** The way on without words: "Skip for now" (the picture is used as it is), or Cancel. */
  onSkip: () => void;
  skipLabel: string;
  submitLabel: string;
  /** Above the form: what is asked and why. */
  intro?: ReactNode;
}

export function AltTextForm({
  asset,
  onSaved,
  onSkip,
  skipLabel,
  submitLabel,
  intro,
}: AltTextFormProps) {
  const id = useId();
  const [alt, setAlt] = useState(asset.alt);
  const [decorative, setDecorative] = useState(asset.decorative);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form may sit in a popup over an editor's form: its submit is not the editor's.
    event.stopPropagation();
    if (saving) return;
    setFailure(null);
    const words = alt.trim();
    if (!decorative && words === '') {
      setError('Write the alt text, or tick “Decorative”.');
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    if (words.length > 300) {
      setError('Alt text must be at most 300 characters.');
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    setSaving(true);
    try {
      onSaved(
        await saveAssetDetails(asset.id, decorative ? { decorative } : { alt: words, decorative }),
      );
    } catch (failed) {
      setFailure(errorMessage(failed));
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
      {intro}
      <div className={styles.layout}>
        {/* eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is */}
        <img src={versionedAddress(asset.url, asset.version)} alt="" className={styles.picture} />
        <div className={styles.fields}>
          <p className={styles.name}>{asset.name}</p>
          <TextArea
            id={`${id}-alt`}
            label="Alt text"
            name="alt"
            rows={3}
            value={alt}
            onChange={(value) => {
              setAlt(value);
              setError(undefined);
            }}
            hint={ALT_TEXT_HINT}
            recommendedMax={300}
            error={error}
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="decorative"
              checked={decorative}
              aria-describedby={`${id}-decorative-hint`}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setError(undefined);
              }}
            />
            Decorative
          </label>
          <p id={`${id}-decorative-hint`} className={fieldStyles.hint}>
            {DECORATIVE_HINT}
          </p>
        </div>
      </div>
      <FormError message={failure} />
      <ButtonGroup>
        <Button variant="primary" type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={saving}>
          {skipLabel}
        </Button>
      </ButtonGroup>
    </form>
  );
}
