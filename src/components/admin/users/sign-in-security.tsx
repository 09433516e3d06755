'use client';

import { useId, useState } from 'react';
import { apiData, errorMessage } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { siteSettings } from '@/lib/schemas/answers/accounts';
import { Panel, ResourceState, useConfirm, useNotify } from '../kit';
import styles from './staff-admin.module.css';

/** The site-wide sign-in rule: whether every staff member must use two-factor sign-in. */
export function SignInSecurity({
  withoutTwoFactor,
  selfWithoutTwoFactor,
}: {
  /** Active staff who have not set up two-factor (undefined until the list has loaded). */
  withoutTwoFactor: number | undefined;
  /** Whether the signed-in administrator has not set it up either. */
  selfWithoutTwoFactor: boolean;
}) {
  const confirm = useConfirm();
  const notify = useNotify();
  const settings = useResource(
    (signal) => apiData('/api/settings', siteSettings, { signal }),
    'settings',
  );
  // What the last save answered, and the value being saved.
  const [saved, setSaved] = useState<boolean | null>(null);
  const [saving, setSaving] = useState<boolean | null>(null);
  const id = useId();
  const checked = saving ?? saved ?? settings.data?.requireTwoFactor ?? false;

  async function change(required: boolean) {
    if (saving !== null || settings.data === undefined) return;
    if (required) {
      const yes = await confirm({
        title: 'Require two-factor sign-in?',
        message: (
          <>
            <p>Staff without two-factor will have to set it up at their next action.</p>
            {withoutTwoFactor ? (
              <p>
                {withoutTwoFactor === 1
                  ? '1 active staff member has'
                  : `${withoutTwoFactor} active staff members have`}{' '}
                not set it up yet{selfWithoutTwoFactor ? ', you among them' : ''}.
              </p>
            ) : null}
          </>
        ),
        confirmLabel: 'Require two-factor',
        tone: 'default',
      });
      if (!yes) return;
    }
    setSaving(required);
    try {
      const answer = await apiData('/api/settings', siteSettings, {
        method: 'PUT',
        body: { requireTwoFactor: required },
      });
      setSaved(answer.requireTwoFactor);
      notify(
        'success',
        answer.requireTwoFactor
          ? 'Two-factor sign-in is now required for all staff.'
          : 'Two-factor sign-in is no longer required.',
      );
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Panel title="Sign-in security" id={`${id}-heading`}>
      <ResourceState
        resource={settings}
        loadingLabel="Loading the sign-in settings…"
        errorLead="The sign-in settings could not be loaded:"
      />
      {settings.data ? (
        <div className={styles.switchRow}>
          <input
            id={`${id}-two-factor`}
            type="checkbox"
            className={styles.checkbox}
            checked={checked}
            aria-describedby={`${id}-two-factor-hint`}
            aria-disabled={saving !== null || undefined}
            onChange={(event) => void change(event.target.checked)}
          />
          <div>
            <label htmlFor={`${id}-two-factor`} className={styles.switchLabel}>
              Require two-factor sign-in for all staff
            </label>
            <p id={`${id}-two-factor-hint`} className={styles.hint}>
              Everyone then signs in with a code from an authenticator app as well as their
              password. Staff set it up in their profile.
              {saving !== null ? ' Saving…' : ''}
            </p>
          </div>
        </div>
      ) : null}
    </Panel>
  );
}
