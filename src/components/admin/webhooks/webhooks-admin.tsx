'use client';

import { useState } from 'react';
import { apiData, apiMessage, errorMessage } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/admin/form';
import { useResource } from '@/lib/admin/use-resource';
import {
  webhookDelivery,
  webhookList,
  webhookUpdated,
  type WebhookRecord,
} from '@/lib/schemas/answers/webhooks';
import {
  actionsColumn,
  AdminPage,
  Badge,
  BadgeList,
  Button,
  CellNote,
  PageIntro,
  ResourceTable,
  useConfirm,
  useConfirmDelete,
  useNotify,
  type TableColumn,
} from '../kit';
import { DeliveryLog } from './delivery-log';
import { SecretPopup } from './secret-popup';
import { WebhookPopup, type Saved } from './webhook-popup';
import styles from './webhooks.module.css';

// Webhooks (administrators only): the endpoints of the team's tools that get each new
// enquiry and each status change, signed. Added with a secret shown once; edited, paused,
// tested, rotated and deleted here; each with its delivery log.

type Popup =
  | { mode: 'closed' }
  | { mode: 'add' }
  | { mode: 'edit'; webhook: WebhookRecord }
  | { mode: 'secret'; url: string; secret: string; rotated: boolean }
  | { mode: 'log'; webhook: WebhookRecord };

export function WebhooksAdmin() {
  const notify = useNotify();
  const confirm = useConfirm();
  const webhooks = useResource(
    (signal) => apiData('/api/webhooks', webhookList, { signal }),
    'webhooks',
  );
  const [popup, setPopup] = useState<Popup>({ mode: 'closed' });
  const [opened, setOpened] = useState(0);
  const [working, setWorking] = useState<number | null>(null);
  const close = () => setPopup({ mode: 'closed' });
  const open = (next: Popup) => {
    setOpened((count) => count + 1);
    setPopup(next);
  };

  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf: (webhook: WebhookRecord) => webhook.id,
    question: (webhook) => ({
      title: 'Delete this webhook?',
      message: (
        <p>
          <strong className={styles.url}>{webhook.url}</strong> will get no more events, and its
          delivery log goes with it, with any event not yet delivered. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete webhook',
    }),
    remove: (webhook) =>
      apiMessage(`/api/webhooks/${webhook.id}`, 'Webhook deleted.', { method: 'DELETE' }),
    onSettled: webhooks.reload,
  });

  /** Runs one row's action, one at a time, and says how it went. */
  async function act(webhook: WebhookRecord, action: () => Promise<void>) {
    if (working !== null) return;
    setWorking(webhook.id);
    try {
      await action();
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setWorking(null);
    }
  }

  const sendTest = (webhook: WebhookRecord) =>
    act(webhook, async () => {
      await apiData(`/api/webhooks/${webhook.id}/test`, webhookDelivery, { method: 'POST' });
      notify('success', 'Test event queued: see the delivery log in a few seconds.');
    });

  async function rotate(webhook: WebhookRecord) {
    const yes = await confirm({
      title: 'Rotate the signing secret?',
      message: (
        <>
          <p>
            A new secret is made and shown once. For the next 24 hours every event to{' '}
            <strong className={styles.url}>{webhook.url}</strong> is signed with both the old and
            the new secret; after that, with the new one only.
          </p>
          <p>Put the new secret in the receiving tool within those 24 hours.</p>
        </>
      ),
      confirmLabel: 'Rotate secret',
      tone: 'default',
    });
    if (!yes) return;
    await act(webhook, async () => {
      const answer = await apiData(`/api/webhooks/${webhook.id}`, webhookUpdated, {
        method: 'PUT',
        body: { rotateSecret: true },
      });
      webhooks.reload();
      if (answer.secret) {
        open({ mode: 'secret', url: answer.url, secret: answer.secret, rotated: true });
      }
    });
  }

  function onSaved({ webhook, secret, message }: Saved) {
    webhooks.reload();
    // A new webhook's popup says it was added; a banner over it would hide its close button.
    if (secret) open({ mode: 'secret', url: webhook.url, secret, rotated: false });
    else {
      notify('success', message);
      close();
    }
  }

  const busy = (webhook: WebhookRecord) => working === webhook.id || isDeleting(webhook);

  const columns: TableColumn<WebhookRecord>[] = [
    {
      id: 'url',
      header: 'Endpoint URL',
      kind: 'heading',
      cell: (webhook) => (
        <>
          <span className={styles.url}>{webhook.url}</span>
          <CellNote>
            Added <time dateTime={webhook.createdAt}>{formatDateTime(webhook.createdAt)}</time>
            {webhook.createdBy ? ` by ${webhook.createdBy}` : ''}
          </CellNote>
        </>
      ),
    },
    {
      id: 'events',
      header: 'Events',
      cell: (webhook) => (
        <BadgeList>
          {webhook.events.map((event) => (
            <Badge key={event}>{event}</Badge>
          ))}
        </BadgeList>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (webhook) => (
        <>
          {webhook.active ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}
          {webhook.previousSecretUntil ? (
            <CellNote>
              Old secret also signs until {formatDateTime(webhook.previousSecretUntil)}
            </CellNote>
          ) : null}
        </>
      ),
    },
    actionsColumn((webhook) => {
      const about = <span className="visually-hidden">: {webhook.url}</span>;
      // Five buttons wrap in their cell rather than widen the table past the screen.
      return (
        <div className={styles.rowActions}>
          <Button onClick={() => open({ mode: 'log', webhook })}>Delivery log{about}</Button>
          <Button onClick={() => void sendTest(webhook)} disabled={busy(webhook)}>
            Send test{about}
          </Button>
          <Button onClick={() => open({ mode: 'edit', webhook })} disabled={busy(webhook)}>
            Edit{about}
          </Button>
          <Button onClick={() => void rotate(webhook)} disabled={busy(webhook)}>
            Rotate secret{about}
          </Button>
          <Button
            variant="danger-outline"
            onClick={() => void confirmDelete(webhook)}
            disabled={busy(webhook)}
          >
            {isDeleting(webhook) ? 'Deleting…' : 'Delete'}
            {about}
          </Button>
        </div>
      );
    }),
  ];

  return (
    <AdminPage
      title="Webhooks"
      actions={
        <Button variant="primary" onClick={() => open({ mode: 'add' })}>
          Add webhook
        </Button>
      }
    >
      <PageIntro>
        A webhook sends each new enquiry, and each change of an enquiry&apos;s status, to another
        tool (a CRM, a chat channel, an automation service) as it happens. Each event is signed with
        the webhook&apos;s secret so the tool can check it came from this site, and is tried again
        for 24 hours while the tool cannot take it. Enquiries filed as spam are not sent.
      </PageIntro>
      <ResourceTable
        resource={webhooks}
        loadingLabel="Loading webhooks…"
        errorLead="The webhooks could not be loaded:"
        empty="There are no webhooks yet. Use “Add webhook” to send enquiries to another tool."
        caption="Webhooks"
        columns={columns}
        rowKey={(webhook) => webhook.id}
      />
      {popup.mode === 'add' || popup.mode === 'edit' ? (
        <WebhookPopup
          key={opened}
          webhook={popup.mode === 'edit' ? popup.webhook : null}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
      {popup.mode === 'secret' ? (
        <SecretPopup
          key={opened}
          url={popup.url}
          secret={popup.secret}
          rotated={popup.rotated}
          onClose={close}
        />
      ) : null}
      {popup.mode === 'log' ? (
        <DeliveryLog key={opened} webhook={popup.webhook} onClose={close} />
      ) : null}
    </AdminPage>
  );
}
