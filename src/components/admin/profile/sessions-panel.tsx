'use client';

import { useRef, useState } from 'react';
import { apiData, apiMessage, errorMessage } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { staffSessions, type StaffSession } from '@/lib/schemas/answers/accounts';
import {
  actionsColumn,
  Badge,
  Button,
  Panel,
  ResourceTable,
  useConfirm,
  useNotify,
  type TableColumn,
} from '../kit';
import { formatWhen } from './account-text';
import styles from './profile.module.css';

const OTHERS = 'others';

/** The browsers signed in to this account; any but this one can be signed out. */
export function SessionsPanel({ refresh }: { refresh: number }) {
  const notify = useNotify();
  const confirm = useConfirm();
  const sessions = useResource(
    (signal) => apiData('/api/users/me/sessions', staffSessions, { signal }),
    `my-sessions#${refresh}`,
    { subject: 'my-sessions' },
  );
  // The session being signed out, or OTHERS.
  const [ending, setEnding] = useState<string | null>(null);
  // A signed-out row takes its button with it: the focus goes to the intro instead.
  const introRef = useRef<HTMLParagraphElement>(null);

  async function end(target: string, path: string, fallback: string) {
    setEnding(target);
    try {
      notify('success', await apiMessage(path, fallback, { method: 'DELETE' }));
      introRef.current?.focus();
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setEnding(null);
      sessions.reload();
    }
  }

  async function endOthers() {
    const confirmed = await confirm({
      title: 'Sign out of all other sessions?',
      message: (
        <p>
          Every other browser and device signed in to your account will be signed out. You stay
          signed in here.
        </p>
      ),
      confirmLabel: 'Sign out other sessions',
    });
    if (confirmed) {
      await end(OTHERS, '/api/users/me/sessions', 'You have been signed out everywhere else.');
    }
  }

  const columns: TableColumn<StaffSession>[] = [
    {
      id: 'device',
      header: 'Device',
      kind: 'heading',
      cell: (session) => session.device || 'Unknown device',
    },
    { id: 'address', header: 'Address', cell: (session) => session.clientIp || 'Not known' },
    {
      id: 'created',
      header: 'Signed in',
      cell: (session) => <time dateTime={session.createdAt}>{formatWhen(session.createdAt)}</time>,
    },
    {
      id: 'used',
      header: 'Last active',
      cell: (session) => (
        <time dateTime={session.lastUsedAt}>{formatWhen(session.lastUsedAt)}</time>
      ),
    },
    actionsColumn((session) =>
      session.current ? (
        <Badge tone="success">This device</Badge>
      ) : (
        <Button
          variant="secondary"
          disabled={ending !== null}
          onClick={() =>
            void end(session.id, `/api/users/me/sessions/${session.id}`, 'Session signed out.')
          }
        >
          {ending === session.id ? 'Signing out…' : 'Sign out'}
          <span className="visually-hidden">
            : {session.device || 'Unknown device'}, last active {formatWhen(session.lastUsedAt)}
          </span>
        </Button>
      ),
    ),
  ];

  const list = sessions.data;
  const others = list?.filter((session) => !session.current).length ?? 0;
  return (
    <Panel id="sessions-heading" title="Sessions">
      <p ref={introRef} tabIndex={-1} className={styles.intro}>
        The browsers and devices signed in to your account, the most recent first. If you do not
        recognise one, sign it out and change your password.
      </p>
      <ResourceTable
        resource={sessions}
        loadingLabel="Loading your sessions…"
        errorLead="Your sessions could not be loaded:"
        caption="Sessions"
        columns={columns}
        rowKey={(session) => session.id}
      />
      {others > 0 ? (
        <p className={styles.after}>
          <Button
            variant="danger-outline"
            disabled={ending !== null}
            onClick={() => void endOthers()}
          >
            {ending === OTHERS ? 'Signing out…' : 'Sign out of all other sessions'}
          </Button>
        </p>
      ) : null}
    </Panel>
  );
}
