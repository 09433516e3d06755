'use client';

import QRCode from 'qrcode';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { apiMessage, apiRequest, errorMessage } from '@/lib/admin/api';
import { totpCodeSchema } from '@/lib/schemas/account';
import { twoFactorSecret, type CurrentUser } from '@/lib/schemas/answers/accounts';
import { Badge, Button, ButtonLink, FormError, Panel, useNotify } from '../kit';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup, type TotpSetup } from './two-factor-setup';
import styles from './two-factor.module.css';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TotpSetup; focus: boolean }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turn-off' };

export function TwoFactorPanel({
  me,
  openSetup,
  onChange,
}: {
  me: CurrentUser;
  /** Start setting up at once (the site requires two-factor sign-in). */
  openSetup: boolean;
  /** Two-factor sign-in was turned on or off. */
  onChange: () => void;
}) {
  const [enabled, setEnabled] = useState(me.twoFactorEnabled);
  // Whether this visit is the required enrolment: it ends with a way back to the portal.
  const [enrolling] = useState(openSetup);
  const [view, setView] = useState<View>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const autoStarted = useRef(false);
  // The element to focus when the status view comes back after the person acted.
  const returnFocusId = useRef<string | null>(null);
  const setUpId = useId();
  const turnOffId = useId();
  const continueId = useId();

  useEffect(() => {
    if (view.kind !== 'status' || !returnFocusId.current) return;
    document.getElementById(returnFocusId.current)?.focus();
    returnFocusId.current = null;
  }, [view]);

  async function startSetup(focus: boolean) {
    setStarting(true);
    setFailure(null);
    try {
      const { secret, otpauthUrl } = await apiRequest('/api/users/me/totp', twoFactorSecret, {
        method: 'POST',
      });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      setView({ kind: 'setup', setup: { secret, qrSvg }, focus });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setStarting(false);
    }
  }

  const startRequiredSetup = useEffectEvent(() => void startSetup(false));
  useEffect(() => {
    // A ref, not state: Strict Mode runs effects twice and each start makes a new key.
    if (!openSetup || autoStarted.current) return;
    autoStarted.current = true;
    startRequiredSetup();
  }, [openSetup]);

  function backToStatus(focusId: string) {
    returnFocusId.current = focusId;
    setView({ kind: 'status' });
  }

  let content;
  if (view.kind === 'setup') {
    content = (
      <TwoFactorSetup
        setup={view.setup}
        focusOnMount={view.focus}
        onCancel={() => backToStatus(setUpId)}
        onConfirmed={(codes) => {
          setEnabled(true);
          setView({ kind: 'codes', codes });
          onChange();
        }}
      />
    );
  } else if (view.kind === 'codes') {
    content = (
      <RecoveryCodes
        codes={view.codes}
        email={me.email}
        onDone={() => backToStatus(enrolling ? continueId : turnOffId)}
      />
    );
  } else if (view.kind === 'turn-off') {
    content = (
      <TurnOffForm
        onCancel={() => backToStatus(turnOffId)}
        onTurnedOff={() => {
          setEnabled(false);
          backToStatus(setUpId);
          onChange();
        }}
      />
    );
  } else if (enabled) {
    content = (
      <>
        <p className={styles.state}>
          <Badge tone="success">On</Badge> Signing in asks for a code from your authenticator app as
          well as your password.
        </p>
        {enrolling ? (
          <p>
            <ButtonLink id={continueId} href="/admin" variant="primary" native>
              Continue to the admin portal
            </ButtonLink>
          </p>
        ) : null}
        {me.twoFactorRequired ? (
          <p>Your organisation requires two-factor sign-in, so it cannot be turned off.</p>
        ) : (
          <Button
            id={turnOffId}
            variant="danger-outline"
            onClick={() => setView({ kind: 'turn-off' })}
          >
            Turn off
          </Button>
        )}
      </>
    );
  } else {
    content = (
      <>
        <p className={styles.state}>
          <Badge>Off</Badge> Two-factor sign-in protects your account if your password is ever
          stolen: after your password, you also enter a code from an app on your phone.
        </p>
        <FormError message={failure} />
        <Button
          id={setUpId}
          variant="primary"
          onClick={() => void startSetup(true)}
          disabled={starting}
        >
          {starting ? 'Setting up…' : 'Set up two-factor sign-in'}
        </Button>
      </>
    );
  }

  return (
    <Panel id="two-factor-heading" title="Two-factor sign-in">
      {content}
    </Panel>
  );
}

/** Turning two-factor sign-in off asks for proof: a current code or a recovery code. */
function TurnOffForm({ onCancel, onTurnedOff }: { onCancel: () => void; onTurnedOff: () => void }) {
  const notify = useNotify();
  return (
    <CodeForm
      ariaLabel="Turn off two-factor sign-in"
      label="Code from your authenticator app, or a recovery code"
      focusOnMount
      parse={(code) => {
        const parsed = totpCodeSchema.safeParse({ code });
        return parsed.success
          ? parsed.data
          : (parsed.error.issues[0]?.message ?? 'Enter the code.');
      }}
      // 400: the code is wrong; 403: the site requires two-factor sign-in.
      send={async (body) => {
        notify(
          'success',
          await apiMessage('/api/users/me/totp', 'Two-factor sign-in is off.', {
            method: 'DELETE',
            body,
          }),
        );
        onTurnedOff();
      }}
      submit={{
        label: 'Turn off two-factor sign-in',
        busyLabel: 'Turning off…',
        variant: 'danger',
      }}
      onCancel={onCancel}
    />
  );
}
