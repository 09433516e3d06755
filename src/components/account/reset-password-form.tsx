'use client';

import Link from 'next/link';
import { ErrorMessage } from '@/components/admin/kit';
import { apiMessage } from '@/lib/admin/api';
import { passwordResetConfirmSchema } from '@/lib/schemas/account';
import { AccountCard } from './account-card';
import styles from './account.module.css';
import { LinkTokenCard } from './link-token-card';
import { NewPasswordFields } from './new-password-fields';
import { SubmitRow } from './submit-row';
import { useNewPasswordForm } from './use-new-password-form';

const TITLE = 'Reset password';

const askAgain = (
  <Link href="/login/forgot-password" className={styles.actionLink}>
    Ask for a new link
  </Link>
);

export function ResetPasswordForm() {
  return (
    <LinkTokenCard
      title={TITLE}
      incomplete={
        <>
          <ErrorMessage>
            This link is incomplete. Open it again from the e-mail, or ask for a new one.
          </ErrorMessage>
          {askAgain}
        </>
      }
    >
      {(token) => <ResetForm token={token} />}
    </LinkTokenCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const form = useNewPasswordForm({
    check: (password) => passwordResetConfirmSchema.safeParse({ token, password }),
    send: (body) =>
      apiMessage('/api/users/password-reset/confirm', 'Your password has been changed.', {
        method: 'POST',
        body,
        allowUnauthorized: true,
      }),
    afterwards: '/login?reset=1',
  });

  return (
    <AccountCard title={TITLE} intro="Choose a new password for your account.">
      <form {...form.formProps} className={styles.form}>
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          {...form.passwordFields}
        />
        {/* Expired, used or refused: the way on is a new link. */}
        <SubmitRow
          failure={form.failure}
          busy={form.busy}
          label="Change password"
          busyLabel="Saving…"
        >
          {form.refused ? askAgain : null}
        </SubmitRow>
      </form>
    </AccountCard>
  );
}
