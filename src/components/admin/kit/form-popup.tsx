'use client';

import { useId, useMemo, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useUnsavedChangesContext } from '../unsaved-changes';
import { Button } from './button';
import { Modal } from './modal';
import styles from './form-popup.module.css';

export interface FormPopupProps {
  title: string;
  /** While sending: the buttons wait and the popup cannot be closed. */
  busy: boolean;
  /** The submit button's name, and what it says while sending. */
  submitLabel: string;
  busyLabel: string;
  /** The field to focus when the popup opens; default: the popup itself (its title is read). */
  focusId?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A popup holding one form (invite someone, add a redirect): Cancel and the submit button
 * in its footer, and closing (Cancel, Escape, ✕) asks first when changes are unsaved.
 */
export function FormPopup({
  title,
  busy,
  submitLabel,
  busyLabel,
  focusId,
  formRef,
  onSubmit,
  onClose,
  children,
}: FormPopupProps) {
  const { confirmDiscard } = useUnsavedChangesContext();
  const formId = useId();
  // The Modal asks for the element once the popup is on screen.
  const initialFocus = useMemo<RefObject<HTMLElement | null> | undefined>(
    () =>
      focusId === undefined
        ? undefined
        : {
            get current() {
              return document.getElementById(focusId);
            },
          },
    [focusId],
  );

  const requestClose = () => {
    if (busy) return;
    void confirmDiscard().then((leave) => {
      if (leave) onClose();
    });
  };

  return (
    <Modal
      open
      title={title}
      busy={busy}
      initialFocus={initialFocus}
      onRequestClose={requestClose}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
      >
        {children}
      </form>
    </Modal>
  );
}
