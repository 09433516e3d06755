'use client';

import { useRef } from 'react';
import { Button, Modal } from '../kit';
import profileStyles from '../profile/profile.module.css';
import { useCopy } from '../profile/use-copy';
import styles from './webhooks.module.css';

/**
 * A webhook's signing secret, shown this once (right after it was made): with a copy
 * button, and a warning that it cannot be shown again.
 */
export function SecretPopup({
  secret,
  url,
  rotated,
  onClose,
}: {
  secret: string;
  url: string;
  /** Made by a rotation: the old secret still signs for 24 hours. */
  rotated: boolean;
  onClose: () => void;
}) {
  const copy = useCopy();
  const doneRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={rotated ? 'New signing secret' : 'Webhook added: its signing secret'}
      initialFocus={doneRef}
      closeOnBackdrop={false}
      onRequestClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy(secret, 'Secret copied.')}>
            Copy secret
          </Button>
          <Button ref={doneRef} variant="primary" onClick={onClose}>
            I have saved it
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <p className={profileStyles.notice} role="note">
          Copy this secret now and keep it in the receiving tool&apos;s settings. It will not be
          shown again: if it is lost, rotate the secret to get a new one.
        </p>
        <p className={styles.hint}>
          Events to <span className={styles.url}>{url}</span> are signed with it (Standard
          Webhooks). {rotated ? 'The old secret also signs them for the next 24 hours.' : ''}
        </p>
        <div>
          <p className={styles.label}>Signing secret</p>
          <code className={styles.secret}>{secret}</code>
        </div>
      </div>
    </Modal>
  );
}
