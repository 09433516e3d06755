'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/lib/admin/api';
import { TextField } from '../field';
import { Button, ButtonGroup, FormError, useFieldValue, type ButtonVariant } from '../kit';
import styles from './profile.module.css';

export interface CodeBody {
  code: string;
}

/**
 * A form asking for one code (from the authenticator app, or a recovery code) and sending
 * it: a refusal of the code (400) shows on the field, any other failure under it.
 */
export function CodeForm({
  label,
  numeric = false,
  parse,
  send,
  submit,
  onCancel,
  focusOnMount = false,
  ariaLabel,
}: {
  label: string;
  /** Only digits: phones show the number pad. */
  numeric?: boolean;
  /** The body to send, or the error message for a code not worth sending. */
  parse: (code: string) => CodeBody | string;
  send: (body: CodeBody) => Promise<void>;
  submit: { label: string; busyLabel: string; variant: ButtonVariant };
  onCancel: () => void;
  focusOnMount?: boolean;
  ariaLabel?: string;
}) {
  const code = useFieldValue();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (focusOnMount) document.getElementById(id)?.focus();
  }, [focusOnMount, id]);

  function showError(message: string) {
    code.setError(message);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const body = parse(code.value);
    if (typeof body === 'string') return showError(body);
    setBusy(true);
    try {
      await send(body);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) showError(caught.message);
      else setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={styles.form}
      aria-label={ariaLabel}
    >
      <TextField
        id={id}
        name="code"
        label={label}
        {...code.bind}
        required
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="one-time-code"
      />
      <FormError message={failure} />
      <ButtonGroup>
        <Button variant={submit.variant} type="submit" disabled={busy}>
          {busy ? submit.busyLabel : submit.label}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </ButtonGroup>
    </form>
  );
}
