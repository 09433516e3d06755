'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/admin/field';
import { Button, ErrorMessage, FormError } from '@/components/admin/kit';
import { apiMessage, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { acceptInvitationSchema } from '@/lib/schemas/account';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { useLinkToken } from './link-token';
import { confirmError, NewPasswordFields } from './new-password-fields';

const TITLE = 'Accept invitation';

export function AcceptInvitationForm() {
  const token = useLinkToken();
  if (token === undefined) return <AccountCard title={TITLE}>{null}</AccountCard>;
  if (token === null) {
    return (
      <AccountCard title={TITLE}>
        <ErrorMessage>
          This link is incomplete. Open it again from the e-mail, or ask an administrator to send a
          new invitation.
        </ErrorMessage>
      </AccountCard>
    );
  }
  return <InvitationForm token={token} />;
}

function InvitationForm({ token }: { token: string }) {
  const router = useRouter();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = acceptInvitationSchema.safeParse({ token, name, password });
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
      await apiMessage('/api/users/invitations/accept', 'Your account is ready.', {
        method: 'POST',
        body: parsed.data,
        allowUnauthorized: true,
      });
      router.replace('/login?invited=1');
    } catch (caught) {
      setFailure(errorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <AccountCard
      title={TITLE}
      intro="Choose the name your colleagues will see and a password to finish setting up your account."
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
        aria-busy={busy}
      >
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
          error={errors.name}
          required
        />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        {/* The server's message says when the invitation has expired or was used. */}
        <FormError message={failure} />
        <div>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? 'Setting up…' : 'Set up my account'}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
