'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest, errorMessage } from '@/lib/admin/api';
import { totpCodeSchema } from '@/lib/schemas/account';
import { TextField } from '../field';
import { Button, ButtonGroup, FormError } from '../kit';
import { groupSecret } from './account-text';
import { useCopy } from './use-copy';
import styles from './two-factor.module.css';

/** What POST /api/users/me/totp answers, with its QR code drawn here as SVG. */
export interface TotpSetup {
  secret: string;
  qrSvg: string;
}

/** Scan the QR code (or type the key), then confirm with a code from the app. */
export function TwoFactorSetup({
  setup,
  focusOnMount,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetup;
  focusOnMount: boolean;
  onCancel: () => void;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const copy = useCopy();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeId = useId();

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  function showError(message: string) {
    setError(message);
    requestAnimationFrame(() => document.getElementById(codeId)?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const parsed = totpCodeSchema.safeParse({ code });
    if (!parsed.success || !/^\d{6}$/.test(parsed.data.code)) {
      showError('Enter the 6-digit code your authenticator app shows now.');
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await apiRequest<{ recoveryCodes: string[] }>(
        '/api/users/me/totp/confirm',
        { method: 'POST', body: parsed.data },
      );
      onConfirmed(recoveryCodes);
    } catch (caught) {
      // A wrong or expired code belongs to the field; anything else to the form.
      if (caught instanceof ApiError && caught.status === 400) showError(caught.message);
      else setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.view}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.viewTitle}>
        Set up two-factor sign-in
      </h3>
      <ol className={styles.steps}>
        <li>
          Open an authenticator app on your phone, such as Google Authenticator, Microsoft
          Authenticator or 1Password, and add an account.
        </li>
        <li>
          Scan this QR code with the app.
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className={styles.qr}
            // Drawn here by the qrcode package from the server's answer: only SVG paths.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className={styles.secretLine}>
            Cannot scan it? Enter this key in the app instead:{' '}
            <code className={styles.secret}>{groupSecret(setup.secret)}</code>
          </p>
          <Button variant="secondary" onClick={() => void copy(setup.secret, 'Key copied.')}>
            Copy key
          </Button>
        </li>
        <li>
          Enter the code the app shows for this account.
          <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
            <TextField
              id={codeId}
              name="code"
              label="Code from the app"
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(undefined);
              }}
              error={error}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <FormError message={failure} />
            <ButtonGroup>
              <Button variant="primary" type="submit" disabled={busy}>
                {busy ? 'Turning on…' : 'Turn on'}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            </ButtonGroup>
          </form>
        </li>
      </ol>
    </div>
  );
}
