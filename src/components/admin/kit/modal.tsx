'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import styles from './modal.module.css';

// An accessible popup: role dialog with aria-modal, everything behind it inert, Tab
// kept inside, Escape and a background click ask to close, focus returns to the
// control that opened it. Popups can stack (a confirmation over an editor).

const stack: HTMLElement[] = [];

/** Body children marked with this attribute stay live while a popup is open (notifications). */
export const KEEP_LIVE_ATTRIBUTE = 'data-admin-live';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
  'video[controls]',
  'audio[controls]',
  'summary',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  // Only what Tab can reach: roving toolbars keep their other buttons at tabindex -1.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close icon and a background click call this; the owner decides. */
  onRequestClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** Receives focus on open; otherwise the popup itself does, so its title is read. */
  initialFocus?: RefObject<HTMLElement | null>;
  describedBy?: string;
  closeOnBackdrop?: boolean;
  showCloseButton?: boolean;
  busy?: boolean;
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  title,
  onRequestClose,
  children,
  footer,
  role = 'dialog',
  size = 'medium',
  initialFocus,
  describedBy,
  closeOnBackdrop = true,
  showCloseButton = true,
  busy = false,
}: ModalProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const requestClose = useRef(onRequestClose);
  useEffect(() => {
    requestClose.current = onRequestClose;
  });

  useEffect(() => {
    const root = rootRef.current;
    const dialog = dialogRef.current;
    if (!root || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    stack.push(root);
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (
        element === root ||
        element.hasAttribute(KEEP_LIVE_ATTRIBUTE) ||
        element.hasAttribute('inert')
      )
        continue;
      if (element.tagName === 'SCRIPT') continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.classList.add('popup-open');
    document.body.style.overflow = 'hidden';

    (initialFocus?.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== root) return;
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return; // handled inside (e.g. closing a link form)
        event.preventDefault();
        requestClose.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (
        event.shiftKey &&
        (active === first || active === dialog || !dialog.contains(active))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.lastIndexOf(root);
      if (index !== -1) stack.splice(index, 1);
      for (const element of madeInert) element.removeAttribute('inert');
      if (stack.length === 0) {
        document.body.classList.remove('popup-open');
        document.body.style.overflow = previousOverflow;
      }
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
    };
    // Runs once per opening; later prop changes must not re-trap or move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={rootRef}
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (
          closeOnBackdrop &&
          pressStartedOnBackdrop.current &&
          event.target === event.currentTarget
        ) {
          requestClose.current();
        }
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size] ?? ''}`}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <Button variant="icon" aria-label="Close" onClick={() => requestClose.current()}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </Button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
