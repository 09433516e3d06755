'use client';

import type { ReactNode } from 'react';
import type { Resource } from '@/lib/admin/use-resource';
import { Button, ErrorMessage, Modal, Spinner } from './kit';
import { SaveButtons } from './publishing/save-buttons';
import { useUnsavedChangesContext } from './unsaved-changes';

// The popup that adds or edits one record (blogs, location pages): loads the record,
// shows the form, and closes through Discard, Escape or ✕ only after asking about
// unsaved changes. The form itself submits through the footer's buttons (form={formId}),
// each a way to save: Save draft, Schedule…, and the primary one that publishes at once.

interface EditorPopupProps<T> {
  title: string;
  formId: string;
  /** Null while adding: nothing to load, the form starts empty. */
  recordId: number | null;
  /**
   * The name of the button that publishes at once, while adding and while editing
   * (default Publish). Spec point 2 names the location popup's: Upload and Save.
   */
  publishLabels?: { create: string; edit: string };
  record: Resource<T>;
  loadingLabel: string;
  notFoundMessage: string;
  saving: boolean;
  onClose: () => void;
  /** The form for the loaded record, or for a new one (null). */
  children: (record: T | null) => ReactNode;
}

export function EditorPopup<T>({
  title,
  formId,
  recordId,
  record,
  loadingLabel,
  notFoundMessage,
  saving,
  onClose,
  children,
  publishLabels = { create: 'Publish', edit: 'Publish' },
}: EditorPopupProps<T>) {
  const { confirmDiscard } = useUnsavedChangesContext();
  const requestClose = () => {
    void confirmDiscard().then((leave) => {
      if (leave) onClose();
    });
  };
  const adding = recordId === null;
  const loading = !adding && record.loading;
  const ready = adding || Boolean(record.data && !loading);

  let body: ReactNode;
  if (loading) body = <Spinner variant="panel" label={loadingLabel} />;
  else if (!ready) body = <ErrorMessage>{record.error ?? notFoundMessage}</ErrorMessage>;
  else body = children(adding ? null : (record.data ?? null));

  return (
    <Modal
      open
      size="large"
      title={title}
      busy={loading || saving}
      onRequestClose={requestClose}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            Discard
          </Button>
          <SaveButtons
            formId={formId}
            saving={!ready || saving}
            publishLabel={adding ? publishLabels.create : publishLabels.edit}
          />
        </>
      }
    >
      {body}
    </Modal>
  );
}
