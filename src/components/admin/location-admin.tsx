'use client';

import { useState, type FormEvent } from 'react';
import { apiMessage, apiPage, apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/form';
import type { LocationPage } from '@/lib/admin/types';
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
import {
  AddressListScreen,
  AdminPage,
  Button,
  ButtonGroup,
  FormError,
  ListSearch,
  NoMatches,
  Pager,
  ResourceState,
  useConfirmDelete,
  useNotify,
  usePagedList,
} from './kit';
import { PublicationBadges, PublicationPanel } from './publishing/publication-panel';
import {
  ListFilters,
  StatusFilter,
  withStatus,
  type StatusChoice,
} from './publishing/status-filter';
import { usePublishing } from './publishing/use-publishing';
import { useEditorForm } from './use-editor-form';
import styles from './location-admin.module.css';

type Popup = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: number };

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

/** Location pages per page of the list. */
export const LOCATION_PAGES_PAGE_SIZE = 20;

export function LocationAdmin() {
  return (
    <AddressListScreen title="Location Pages" loadingLabel="Loading location pages…">
      <LocationList />
    </AddressListScreen>
  );
}

function LocationList() {
  const notify = useNotify();
  const [status, setStatus] = useState<StatusChoice>('');
  const pages = usePagedList<LocationPage>({
    key: `location-pages-${status}`,
    pageSize: LOCATION_PAGES_PAGE_SIZE,
    noun: ['location page', 'location pages'],
    load: (request, signal) =>
      apiPage<LocationPage>(withStatus('/api/locationpages', status), request, { signal }),
  });
  const [popup, setPopup] = useState<Popup>({ mode: 'closed' });
  // Spec point 8: success and failure both as a notification; the list reloads.
  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf: (page: LocationPage) => page.location_id,
    question: (page) => ({
      title: 'Delete this location page?',
      message: (
        <p>
          The page at <strong>/{page.slug_url}</strong> will be removed from the website. This
          cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete Location',
    }),
    remove: (page) =>
      apiMessage(`/api/locationpages/${page.location_id}`, 'Location page deleted.', {
        method: 'DELETE',
      }),
    onSettled: pages.resource.reload,
  });

  function openEdit(id: number) {
    if (pages.items.some((page) => page.location_id === id)) setPopup({ mode: 'edit', id });
  }

  const list = pages.items;
  const loaded = pages.data;

  return (
    <AdminPage
      title="Location Pages"
      actions={
        <Button variant="primary" onClick={() => setPopup({ mode: 'create' })}>
          Add New Location Page
        </Button>
      }
    >
      <ListFilters>
        <ListSearch
          label="Search location pages by URL or heading"
          search={pages.search}
          summary={pages.summary}
        />
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            pages.setPage(() => 1);
          }}
        />
      </ListFilters>
      <ResourceState
        resource={pages.resource}
        loadingLabel="Loading location pages…"
        errorLead="The location pages could not be loaded:"
        empty={
          loaded?.query ? (
            <NoMatches query={loaded.query} noun="location pages" onClear={pages.search.clear} />
          ) : (
            'There are no location pages yet. Use “Add New Location Page” to create one.'
          )
        }
        isEmpty={(page) => page.total === 0}
      />
      <ul className={styles.locationList} aria-busy={pages.resource.loading || undefined}>
        {list.map((page) => (
          <li key={page.location_id} className={styles.locationCard}>
            <div className={styles.locationInfo}>
              <h2 className={styles.locationHeading}>{page.main_heading || page.slug_url}</h2>
              <PublicationBadges record={page} />
              <p className={styles.locationUrl}>
                <span className={styles.locationUrlLabel}>Current URL:</span>{' '}
                <a href={`/${page.slug_url}`} target="_blank" rel="noopener">
                  {page.slug_url}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
            <ButtonGroup>
              <Button variant="secondary" onClick={() => openEdit(page.location_id)}>
                Edit Location<span className="visually-hidden">: {page.slug_url}</span>
              </Button>
              <Button
                variant="danger-outline"
                onClick={() => void confirmDelete(page)}
                disabled={isDeleting(page)}
              >
                {isDeleting(page) ? 'Deleting…' : 'Delete Location'}
                <span className="visually-hidden">: {page.slug_url}</span>
              </Button>
            </ButtonGroup>
          </li>
        ))}
      </ul>
      {loaded && pages.pages > 1 ? (
        <Pager
          label="Location list pages"
          page={pages.page}
          pages={pages.pages}
          onPageChange={pages.setPage}
        >
          Page {Math.min(loaded.page, pages.pages)} of {pages.pages}
        </Pager>
      ) : null}
      {popup.mode !== 'closed' ? (
        <LocationPopup
          key={popup.mode === 'edit' ? popup.id : 'new'}
          locationId={popup.mode === 'edit' ? popup.id : null}
          onClose={() => setPopup({ mode: 'closed' })}
          onSaved={(message) => {
            setPopup({ mode: 'closed' });
            notify('success', message);
            pages.resource.reload();
          }}
        />
      ) : null}
    </AdminPage>
  );
}

function LocationPopup({
  locationId,
  onClose,
  onSaved,
}: {
  locationId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const page = useResource(
    locationId === null
      ? null
      : (signal) => apiRequest<LocationPage>(`/api/locationpages/${locationId}`, { signal }),
    `location-${locationId ?? 'new'}`,
  );
  const [saving, setSaving] = useState(false);
  const formId = 'location-form';
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
    >
      {(data) => (
        <LocationForm
          formId={formId}
          locationId={locationId}
          key={data?.updatedAt ?? 'new'}
          record={data}
          onChanged={page.reload}
          onSaved={onSaved}
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
  record: LocationPage | null;
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
