'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { confirmError } from './new-password-fields';

/**
 * The state and the submit of a form that sets a new password from an e-mailed link
 * (accepting an invitation, resetting a password): the fields are checked, the password
 * typed twice compared, the first error focused; once the server accepts, the browser
 * moves on to `afterwards` (the button stays busy until it has).
 */
export function useNewPasswordForm<T>({
  check,
  send,
  afterwards,
}: {
  /** Checks the form's fields, given the new password. */
  check: (password: string) => z.ZodSafeParseResult<T>;
  send: (data: T) => Promise<unknown>;
  afterwards: string;
}) {
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
    const parsed = check(password);
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
      await send(parsed.data);
      router.replace(afterwards);
    } catch (caught) {
      setFailure(errorMessage(caught));
      setRefused(caught instanceof ApiError && caught.status === 400);
      setBusy(false);
    }
  }

  return {
    passwordFields: {
      password,
      confirm,
      onPasswordChange: setPassword,
      onConfirmChange: setConfirm,
      errors,
    },
    errors,
    failure,
    refused,
    busy,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      'aria-busy': busy,
    },
  };
}
