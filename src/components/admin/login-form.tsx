'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import type { UserInfo } from '@/lib/admin/types';
import { clearUserInfo, saveUserInfo, useUserInfo } from '@/lib/admin/user-info';
import { loginSchema } from '@/lib/schemas/login';
import { TextField } from './field';
import fieldStyles from './field.module.css';
import { Button, ErrorMessage, FormError, SpinnerWheel } from './kit';
import styles from './login-form.module.css';

export const NOT_ADMIN_MESSAGE =
  'This account is not an administrator, so it cannot open the admin area. Ask an administrator for access.';

/** Where to go after signing in: the admin page asked for (?next=), else /admin. */
function destination(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
}

export function LoginForm() {
  const router = useRouter();
  const user = useUserInfo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Spec point 2: an already signed-in administrator is sent to /admin.
  useEffect(() => {
    if (user?.isAdmin) router.replace(destination());
  }, [user, router]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const signedIn = await apiRequest<UserInfo & { token?: string }>('/api/users/login', {
        method: 'POST',
        body: parsed.data,
        allowUnauthorized: true,
      });
      if (!signedIn.isAdmin) {
        // Signed in but not allowed in: end that session at once, leave no half state.
        await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(
          () => undefined,
        );
        clearUserInfo();
        setFailure(NOT_ADMIN_MESSAGE);
        setSubmitting(false);
        return;
      }
      saveUserInfo(signedIn); // drops the token: the session lives in the httpOnly cookie
      router.replace(destination());
    } catch (error) {
      setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  const signedInElsewhere = user && !user.isAdmin;

  return (
    <div className={styles.loginCard}>
      <h1 className={styles.loginTitle}>Sign In</h1>
      <p className={fieldStyles.hint}>For Nexa Digital staff: sign in to manage the website.</p>
      {signedInElsewhere ? <ErrorMessage>{NOT_ADMIN_MESSAGE}</ErrorMessage> : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className={styles.loginForm}
        aria-busy={submitting}
      >
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          required
        />
        <div className={styles.passwordRow}>
          <TextField
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            required
            className={styles.passwordField}
          />
          <button
            type="button"
            className={styles.passwordToggle}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        </div>
        <FormError message={failure} />
        <Button variant="primary" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <SpinnerWheel size="small" inverse /> Signing in…
            </>
          ) : (
            'Sign In'
          )}
        </Button>
      </form>
      <p className={styles.loginBack}>
        <Link href="/">← Back to the website</Link>
      </p>
    </div>
  );
}
