'use client';

import { useState } from 'react';
import { apiData } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import {
  webhookDeliveryPage,
  type WebhookDelivery,
  type WebhookRecord,
} from '@/lib/schemas/answers/webhooks';
import {
  Button,
  CellNote,
  Modal,
  Pager,
  ResourceState,
  StatusBadge,
  Table,
  type TableColumn,
} from '../kit';
import { DELIVERY_STATES, formatLogTime } from './webhook-text';
import styles from './webhooks.module.css';

const PAGE_SIZE = 20;

const none = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">None</span>
  </>
);

const columns: TableColumn<WebhookDelivery>[] = [
  {
    id: 'time',
    header: 'Time',
    kind: 'heading',
    cell: (delivery) => (
      <time dateTime={delivery.createdAt}>{formatLogTime(delivery.createdAt)}</time>
    ),
  },
  {
    id: 'event',
    header: 'Event',
    cell: (delivery) => (
      <>
        <span className={styles.event}>{delivery.eventType}</span>
        <CellNote>{delivery.eventId}</CellNote>
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: (delivery) => (
      <>
        <StatusBadge states={DELIVERY_STATES} value={delivery.state} />
        {delivery.state === 'retrying' && delivery.nextAttemptAt ? (
          <CellNote>Next try {formatLogTime(delivery.nextAttemptAt)}</CellNote>
        ) : null}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status code',
    cell: (delivery) => (delivery.lastStatus === null ? none : String(delivery.lastStatus)),
  },
  { id: 'attempts', header: 'Attempts', cell: (delivery) => String(delivery.attempts) },
  {
    id: 'response',
    header: 'Response',
    kind: 'text',
    cell: (delivery) => (
      <>
        {delivery.lastError ? <CellNote>{delivery.lastError}</CellNote> : null}
        {delivery.responseExcerpt ? (
          <code className={styles.excerpt}>{delivery.responseExcerpt}</code>
        ) : delivery.lastError ? null : (
          none
        )}
      </>
    ),
  },
];

/** A webhook's deliveries, newest first, a page at a time, in a popup. */
export function DeliveryLog({ webhook, onClose }: { webhook: WebhookRecord; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const log = useResource(
    (signal) =>
      apiData(
        `/api/webhooks/${webhook.id}/deliveries?page=${page}&pageSize=${PAGE_SIZE}`,
        webhookDeliveryPage,
        { signal },
      ),
    `webhook-log-${webhook.id}-${page}`,
    { subject: `webhook-log-${webhook.id}` },
  );
  const loaded = log.data;
  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / PAGE_SIZE)) : 1;
  return (
    <Modal open size="large" title="Delivery log" onRequestClose={onClose}>
      <div className={styles.stack}>
        <div className={styles.logHeader}>
          <p className={styles.hint}>
            Events sent to <span className={styles.url}>{webhook.url}</span>, newest first. A failed
            delivery is tried again after 10 seconds, then twice as long each time (at most an hour
            apart) for 24 hours.
          </p>
          <Button onClick={log.reload}>Refresh</Button>
        </div>
        <ResourceState
          resource={log}
          loadingLabel="Loading the delivery log…"
          errorLead="The delivery log could not be loaded:"
          empty="Nothing has been sent to this webhook yet. Use “Send test” to send a sample."
          isEmpty={(data) => data.total === 0}
        />
        {loaded && loaded.items.length > 0 ? (
          <Table
            caption={`Deliveries to ${webhook.url}`}
            columns={columns}
            rows={loaded.items}
            rowKey={(delivery) => delivery.id}
            busy={log.loading}
          />
        ) : null}
        {loaded && pages > 1 ? (
          <Pager label="Delivery log pages" page={page} pages={pages} onPageChange={setPage}>
            Page {page} of {pages}
          </Pager>
        ) : null}
      </div>
    </Modal>
  );
}
