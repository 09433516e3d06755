'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import accountStyles from '@/components/account/account.module.css';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { ApiError, apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors, focusFirstError } from '@/lib/admin/form';
import { clearUserInfo, saveUserInfo, useUserInfo, type UserInfo } from '@/lib/admin/user-info';
import { isRole } from '@/lib/roles';
import { signedIn } from '@/lib/schemas/answers/accounts';
import { loginSchema } from '@/lib/schemas/login';
import { SignInEmailField } from '@/components/account/sign-in-email-field';
import { TextField } from './field';
import fieldStyles from './field.module.css';
import { Button, ErrorMessage, FormError, SpinnerWheel } from './kit';
import styles from './login-form.module.css';

export const NOT_ADMIN_MESSAGE =
  'This account is not an administrator, so it cannot open the admin area. Ask an administrator for access.';

/** What the address says just happened: ?reset=1 and ?invited=1. */
const ARRIVAL_NOTES: Record<string, string> = {
  reset: 'Your password has been changed. Sign in with the new one.',
  invited: 'Your account is ready. Sign in to continue.',
};

/** Where to go after signing in: the admin page asked for (?next=), else /admin. */
function destination(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
}

/** Admins and editors may open the admin area; a userInfo stored before roles has isAdmin only. */
const isStaff = (user: UserInfo) => isRole(user.role) || user.isAdmin;

/** The 401 of a right password without (or with a wrong) second-factor code. */
const needsCode = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { totpRequired?: unknown }).totpRequired === true;

type CodeKind = 'app' | 'recovery';

export function LoginForm() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const user = useUserInfo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [codeKind, setCodeKind] = useState<CodeKind>('app');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const codeId = useId();
  const passwordId = useId();

  // Spec point 2: a staff member already signed in is sent to /admin.
  useEffect(() => {
    if (user && isStaff(user)) router.replace(destination());
  }, [user, router]);

  /** Changes what the form shows, then moves the focus into it (the old control is gone). */
  function showThenFocus(change: () => void, id: string) {
    flushSync(change);
    document.getElementById(id)?.focus();
  }

  function switchCodeKind(kind: CodeKind) {
    showThenFocus(() => {
      setCodeKind(kind);
      setCode('');
      setErrors({});
      setFailure(null);
    }, codeId);
  }

  function backToPassword() {
    showThenFocus(() => {
      setStep('password');
      setPassword('');
      setCode('');
      setCodeKind('app');
      setErrors({});
      setFailure(null);
    }, passwordId);
  }

  function check() {
    const parsed = loginSchema.safeParse(
      step === 'code' ? { email, password, code } : { email, password },
    );
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    // The schema takes recovery codes too; an app's code is always 6 digits.
    if (
      parsed.success &&
      codeKind === 'app' &&
      step === 'code' &&
      !/^\d{6}$/.test(parsed.data.code ?? '')
    ) {
      found.code = 'Enter the 6-digit code from your authenticator app.';
    }
    return { body: parsed.data, found };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const { body, found } = check();
    setErrors(found);
    if (!body || Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setSubmitting(true);
    try {
      const user = await apiRequest('/api/users/login', signedIn, {
        method: 'POST',
        body,
        allowUnauthorized: true,
      });
      if (!isRole(user.role)) {
        // Signed in but not allowed in: end that session at once, leave no half state.
        await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(
          () => undefined,
        );
        clearUserInfo();
        setFailure(NOT_ADMIN_MESSAGE);
        setSubmitting(false);
        return;
      }
      saveUserInfo(user); // drops the token: the session lives in the httpOnly cookie
      router.replace(destination());
    } catch (error) {
      setSubmitting(false);
      if (needsCode(error) && step === 'password') {
        showThenFocus(() => {
          setStep('code');
          setCode('');
        }, codeId);
        return;
      }
      // A wrong code answers like a missing one: its message shows and the step stays.
      setFailure(errorMessage(error));
    }
  }

  const signedInElsewhere = user && !isStaff(user);
  const arrivalNote = Object.keys(ARRIVAL_NOTES).find((key) => searchParams.get(key) === '1');
  const recovery = codeKind === 'recovery';

  return (
    <div className={styles.loginCard}>
      <h1 className={styles.loginTitle}>Sign In</h1>
      <p className={fieldStyles.hint}>For Nexa Digital staff: sign in to manage the website.</p>
      {signedInElsewhere ? <ErrorMessage>{NOT_ADMIN_MESSAGE}</ErrorMessage> : null}
      {arrivalNote && step === 'password' ? (
        <p role="status" className={accountStyles.notice}>
          {ARRIVAL_NOTES[arrivalNote]}
        </p>
      ) : null}
      {/* Present from the start so screen readers announce the change of step. */}
      <p role="status" className="visually-hidden">
        {step === 'code'
          ? 'Two-step verification: enter the code from your authenticator app.'
          : ''}
      </p>
      <HydratedForm
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className={styles.loginForm}
        aria-busy={submitting}
      >
        {step === 'password' ? (
          <>
            <SignInEmailField value={email} onChange={setEmail} error={errors.email} />
            <div className={styles.passwordRow}>
              <TextField
                id={passwordId}
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
              <div className={accountStyles.passwordActions}>
                <button
                  type="button"
                  className={styles.passwordToggle}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? 'Hide password' : 'Show password'}
                </button>
                <Link href="/login/forgot-password" className={accountStyles.actionLink}>
                  Forgot password?
                </Link>
              </div>
            </div>
          </>
        ) : (
          <>
            <h2 className={accountStyles.stepTitle}>Two-step verification</h2>
            <p className={fieldStyles.hint}>Signing in as {email}.</p>
            <TextField
              id={codeId}
              label={recovery ? 'Recovery code' : 'Authentication code'}
              name="code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              hint={
                recovery
                  ? 'One of the recovery codes you saved when you turned on two-step verification. Each works once.'
                  : 'The 6-digit code your authenticator app shows now.'
              }
              value={code}
              onChange={setCode}
              error={errors.code}
              required
            />
            <div>
              <Button variant="link" onClick={() => switchCodeKind(recovery ? 'app' : 'recovery')}>
                {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
              </Button>
            </div>
          </>
        )}
        <FormError message={failure} />
        <Button variant="primary" type="submit" disabled={submitting}>
          {submitting ? (
            <>
              <SpinnerWheel size="small" inverse /> {step === 'code' ? 'Verifying…' : 'Signing in…'}
            </>
          ) : step === 'code' ? (
            'Verify'
          ) : (
            'Sign In'
          )}
        </Button>
        {step === 'code' ? (
          <Button variant="secondary" onClick={backToPassword} disabled={submitting}>
            Back
          </Button>
        ) : null}
      </HydratedForm>
      <p className={styles.loginBack}>
        <Link href="/">← Back to the website</Link>
      </p>
    </div>
  );
}
