'use client';

import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import { locationPageRecord, type LocationPageRecord } from '@/lib/schemas/answers/content';
import {
  locationPageListItem,
  type LocationPageListItem,
} from '@/lib/schemas/answers/translations';
import { useResource } from '@/lib/admin/use-resource';
import { fieldNamesOf } from '@/lib/content-types/fields';
import {
  locationPageSchema,
  locationPageType,
  type LocationPageInput,
} from '@/lib/content-types/location-page';
import { editedFields, intentOf } from '@/lib/admin/publishing';
import { DeclaredFields } from './declared-fields';
import fieldStyles from './field.module.css';
import { EditorPopup } from './editor-popup';
import { ContentList, ContentListScreen, numericId } from './content-list/content-list';
import { ButtonGroup, FormError, useNotify } from './kit';
import { PublicationBadges, PublicationPanel } from './publishing/publication-panel';
import { ArabicState } from './translations/arabic-badge';
import { TranslationTab } from './translations/translation-tab';
import { useEnglishSaved } from './translations/use-english-saved';
import { usePublishing } from './publishing/use-publishing';
import { useEditorForm } from './use-editor-form';
import styles from './location-admin.module.css';

type Values = { [K in keyof LocationPageInput]: string };
type FieldName = keyof Values;

const FIELD_NAMES = fieldNamesOf(locationPageType.fields);

function toValues(page: Partial<Record<FieldName, unknown>> | null): Values {
  const values = {} as Values;
  for (const name of FIELD_NAMES) {
    const raw = page?.[name];
    values[name] = typeof raw === 'string' ? raw : '';
  }
  return values;
}

// /admin/location-pages (spec point 2): cards showing the Current URL with Edit Location
// and Delete Location; the editor is the "Location Page Upload" popup below.

export function LocationAdmin() {
  return (
    <ContentListScreen type={locationPageType}>
      <ContentList
        type={locationPageType}
        record={locationPageListItem}
        idOf={(page: LocationPageListItem) => page.location_id}
        nameOf={(page) => page.slug_url}
        searchLabel="Search location pages by URL or heading"
        actionNoun="Location"
        pagerLabel="Location list pages"
        deleteSubject={(page) => (
          <>
            The page at <strong>/{page.slug_url}</strong>
          </>
        )}
        editing={{
          createLabel: 'Add New Location Page',
          idFromAddress: numericId,
          popup: ({ id, onClose, onSaved, onListChanged }) => (
            <LocationPopup
              locationId={id}
              onClose={onClose}
              onSaved={onSaved}
              onListChanged={onListChanged}
            />
          ),
        }}
        renderItems={(pages, { busy, actions }) => (
          <ul className={styles.locationList} aria-busy={busy || undefined}>
            {pages.map((page) => (
              <li key={page.location_id} className={styles.locationCard}>
                <div className={styles.locationInfo}>
                  <h2 className={styles.locationHeading}>{page.main_heading || page.slug_url}</h2>
                  <PublicationBadges record={page} /> <ArabicState item={page} />
                  <p className={styles.locationUrl}>
                    <span className={styles.locationUrlLabel}>Current URL:</span>{' '}
                    <a href={`/${page.slug_url}`} target="_blank" rel="noopener">
                      {page.slug_url}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </p>
                </div>
                <ButtonGroup>{actions(page)}</ButtonGroup>
              </li>
            ))}
          </ul>
        )}
      />
    </ContentListScreen>
  );
}

function LocationPopup({
  locationId,
  onClose,
  onSaved,
  onListChanged,
}: {
  locationId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  onListChanged: () => void;
}) {
  const page = useResource(
    locationId === null
      ? null
      : (signal) => apiRequest(`/api/locationpages/${locationId}`, locationPageRecord, { signal }),
    `location-${locationId ?? 'new'}`,
  );
  const [saving, setSaving] = useState(false);
  const formId = 'location-form';
  const englishSaved = useEnglishSaved(onSaved, () => {
    page.reload();
    onListChanged();
  });
  return (
    <EditorPopup
      title="Location Page Upload"
      // Spec point 2: "Save (edit mode) or Upload (create mode)"; either publishes at once.
      publishLabels={{ create: 'Upload', edit: 'Save' }}
      formId={formId}
      recordId={locationId}
      record={page}
      loadingLabel="Loading the location page…"
      notFoundMessage="This location page could not be found."
      saving={saving}
      onClose={onClose}
      translation={{
        formId: 'location-translation-form',
        panel: (data) => (
          <TranslationTab
            type={locationPageType}
            id={locationId === null ? null : String(locationId)}
            english={data ? editedFields(data) : {}}
            formId="location-translation-form"
            setSaving={setSaving}
            onChanged={onListChanged}
          />
        ),
      }}
    >
      {(data) => (
        <LocationForm
          formId={formId}
          locationId={locationId}
          key={data?.updatedAt ?? 'new'}
          record={data}
          onChanged={page.reload}
          onSaved={englishSaved}
          setSaving={setSaving}
        />
      )}
    </EditorPopup>
  );
}

function LocationForm({
  formId,
  locationId,
  record,
  onChanged,
  onSaved,
  setSaving,
}: {
  formId: string;
  locationId: number | null;
  /** The page as loaded (null while adding); the form opens on its unpublished changes. */
  record: LocationPageRecord | null;
  onChanged: () => void;
  onSaved: (message: string) => void;
  setSaving: (saving: boolean) => void;
}) {
  const initial = toValues(record && editedFields(record));
  const notify = useNotify();
  const publishing = usePublishing('Location page', record, {
    create: '/api/locationpages/create',
    record: locationId === null ? null : `/api/locationpages/${locationId}`,
  });
  const [busy, setBusy] = useState(false);
  const { values, failure, setFailure, formRef, reset, bind, acceptErrors } = useEditorForm(
    initial,
    { busy },
  );
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = intentOf(event);
    if (busy) return;
    setFailure(null);
    const parsed = locationPageSchema.safeParse(values);
    if (!acceptErrors(parsed.success ? {} : fieldErrors(parsed.error)) || !parsed.success) return;
    setBusy(true);
    setSaving(true);
    try {
      const message = await publishing.save(intent, parsed.data);
      if (message === undefined) return; // the schedule was cancelled
      reset();
      onSaved(message);
    } catch (error) {
      // Spec point 8: the server's message as a notification; the popup stays open.
      const message = errorMessage(error);
      setFailure(message);
      notify('error', message);
    } finally {
      setBusy(false);
      setSaving(false);
    }
  }

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={fieldStyles.popupForm}
    >
      {record && locationId !== null ? (
        <PublicationPanel
          entity="location-page"
          id={String(locationId)}
          recordPath={`/api/locationpages/${locationId}`}
          record={record}
          onChanged={onChanged}
        />
      ) : null}
      {publishing.dialog}
      <p className={fieldStyles.hint}>Every field is required.</p>
      <DeclaredFields
        fields={locationPageType.fields}
        groups={locationPageType.form}
        bind={(name) => bind(name as FieldName)}
      />
      <FormError message={failure} />
    </form>
  );
}
