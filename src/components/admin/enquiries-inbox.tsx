'use client';

import { useState } from 'react';
import { apiData } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/admin/form';
import { useResource } from '@/lib/admin/use-resource';
import { truncate } from '@/lib/constants';
import {
  enquiryPage,
  enquiryRecord,
  type EnquiryRecord as Enquiry,
} from '@/lib/schemas/answers/site';
import fieldStyles from './field.module.css';
import {
  actionsColumn,
  AdminPage,
  Badge,
  BadgeList,
  Button,
  ButtonGroup,
  ButtonLink,
  CellNote,
  FormError,
  Modal,
  PageIntro,
  Pager,
  ResourceState,
  Table,
  useAction,
  useNotify,
  type BadgeTone,
  type TableColumn,
} from './kit';
import styles from './enquiries-inbox.module.css';

export const ENQUIRIES_PAGE_SIZE = 20;

const FORM_LABELS: Record<Enquiry['form'], string> = {
  main: 'Quick form',
  page: 'Contact page',
};

export function deliveryLabel(delivery: Enquiry['delivery'], attempts: number): string {
  if (delivery === 'sent') return 'E-mail sent';
  if (delivery === 'pending') return 'E-mail waiting to be sent';
  return `E-mail failed, retrying (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;
}

const DELIVERY_TONES: Record<Enquiry['delivery'], BadgeTone> = {
  sent: 'success',
  pending: 'warning',
  'failed-retrying': 'danger',
};

function DeliveryBadge({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Badge tone={DELIVERY_TONES[enquiry.delivery] ?? 'danger'}>
      {deliveryLabel(enquiry.delivery, enquiry.deliveryAttempts)}
    </Badge>
  );
}

function HandledBadge({ handled }: { handled: boolean }) {
  return handled ? <Badge tone="success">Handled</Badge> : <Badge tone="info">New</Badge>;
}

export function EnquiriesInbox() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useResource(
    (signal) =>
      apiData(`/api/enquiries?page=${page}&pageSize=${ENQUIRIES_PAGE_SIZE}`, enquiryPage, {
        signal,
      }),
    `enquiries-${page}`,
  );
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const columns: TableColumn<Enquiry>[] = [
    {
      id: 'received',
      header: 'Received',
      cell: (enquiry) => (
        <>
          <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          <CellNote>{FORM_LABELS[enquiry.form] ?? enquiry.form}</CellNote>
        </>
      ),
    },
    {
      id: 'from',
      header: 'From',
      cell: (enquiry) => (
        <>
          <strong>{enquiry.name}</strong>
          <CellNote>{enquiry.email}</CellNote>
        </>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      kind: 'text',
      cell: (enquiry) => truncate(enquiry.message, 90),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (enquiry) => (
        <BadgeList>
          <HandledBadge handled={Boolean(enquiry.handledAt)} />
          <DeliveryBadge enquiry={enquiry} />
        </BadgeList>
      ),
    },
    actionsColumn((enquiry) => (
      <Button variant="secondary" onClick={() => setOpenId(enquiry.id)}>
        Open
        <span className="visually-hidden"> the enquiry from {enquiry.name}</span>
      </Button>
    )),
  ];

  return (
    <AdminPage
      title="Enquiries"
      actions={
        <ButtonLink href="/api/enquiries/export" native download variant="primary">
          Export CSV
        </ButtonLink>
      }
    >
      <PageIntro>
        Messages sent through the website’s contact forms, newest first. Every message is kept here
        even when its e-mail could not be delivered.
      </PageIntro>
      <ResourceState
        resource={inbox}
        loadingLabel="Loading enquiries…"
        errorLead="The enquiries could not be loaded:"
        empty="No enquiries yet."
        isEmpty={(loaded) => loaded.items.length === 0}
      />
      {data && data.items.length > 0 ? (
        <>
          <Table
            caption={`Enquiries, page ${data.page} of ${pages}`}
            columns={columns}
            rows={data.items}
            rowKey={(enquiry) => enquiry.id}
            busy={inbox.loading}
            mutedRow={(enquiry) => Boolean(enquiry.handledAt)}
          />
          <Pager label="Enquiry pages" page={page} pages={pages} onPageChange={setPage}>
            Page {data.page} of {pages} ({data.total} {data.total === 1 ? 'enquiry' : 'enquiries'})
          </Pager>
        </>
      ) : null}
      {openId !== null ? (
        <EnquiryDialog id={openId} onClose={() => setOpenId(null)} onChanged={inbox.reload} />
      ) : null}
    </AdminPage>
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
    (signal) => apiData(`/api/enquiries/${id}`, enquiryRecord, { signal }),
    `enquiry-${id}`,
  );
  const [handledAt, setHandledAt] = useState<string | null | undefined>(undefined);
  const { busy, failure, run } = useAction();
  const item = enquiry.data;
  const handled = handledAt !== undefined ? handledAt !== null : Boolean(item?.handledAt);

  const toggle = () =>
    run(async () => {
      const saved = await apiData(`/api/enquiries/${id}`, enquiryRecord, {
        method: 'PATCH',
        body: { handled: !handled },
      });
      setHandledAt(saved.handledAt);
      notify('success', handled ? 'Marked as not handled.' : 'Marked as handled.');
      onChanged();
    });

  return (
    <Modal
      open
      title={item ? `Enquiry from ${item.name}` : 'Enquiry'}
      onRequestClose={onClose}
      busy={enquiry.loading}
    >
      <ResourceState
        resource={enquiry}
        loading={enquiry.loading}
        loadingLabel="Loading the enquiry…"
      />
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
                <HandledBadge handled={handled} />
              </dd>
            </div>
          </dl>
          <h3 className={fieldStyles.subTitle}>Message</h3>
          <p className={styles.enquiryMessage}>{item.message}</p>
          <FormError message={failure} />
          <ButtonGroup>
            <Button variant="primary" onClick={() => void toggle()} disabled={busy}>
              {busy ? 'Saving…' : handled ? 'Mark as not handled' : 'Mark as handled'}
            </Button>
            <ButtonLink href={`mailto:${item.email}`} native variant="secondary">
              Reply by e-mail
            </ButtonLink>
          </ButtonGroup>
        </div>
      ) : null}
    </Modal>
  );
}
