'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Button, ErrorMessage, FormError } from '@/components/admin/kit';
import { ApiError, apiMessage, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { useLinkToken } from './link-token';
import { confirmError, NewPasswordFields } from './new-password-fields';

const TITLE = 'Reset password';

export function ResetPasswordForm() {
  const token = useLinkToken();
  if (token === undefined) return <AccountCard title={TITLE}>{null}</AccountCard>;
  if (token === null) {
    return (
      <AccountCard title={TITLE}>
        <ErrorMessage>
          This link is incomplete. Open it again from the e-mail, or ask for a new one.
        </ErrorMessage>
        <Link href="/login/forgot-password" className={styles.actionLink}>
          Ask for a new link
        </Link>
      </AccountCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A 400: the link has expired or was used, or the password is a common one (the message says which).
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setRefused(false);
    const parsed = passwordResetConfirmSchema.safeParse({ token, password });
    const found = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      confirm: confirmError(password, confirm),
    };
    setErrors(found);
    if (!parsed.success || found.confirm) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await apiMessage('/api/users/password-reset/confirm', 'Your password has been changed.', {
        method: 'POST',
        body: parsed.data,
        allowUnauthorized: true,
      });
      router.replace('/login?reset=1');
    } catch (caught) {
      setFailure(errorMessage(caught));
      setRefused(caught instanceof ApiError && caught.status === 400);
      setBusy(false);
    }
  }

  return (
    <AccountCard title={TITLE} intro="Choose a new password for your account.">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
        aria-busy={busy}
      >
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        <FormError message={failure} />
        {refused ? (
          <Link href="/login/forgot-password" className={styles.actionLink}>
            Ask for a new link
          </Link>
        ) : null}
        <div>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Change password'}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
