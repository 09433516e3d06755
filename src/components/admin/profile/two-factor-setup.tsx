'use client';

import { useEffect, useRef } from 'react';
import { apiRequest } from '@/lib/admin/api';
import { totpCodeSchema } from '@/lib/schemas/account';
import { recoveryCodes } from '@/lib/schemas/answers/accounts';
import { Button } from '../kit';
import { groupSecret } from './account-text';
import { CodeForm } from './code-form';
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
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

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
          <CodeForm
            label="Code from the app"
            numeric
            parse={(code) => {
              const parsed = totpCodeSchema.safeParse({ code });
              return parsed.success && /^\d{6}$/.test(parsed.data.code)
                ? parsed.data
                : 'Enter the 6-digit code your authenticator app shows now.';
            }}
            // A wrong or expired code belongs to the field; anything else to the form.
            send={async (body) => {
              const answer = await apiRequest('/api/users/me/totp/confirm', recoveryCodes, {
                method: 'POST',
                body,
              });
              onConfirmed(answer.recoveryCodes);
            }}
            submit={{ label: 'Turn on', busyLabel: 'Turning on…', variant: 'primary' }}
            onCancel={onCancel}
          />
        </li>
      </ol>
    </div>
  );
}
