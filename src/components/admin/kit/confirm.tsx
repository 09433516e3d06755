'use client';

import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm.module.css';

// A promise-based confirmation popup, used instead of window.confirm so it can be
// reached by keyboard and screen reader, styled, and tested. Focus starts on Cancel.
// Mount <ConfirmProvider> once (the admin shell does); `await confirm({...})` anywhere
// below it resolves true when confirmed. For deleting, see useConfirmDelete.

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deleting, discarding). */
  tone?: 'danger' | 'default';
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider>.');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  }, []);

  const value = useMemo(() => confirm, [confirm]);

  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Modal
        open={request !== null}
        role="alertdialog"
        size="small"
        title={request?.title ?? ''}
        describedBy={messageId}
        initialFocus={cancelRef}
        onRequestClose={() => answer(false)}
        showCloseButton={false}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
              {request?.cancelLabel ?? 'Cancel'}
            </Button>
            <Button
              variant={request?.tone === 'default' ? 'primary' : 'danger'}
              onClick={() => answer(true)}
            >
              {request?.confirmLabel}
            </Button>
          </>
        }
      >
        <div id={messageId} className={styles.message}>
          {request?.message}
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}
