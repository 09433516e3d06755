'use client';

import { useState } from 'react';
import { TextField } from '@/components/admin/field';
import { Button } from '@/components/admin/kit';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/schemas/account';

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** The error of the repeated password, if it is not the same. */
export const confirmError = (password: string, confirm: string) =>
  confirm === password ? undefined : PASSWORDS_DIFFER;

/** A new password typed twice, with the rules as a hint and one Show/Hide for both. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: {
  label: string;
  confirmLabel: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | undefined; confirm?: string | undefined };
}) {
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <TextField
        label={label}
        name="password"
        type={type}
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. Avoid common passwords.`}
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        required
      />
      <TextField
        label={confirmLabel}
        name="confirm"
        type={type}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
        required
      />
      <div>
        <Button variant="link" onClick={() => setShown((now) => !now)}>
          {shown ? 'Hide passwords' : 'Show passwords'}
        </Button>
      </div>
    </>
  );
}
