'use client';

import { useState } from 'react';
import { apiRequest } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { currentUser } from '@/lib/schemas/answers/accounts';
import { AdminPage, ResourceState } from '../kit';
import { DetailsPanel } from './details-panel';
import { PasswordPanel } from './password-panel';
import { SessionsPanel } from './sessions-panel';
import { TwoFactorPanel } from './two-factor-panel';
import styles from './profile.module.css';

// The signed-in staff member's own account: details, password, two-factor sign-in and
// sessions (docs/design/staff-accounts.md).

export function ProfileAdmin({ enrolTwoFactor }: { enrolTwoFactor: boolean }) {
  const me = useResource((signal) => apiRequest('/api/users/me', currentUser, { signal }), 'me');
  // A changed password signs out the other sessions: their list is then reloaded.
  const [sessionsRefresh, setSessionsRefresh] = useState(0);
  const account = me.data;
  const required =
    account !== undefined &&
    !account.twoFactorEnabled &&
    (enrolTwoFactor || account.mustEnrolTwoFactor);
  // Until two-factor is set up the server refuses the password and session calls.
  const locked = account?.mustEnrolTwoFactor === true;

  return (
    <AdminPage title="Your account">
      {required ? (
        <p className={styles.notice}>
          Your organisation requires two-factor sign-in. Set it up to continue.
        </p>
      ) : null}
      <ResourceState
        resource={me}
        loadingLabel="Loading your account…"
        errorLead="Your account could not be loaded:"
      />
      {account ? (
        <>
          <DetailsPanel me={account} />
          {locked ? null : (
            <PasswordPanel
              email={account.email}
              onChanged={() => setSessionsRefresh((count) => count + 1)}
            />
          )}
          <TwoFactorPanel me={account} openSetup={required} onChange={me.reload} />
          {locked ? null : <SessionsPanel refresh={sessionsRefresh} />}
        </>
      ) : null}
    </AdminPage>
  );
}
