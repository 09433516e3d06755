'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { apiData, errorMessage } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { truncate } from '@/lib/constants';
import {
  enquiryPage,
  enquiryRecord,
  enquiryStats,
  type EnquiryRecord as Enquiry,
} from '@/lib/schemas/answers/site';
import { formatSiteTime } from '@/lib/site-time';
import {
  actionsColumn,
  AddressListScreen,
  AdminPage,
  BadgeList,
  Button,
  ButtonLink,
  CellNote,
  PageIntro,
  Pager,
  ResourceState,
  Table,
  useAddressFilters,
  useNotify,
  type TableColumn,
} from '../kit';
import { useSiteTimeZone } from '../publishing/site-time-zone';
import { DeliveryBadge, EnquiryStatusBadge, LanguageBadge } from './enquiry-badges';
import { OriginSummary } from './enquiry-origin';
import {
  assigneeName,
  FORM_LABELS,
  NOT_SPAM,
  NOT_SPAM_STATUS,
  statusChangedText,
} from './enquiry-words';
import { InboxFilterForm } from './inbox-filter-form';
import {
  clearedFilters,
  emptyText,
  enquiryHref,
  ENQUIRIES_PAGE_SIZE,
  enquiryExportPath,
  enquiryListPath,
  filtersOf,
  hasFilters,
  inboxQuery,
  inboxSummary,
  isSpamView,
  pageOf,
  type InboxFilters,
} from './inbox-filters';
import { InboxViews } from './inbox-views';
import { useAssignees, type Assignees } from './use-assignees';
import styles from './enquiries.module.css';

// The enquiry inbox (issue 27): the pipeline's enquiries, newest first, filtered by status,
// form, language (issue 29), source, assignee and dates, with Spam as a view of its own. Filters and page live
// in the address; the CSV export takes the same filters.

export function EnquiriesInbox() {
  return (
    <AddressListScreen title="Enquiries" loadingLabel="Loading enquiries…">
      <InboxScreen />
    </AddressListScreen>
  );
}

function InboxScreen() {
  const params = useSearchParams();
  const zone = useSiteTimeZone();
  const assignees = useAssignees();
  const appliedQuery = inboxQuery(filtersOf(params));
  const applied = useMemo(() => filtersOf(new URLSearchParams(appliedQuery)), [appliedQuery]);
  const page = pageOf(params);
  const { draft, setDraft, show, go } = useAddressFilters(applied, inboxQuery);
  const spam = isSpamView(applied);

  const inbox = useResource(
    (signal) => apiData(enquiryListPath(applied, page), enquiryPage, { signal }),
    `enquiries?${inboxQuery(applied, page)}`,
    { subject: 'enquiries' },
  );
  // The source field's suggestions: the sources of the last 12 months.
  const recent = useResource(
    (signal) => apiData('/api/enquiries/stats?range=12m', enquiryStats, { signal }),
    'enquiry-sources',
  );
  const sources = useMemo(
    () => (recent.data?.sources ?? []).map((row) => row.source),
    [recent.data],
  );

  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ENQUIRIES_PAGE_SIZE)) : 1;
  // A page past the end (an old link, or the last one emptied): go to the last page there is.
  const pastTheEnd =
    !inbox.loading && data !== undefined && data.page === page && page > 1 && !data.items.length;
  useEffect(() => {
    if (pastTheEnd) go(applied, pages, { replace: true });
  }, [pastTheEnd, applied, pages, go]);

  const columns = inboxColumns({ zone, assignees, applied, page, onReleased: inbox.reload });

  return (
    <AdminPage
      title="Enquiries"
      actions={
        <ButtonLink href={enquiryExportPath(applied)} native download variant="primary">
          Export CSV
          {hasFilters(applied) || spam ? (
            <span className="visually-hidden"> of the enquiries shown</span>
          ) : null}
        </ButtonLink>
      }
    >
      <PageIntro>
        {spam
          ? 'Messages the site took for robots: they were kept but not e-mailed to the team. “Not spam” moves one to the inbox and e-mails it.'
          : 'Messages sent through the website’s contact forms, newest first, with where each visitor came from. Every message is kept here even when its e-mail could not be delivered.'}
      </PageIntro>
      <InboxViews filters={applied} />
      <InboxFilterForm
        draft={draft}
        onChange={setDraft}
        onShow={show}
        assignees={assignees}
        sources={sources}
        zone={zone}
      />
      <p role="status" className="visually-hidden">
        {data && !inbox.loading
          ? inboxSummary({ total: data.total, shown: data.items.length, page: data.page }, applied)
          : ''}
      </p>
      <ResourceState
        resource={inbox}
        loadingLabel="Loading enquiries…"
        errorLead="The enquiries could not be loaded:"
        empty={
          hasFilters(applied) ? (
            <>
              {emptyText(applied)}{' '}
              <Button variant="link" onClick={() => show(clearedFilters(applied))}>
                Clear filters
              </Button>
            </>
          ) : (
            emptyText(applied)
          )
        }
        isEmpty={(loaded) => loaded.total === 0}
      />
      {data && data.items.length > 0 ? (
        <Table
          caption={`${spam ? 'Spam' : 'Enquiries'}, page ${Math.min(data.page, pages)} of ${pages}`}
          scrollLabel={spam ? 'Spam' : 'Enquiries'}
          columns={columns}
          rows={data.items}
          rowKey={(enquiry) => enquiry.id}
          busy={inbox.loading}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Pager
          label="Enquiry pages"
          page={page}
          pages={pages}
          onPageChange={(update) => go(applied, Math.min(Math.max(1, update(page)), pages))}
        >
          Page {Math.min(data.page, pages)} of {pages} ({data.total}{' '}
          {data.total === 1 ? 'enquiry' : 'enquiries'})
        </Pager>
      ) : null}
    </AdminPage>
  );
}

function inboxColumns({
  zone,
  assignees,
  applied,
  page,
  onReleased,
}: {
  zone: string;
  assignees: Assignees;
  applied: InboxFilters;
  page: number;
  onReleased: () => void;
}): TableColumn<Enquiry>[] {
  const open = (enquiry: Enquiry) => enquiryHref(enquiry.id, applied, page);
  return [
    {
      id: 'received',
      header: 'Received',
      cell: (enquiry) => (
        <>
          <time dateTime={enquiry.createdAt}>{formatSiteTime(enquiry.createdAt, zone)}</time>
          <CellNote>{FORM_LABELS[enquiry.form] ?? enquiry.form}</CellNote>
          <LanguageBadge locale={enquiry.locale} />
        </>
      ),
    },
    {
      id: 'from',
      header: 'From',
      kind: 'heading',
      cell: (enquiry) => (
        <>
          <Link href={open(enquiry)}>{enquiry.name}</Link>
          <CellNote>
            <span className={styles.wrapAnywhere}>{enquiry.email}</span>
          </CellNote>
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
      id: 'origin',
      header: 'Came from',
      cell: (enquiry) => <OriginSummary enquiry={enquiry} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (enquiry) => {
        const assignee = assigneeName(enquiry.assignee, assignees.names, assignees.selfId);
        return (
          <>
            <BadgeList>
              <EnquiryStatusBadge status={enquiry.status} />
              <DeliveryBadge enquiry={enquiry} />
            </BadgeList>
            {assignee ? <CellNote>Assigned to {assignee}</CellNote> : null}
          </>
        );
      },
    },
    actionsColumn((enquiry) => (
      <>
        <ButtonLink href={open(enquiry)}>
          Open<span className="visually-hidden"> the enquiry from {enquiry.name}</span>
        </ButtonLink>
        {isSpamView(applied) ? <NotSpamButton enquiry={enquiry} onReleased={onReleased} /> : null}
      </>
    )),
  ];
}

/** Releases an enquiry from Spam in one step: it is then e-mailed and joins the inbox. */
function NotSpamButton({ enquiry, onReleased }: { enquiry: Enquiry; onReleased: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const release = async () => {
    setBusy(true);
    try {
      await apiData(`/api/enquiries/${enquiry.id}`, enquiryRecord, {
        method: 'PUT',
        body: { status: NOT_SPAM_STATUS },
      });
      notify('success', statusChangedText('spam', NOT_SPAM_STATUS));
      onReleased();
    } catch (error) {
      notify('error', `The enquiry from ${enquiry.name} is still in Spam: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="primary" onClick={() => void release()} disabled={busy}>
      {busy ? 'Moving…' : NOT_SPAM}
      <span className="visually-hidden">: the enquiry from {enquiry.name}</span>
    </Button>
  );
}
