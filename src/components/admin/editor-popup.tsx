'use client';

import { useState, type ReactNode } from 'react';
import type { Resource } from '@/lib/admin/use-resource';
import { Button, ErrorMessage, Modal, Spinner } from './kit';
import { SaveButtons } from './publishing/save-buttons';
import { LanguageTabs, type EditorLanguage } from './translations/language-tabs';
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
  /**
   * The Arabic tab (issue 29): its panel, and the id of its form, which the footer's
   * buttons save while the tab is shown. Without it the popup has no tabs.
   */
  translation?: { formId: string; panel: (record: T | null) => ReactNode };
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
  translation,
}: EditorPopupProps<T>) {
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const { confirmDiscard } = useUnsavedChangesContext();
  const requestClose = () => {
    void confirmDiscard().then((leave) => {
      if (leave) onClose();
    });
  };
  const adding = recordId === null;
  // A reload (after Unpublish, a restore, a save in the other tab) keeps the tabs on screen,
  // so the other tab's unsaved work stays; the form is drawn afresh when the record comes.
  const loading = !adding && record.loading && record.data === undefined;
  const reloading = !adding && record.loading && !loading;
  const ready = adding || Boolean(record.data && !loading);

  let body: ReactNode;
  if (loading) body = <Spinner variant="panel" label={loadingLabel} />;
  else if (!ready) body = <ErrorMessage>{record.error ?? notFoundMessage}</ErrorMessage>;
  else if (!translation) body = children(adding ? null : (record.data ?? null));
  else {
    const data = adding ? null : (record.data ?? null);
    body = (
      <LanguageTabs
        selected={language}
        onSelect={setLanguage}
        english={children(data)}
        arabic={translation.panel(data)}
      />
    );
  }
  const arabic = translation !== undefined && language === 'ar';

  return (
    <Modal
      open
      size="large"
      title={title}
      busy={loading || reloading || saving}
      onRequestClose={requestClose}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            Discard
          </Button>
          {arabic ? (
            // A record not saved yet has no translation: nothing to save in its Arabic tab.
            adding ? null : (
              <SaveButtons formId={translation.formId} saving={!ready || reloading || saving} />
            )
          ) : (
            <SaveButtons
              formId={formId}
              saving={!ready || reloading || saving}
              publishLabel={adding ? publishLabels.create : publishLabels.edit}
            />
          )}
        </>
      }
    >
      {body}
    </Modal>
  );
}
