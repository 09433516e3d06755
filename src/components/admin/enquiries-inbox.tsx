'use client';

import { useState } from 'react';
import { apiData, apiRequest, errorMessage } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/admin/form';
import type { DeliveryState, Enquiry, EnquiryPage } from '@/lib/admin/types';
import { useResource } from '@/lib/admin/use-resource';
import { truncate } from '@/lib/constants';
import { FormError, Spinner } from './field';
import { Modal } from './modal';
import { useNotify } from './notifications';
import styles from './admin.module.css';

export const ENQUIRIES_PAGE_SIZE = 20;

const FORM_LABELS: Record<Enquiry['form'], string> = {
  main: 'Quick form',
  page: 'Contact page',
};

export function deliveryLabel(delivery: DeliveryState, attempts: number): string {
  if (delivery === 'sent') return 'E-mail sent';
  if (delivery === 'pending') return 'E-mail waiting to be sent';
  return `E-mail failed, retrying (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;
}

function DeliveryBadge({ enquiry }: { enquiry: Enquiry }) {
  const tone =
    enquiry.delivery === 'sent'
      ? styles.badgeOk
      : enquiry.delivery === 'pending'
        ? styles.badgeWait
        : styles.badgeBad;
  return (
    <span className={`${styles.badge} ${tone}`}>
      {deliveryLabel(enquiry.delivery, enquiry.deliveryAttempts)}
    </span>
  );
}

function HandledBadge({ enquiry }: { enquiry: Enquiry }) {
  return enquiry.handledAt ? (
    <span className={`${styles.badge} ${styles.badgeOk}`}>Handled</span>
  ) : (
    <span className={`${styles.badge} ${styles.badgeNew}`}>New</span>
  );
}

export function EnquiriesInbox() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useResource(
    (signal) =>
      apiData<EnquiryPage>(`/api/enquiries?page=${page}&pageSize=${ENQUIRIES_PAGE_SIZE}`, {
        signal,
      }),
    `enquiries-${page}`,
  );
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Enquiries</h1>
        <a href="/api/enquiries/export" download className={styles.buttonPrimary}>
          Export CSV
        </a>
      </div>
      <p className={styles.hint}>
        Messages sent through the website’s contact forms, newest first. Every message is kept here
        even when its e-mail could not be delivered.
      </p>
      {inbox.loading && !data ? <Spinner label="Loading enquiries…" /> : null}
      {inbox.error ? (
        <p className={styles.formError}>
          The enquiries could not be loaded: {inbox.error}{' '}
          <button type="button" className={styles.buttonLink} onClick={inbox.reload}>
            Try again
          </button>
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p className={styles.empty}>No enquiries yet.</p> : null}
      {data && data.items.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-busy={inbox.loading || undefined}>
              <caption className="visually-hidden">
                Enquiries, page {data.page} of {pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">From</th>
                  <th scope="col">Message</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((enquiry) => (
                  <tr key={enquiry.id} className={enquiry.handledAt ? styles.rowMuted : undefined}>
                    <td data-label="Received">
                      <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
                      <span className={styles.cellNote}>
                        {FORM_LABELS[enquiry.form] ?? enquiry.form}
                      </span>
                    </td>
                    <td data-label="From">
                      <strong>{enquiry.name}</strong>
                      <span className={styles.cellNote}>{enquiry.email}</span>
                    </td>
                    <td data-label="Message" className={styles.cellMessage}>
                      {truncate(enquiry.message, 90)}
                    </td>
                    <td data-label="Status">
                      <span className={styles.badges}>
                        <HandledBadge enquiry={enquiry} />
                        <DeliveryBadge enquiry={enquiry} />
                      </span>
                    </td>
                    <td className={styles.cellActions}>
                      <button
                        type="button"
                        className={styles.buttonSecondary}
                        onClick={() => setOpenId(enquiry.id)}
                      >
                        Open
                        <span className="visually-hidden"> the enquiry from {enquiry.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Enquiry pages" className={styles.pager}>
            <button
              type="button"
              className={styles.buttonSecondary}
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              Previous page
            </button>
            <span aria-live="polite">
              Page {data.page} of {pages} ({data.total} {data.total === 1 ? 'enquiry' : 'enquiries'}
              )
            </span>
            <button
              type="button"
              className={styles.buttonSecondary}
              disabled={page >= pages}
              onClick={() => setPage((current) => current + 1)}
            >
              Next page
            </button>
          </nav>
        </>
      ) : null}
      {openId !== null ? (
        <EnquiryDialog id={openId} onClose={() => setOpenId(null)} onChanged={inbox.reload} />
      ) : null}
    </div>
  );
}

function EnquiryDialog({
  id,
  onClose,
  onChanged,
}: {
  id: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const notify = useNotify();
  const enquiry = useResource(
    (signal) => apiData<Enquiry>(`/api/enquiries/${id}`, { signal }),
    `enquiry-${id}`,
  );
  const [handledAt, setHandledAt] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const item = enquiry.data;
  const handled = handledAt !== undefined ? handledAt !== null : Boolean(item?.handledAt);

  async function toggle() {
    setBusy(true);
    setFailure(null);
    try {
      const result = await apiRequest<{ data?: Partial<Enquiry> } | null>(`/api/enquiries/${id}`, {
        method: 'PATCH',
        body: { handled: !handled },
      });
      setHandledAt(result?.data?.handledAt ?? (handled ? null : new Date().toISOString()));
      notify('success', handled ? 'Marked as not handled.' : 'Marked as handled.');
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={item ? `Enquiry from ${item.name}` : 'Enquiry'}
      onRequestClose={onClose}
      busy={enquiry.loading}
    >
      {enquiry.loading ? <Spinner label="Loading the enquiry…" /> : null}
      {enquiry.error ? <p className={styles.formError}>{enquiry.error}</p> : null}
      {item && !enquiry.loading ? (
        <div className={styles.enquiry}>
          <dl className={styles.details}>
            <div>
              <dt>Received</dt>
              <dd>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time> via the{' '}
                {(FORM_LABELS[item.form] ?? item.form).toLowerCase()}
                {item.formType ? ` (${item.formType})` : ''}
              </dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{item.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </dd>
            </div>
            {item.phoneNum && item.phoneNum !== 'none' ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${item.phoneNum.replace(/[^\d+]/g, '')}`}>{item.phoneNum}</a>
                </dd>
              </div>
            ) : null}
            {item.businessName ? (
              <div>
                <dt>Business</dt>
                <dd>{item.businessName}</dd>
              </div>
            ) : null}
            {item.role ? (
              <div>
                <dt>Role</dt>
                <dd>{item.role}</dd>
              </div>
            ) : null}
            <div>
              <dt>E-mail to the team</dt>
              <dd>
                <DeliveryBadge enquiry={item} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {handled ? (
                  <span className={`${styles.badge} ${styles.badgeOk}`}>Handled</span>
                ) : (
                  <span className={`${styles.badge} ${styles.badgeNew}`}>New</span>
                )}
              </dd>
            </div>
          </dl>
          <h3 className={styles.subTitle}>Message</h3>
          <p className={styles.enquiryMessage}>{item.message}</p>
          <FormError message={failure} />
          <div className={styles.cardActions}>
            <button
              type="button"
              className={styles.buttonPrimary}
              onClick={() => void toggle()}
              disabled={busy}
            >
              {busy ? 'Saving…' : handled ? 'Mark as not handled' : 'Mark as handled'}
            </button>
            <a className={styles.buttonSecondary} href={`mailto:${item.email}`}>
              Reply by e-mail
            </a>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
