'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SignInEmailField } from './sign-in-email-field';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { apiMessage, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { passwordResetSchema } from '@/lib/schemas/account';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { SubmitRow } from './submit-row';

const SENT = 'If that address has an account, we have sent it a link to choose a new password.';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The form (and the focused button) is gone: the message takes the focus.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = passwordResetSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setSent(
        await apiMessage('/api/users/password-reset', SENT, {
          method: 'POST',
          body: parsed.data,
          allowUnauthorized: true,
        }),
      );
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title="Forgot password"
      intro={
        sent
          ? undefined
          : 'Enter the e-mail address you sign in with. We will send it a link to choose a new password.'
      }
    >
      {sent ? (
        <p ref={sentRef} role="status" tabIndex={-1} className={styles.notice}>
          {sent}
        </p>
      ) : (
        <HydratedForm
          ref={formRef}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className={styles.form}
          aria-busy={busy}
        >
          <SignInEmailField value={email} onChange={setEmail} error={error} />
          <SubmitRow failure={failure} busy={busy} label="Send reset link" busyLabel="Sending…" />
        </HydratedForm>
      )}
    </AccountCard>
  );
}
