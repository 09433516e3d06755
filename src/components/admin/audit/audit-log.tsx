'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { apiData, apiPage, type ListPage } from '@/lib/admin/api';
import { useResource } from '@/lib/admin/use-resource';
import { auditEntry, staffMembers, type AuditEntry } from '@/lib/schemas/answers/accounts';
import { formatSiteTime } from '@/lib/site-time';
import { SelectField, TextField, type SelectOption } from '../field';
import {
  AddressListScreen,
  AdminPage,
  Button,
  ButtonLink,
  PageIntro,
  Pager,
  ResourceState,
  useAddressFilters,
  Table,
  type TableColumn,
} from '../kit';
import { useSiteTimeZone } from '../publishing/site-time-zone';
import { personOptions } from '../users/staff-text';
import {
  AUDIT_PAGE_SIZE,
  auditExportPath,
  auditListPath,
  auditQuery,
  auditSummary,
  dateRangeProblem,
  filtersOf,
  hasFilters,
  NO_FILTERS,
  pageOf,
  type AuditFilters,
} from './audit-filters';
import { actionLabel, AUDIT_ENTITY_LABELS, subjectLabel } from './audit-labels';
import styles from './audit-log.module.css';

// The audit log: who signed in and changed what, when and from where, filtered by person,
// kind of record and dates. The filters and the page live in the address, each change a
// step of the history, so Back returns to the previous view and a link shares this one.

const ENTITY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'All' },
  ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
];

interface LoadedAudit extends ListPage<AuditEntry> {
  page: number;
  filtered: boolean;
}

export function AuditLog() {
  return (
    <AddressListScreen title="Audit log" loadingLabel="Loading the audit log…">
      <AuditScreen />
    </AddressListScreen>
  );
}

function AuditScreen() {
  const params = useSearchParams();
  const zone = useSiteTimeZone();
  const formId = useId();

  const appliedQuery = auditQuery(filtersOf(params));
  const applied = useMemo(() => filtersOf(new URLSearchParams(appliedQuery)), [appliedQuery]);
  const page = pageOf(params);

  const entries = useResource(
    (signal) =>
      apiPage(
        auditListPath(applied),
        auditEntry,
        { page, limit: AUDIT_PAGE_SIZE },
        { signal, enveloped: true },
      ).then((loaded): LoadedAudit => ({ ...loaded, page, filtered: appliedQuery !== '' })),
    `audit?${auditQuery(applied, page)}`,
    { subject: 'audit' },
  );
  const staff = useResource((signal) => apiData('/api/users', staffMembers, { signal }), 'staff');

  // The fields show what is chosen at once; the address follows once changes pause
  // (the kit's useAddressFilters).
  const { draft, setDraft, show, go } = useAddressFilters(applied, auditQuery);

  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const personId = `${formId}-user`;
  const clear = () => {
    show(NO_FILTERS);
    // The button that cleared may go away: the focus goes to the first filter.
    document.getElementById(personId)?.focus();
  };

  const data = entries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  // A page past the end (an old link): go to the last page there is.
  const pastTheEnd =
    !entries.loading && data !== undefined && data.page === page && page > 1 && !data.items.length;
  useEffect(() => {
    if (pastTheEnd) go(applied, pages, { replace: true });
  }, [pastTheEnd, applied, pages, go]);

  const people: SelectOption[] = [
    { value: '', label: 'Everyone' },
    ...personOptions(staff.data ?? []),
  ];
  // A person from a shared link whose account is not listed (yet) stays chosen.
  if (draft.user && !people.some((option) => option.value === draft.user)) {
    people.push({ value: draft.user, label: `Staff member ${draft.user}` });
  }

  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: 'When',
      cell: (entry) => <time dateTime={entry.at}>{formatSiteTime(entry.at, zone)}</time>,
    },
    { id: 'actor', header: 'Who', kind: 'heading', cell: (entry) => entry.actor },
    { id: 'action', header: 'Action', cell: (entry) => actionLabel(entry.action) },
    {
      id: 'subject',
      header: 'What',
      cell: (entry) => (
        <span className={styles.wrapAnywhere}>{subjectLabel(entry.entity, entry.entityId)}</span>
      ),
    },
    {
      id: 'fields',
      header: 'Changed fields',
      kind: 'text',
      cell: (entry) =>
        entry.fields.length ? (
          <span className={styles.wrapAnywhere}>{entry.fields.join(', ')}</span>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">None</span>
          </>
        ),
    },
    {
      id: 'address',
      header: 'Address',
      cell: (entry) => <span className={styles.wrapAnywhere}>{entry.clientIp}</span>,
    },
  ];

  const filtered = hasFilters(applied);
  const rangeProblem = dateRangeProblem(draft);

  return (
    <AdminPage
      title="Audit log"
      actions={
        <ButtonLink href={auditExportPath(applied)} native download variant="primary">
          Export CSV
          {filtered ? <span className="visually-hidden"> of the entries shown</span> : null}
        </ButtonLink>
      }
    >
      <PageIntro>
        Every sign-in, failed sign-in and change made in the admin area, newest first: who, what,
        when and from which address. Entries are kept for a year.
      </PageIntro>

      <form
        role="search"
        aria-label="Filter the audit log"
        className={styles.filters}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          show(draft);
        }}
      >
        <div className={styles.fields}>
          <SelectField
            id={personId}
            label="Person"
            name="user"
            value={draft.user}
            onChange={set('user')}
            options={people}
            hint={staff.error ? 'The list of staff could not be loaded.' : undefined}
          />
          <SelectField
            label="Entity"
            name="entity"
            value={draft.entity}
            onChange={set('entity')}
            options={ENTITY_OPTIONS}
          />
          <TextField
            label="From"
            name="from"
            type="date"
            value={draft.from}
            onChange={set('from')}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={draft.to}
            onChange={set('to')}
            error={rangeProblem ?? undefined}
          />
        </div>
        <div className={styles.filterFoot}>
          <p className={styles.hint}>
            Dates are days in the site’s time zone ({zone}); both days are included.
          </p>
          {hasFilters(draft) ? (
            <Button variant="link" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      <p role="status" className="visually-hidden">
        {data && !entries.loading
          ? auditSummary(
              { total: data.total, shown: data.items.length, page: data.page },
              data.filtered,
            )
          : ''}
      </p>
      <ResourceState
        resource={entries}
        loadingLabel="Loading the audit log…"
        errorLead="The audit log could not be loaded:"
        empty={
          filtered ? (
            <>
              No entries match these filters.{' '}
              <Button variant="link" onClick={clear}>
                Clear filters
              </Button>
            </>
          ) : (
            'The audit log is empty.'
          )
        }
        isEmpty={(loaded) => loaded.total === 0}
      />
      {data && data.items.length > 0 ? (
        <Table
          caption={`Audit log, page ${Math.min(data.page, pages)} of ${pages}`}
          scrollLabel="Audit log entries"
          columns={columns}
          rows={data.items}
          rowKey={(entry) => entry.id}
          busy={entries.loading}
        />
      ) : null}
      {data && pages > 1 ? (
        <Pager
          label="Audit log pages"
          page={page}
          pages={pages}
          onPageChange={(update) => go(applied, Math.min(Math.max(1, update(page)), pages))}
        >
          Page {Math.min(data.page, pages)} of {pages}
        </Pager>
      ) : null}
    </AdminPage>
  );
}
