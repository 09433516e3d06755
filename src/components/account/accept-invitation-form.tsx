'use client';

import { useState } from 'react';
import { TextField } from '@/components/admin/field';
import { ErrorMessage } from '@/components/admin/kit';
import { apiMessage } from '@/lib/admin/api';
import { acceptInvitationSchema } from '@/lib/schemas/account';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { LinkTokenCard } from './link-token-card';
import { NewPasswordFields } from './new-password-fields';
import { SubmitRow } from './submit-row';
import { useNewPasswordForm } from './use-new-password-form';

const TITLE = 'Accept invitation';

export function AcceptInvitationForm() {
  return (
    <LinkTokenCard
      title={TITLE}
      incomplete={
        <ErrorMessage>
          This link is incomplete. Open it again from the e-mail, or ask an administrator to send a
          new invitation.
        </ErrorMessage>
      }
    >
      {(token) => <InvitationForm token={token} />}
    </LinkTokenCard>
  );
}

function InvitationForm({ token }: { token: string }) {
  const [name, setName] = useState('');
  const form = useNewPasswordForm({
    check: (password) => acceptInvitationSchema.safeParse({ token, name, password }),
    send: (body) =>
      apiMessage('/api/users/invitations/accept', 'Your account is ready.', {
        method: 'POST',
        body,
        allowUnauthorized: true,
      }),
    afterwards: '/login?invited=1',
  });

  return (
    <AccountCard
      title={TITLE}
      intro="Choose the name your colleagues will see and a password to finish setting up your account."
    >
      <form {...form.formProps} className={styles.form}>
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
          error={form.errors.name}
          required
        />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          {...form.passwordFields}
        />
        {/* The server's message says when the invitation has expired or was used. */}
        <SubmitRow
          failure={form.failure}
          busy={form.busy}
          label="Set up my account"
          busyLabel="Setting up…"
        />
      </form>
    </AccountCard>
  );
}
