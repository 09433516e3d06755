'use client';

import { useRef, useState, type FormEvent } from 'react';
import { apiMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { PASSWORD_MAX, PASSWORD_MIN, passwordChangeSchema } from '@/lib/schemas/account';
import { TextField } from '../field';
import { Button, FormError, Panel, useAction, useNotify } from '../kit';
import styles from './profile.module.css';

type Values = { currentPassword: string; password: string; confirm: string };
type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { currentPassword: '', password: '', confirm: '' };

function check(values: Values) {
  const parsed = passwordChangeSchema.safeParse({
    currentPassword: values.currentPassword,
    password: values.password,
  });
  const errors: Errors = {};
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrors(parsed.error))) {
      errors[key as keyof Values] = message.replace(/^Password\b/, 'The new password');
    }
  }
  if (values.confirm === '') errors.confirm = 'Enter the new password again.';
  else if (values.confirm !== values.password)
    errors.confirm = 'The two new passwords do not match.';
  return { body: parsed.data, errors };
}

export function PasswordPanel({ email, onChanged }: { email: string; onChanged: () => void }) {
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, failure, setFailure, run } = useAction();
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _edited, ...rest }) => rest);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const { body, errors: found } = check(values);
    setErrors(found);
    if (!body || Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    await run(async () => {
      const message = await apiMessage(
        '/api/users/me/password',
        'Your password has been changed.',
        {
          method: 'POST',
          body,
        },
      );
      setValues(EMPTY);
      notify('success', message);
      onChanged();
    });
  }

  return (
    <Panel id="password-heading" title="Change password">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={styles.form}
        aria-labelledby="password-heading"
      >
        {/* Lets password managers tell which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...bind('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters. Avoid common passwords.`}
          {...bind('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...bind('confirm')}
        />
        <FormError message={failure} />
        <div>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? 'Changing password…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
