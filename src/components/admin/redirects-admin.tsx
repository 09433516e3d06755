'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiMessage, apiPage, apiRequest, errorMessage } from '@/lib/admin/api';
import { fieldErrors, formatDateTime } from '@/lib/admin/form';
import { useResource } from '@/lib/admin/use-resource';
import type { RedirectCode } from '@/lib/editorial';
import {
  notFoundLog,
  redirectRecord,
  type NotFoundEntry,
  type RedirectRecord as Redirect,
} from '@/lib/schemas/answers/content';
import { redirectSchema } from '@/lib/schemas/editorial';
import { SelectField, TextField, type SelectOption } from './field';
import fieldStyles from './field.module.css';
import {
  actionsColumn,
  AddressListScreen,
  AdminPage,
  Button,
  FormError,
  FormPopup,
  ListSearch,
  NoMatches,
  PageIntro,
  PagedListPager,
  ResourceState,
  ResourceTable,
  SectionTitle,
  Table,
  useConfirmDelete,
  useNotify,
  usePagedList,
  type TableColumn,
} from './kit';
import { useEditorForm } from './use-editor-form';
import styles from './redirects-admin.module.css';

// Redirects: staff add, change and delete the redirects that send visitors from an old
// address to a new one (the site adds its own when a published page moves or is deleted),
// and see the addresses visitors asked for that do not exist, each one a click away from
// a redirect of its own.

/** Redirects per page of the table. */
export const REDIRECTS_PAGE_SIZE = 20;

/** What each kind of redirect is called on screen. */
const TYPE_LABELS: Record<RedirectCode, string> = {
  308: '308 Moved permanently (keeps method)',
  301: '301 Moved permanently',
  410: '410 Gone',
};

/** The usual choice first. */
const TYPE_OPTIONS: readonly SelectOption[] = ([308, 301, 410] as const).map((code) => ({
  value: String(code),
  label: TYPE_LABELS[code],
}));

const numberFormat = new Intl.NumberFormat('en-GB');

/** The row's address on this site, as its name. */
function pathColumn<T>(id: string, header: string, pathOf: (row: T) => string): TableColumn<T> {
  return {
    id,
    header,
    kind: 'heading',
    cell: (row) => <span className={styles.path}>{pathOf(row)}</span>,
  };
}

type Values = { source: string; target: string; code: string };

type Popup =
  | { mode: 'closed' }
  /** `source` is prefilled when adding from the list of addresses not found. */
  | { mode: 'add'; source: string }
  | { mode: 'edit'; redirect: Redirect };

export function RedirectsAdmin() {
  return (
    <AddressListScreen title="Redirects" loadingLabel="Loading redirects…">
      <RedirectsScreen />
    </AddressListScreen>
  );
}

function RedirectsScreen() {
  const notify = useNotify();
  const redirects = usePagedList<Redirect>({
    key: 'redirects',
    pageSize: REDIRECTS_PAGE_SIZE,
    noun: ['redirect', 'redirects'],
    load: (request, signal) => apiPage('/api/redirects', redirectRecord, request, { signal }),
  });
  const notFound = useResource(
    (signal) => apiRequest('/api/not-found-log', notFoundLog, { signal }),
    'not-found-log',
  );
  const [popup, setPopup] = useState<Popup>({ mode: 'closed' });
  // Each opening gets a fresh form.
  const [opened, setOpened] = useState(0);
  const logSection = useRef<HTMLElement>(null);
  // After redirecting an address of the log, its row (and the button that opened the
  // popup) goes away: the focus goes to the log's section instead of being lost.
  const focusLogAfterClose = useRef(false);

  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf: (redirect: Redirect) => redirect.id,
    question: (redirect) => ({
      title: 'Delete this redirect?',
      message:
        redirect.code === 410 ? (
          <p>
            <strong className={styles.path}>{redirect.source}</strong> will no longer be marked as
            gone: visitors and search engines will be told it is simply not found. This cannot be
            undone.
          </p>
        ) : (
          <p>
            Visitors to <strong className={styles.path}>{redirect.source}</strong> will no longer be
            sent on to <strong className={styles.path}>{redirect.target}</strong>; they will see the
            “page not found” page instead. This cannot be undone.
          </p>
        ),
      confirmLabel: 'Delete redirect',
    }),
    remove: (redirect) =>
      apiMessage(`/api/redirects/${redirect.id}`, 'Redirect deleted.', { method: 'DELETE' }),
    onSettled: redirects.resource.reload,
  });

  useEffect(() => {
    if (popup.mode === 'closed' && focusLogAfterClose.current) {
      focusLogAfterClose.current = false;
      logSection.current?.focus();
    }
  }, [popup]);

  function open(next: Exclude<Popup, { mode: 'closed' }>) {
    setOpened((count) => count + 1);
    setPopup(next);
  }

  const loaded = redirects.data;

  const redirectColumns: TableColumn<Redirect>[] = [
    pathColumn('source', 'From', (redirect) => redirect.source),
    {
      id: 'target',
      header: 'To',
      cell: (redirect) =>
        redirect.code === 410 ? (
          <span className={styles.gone}>Gone (410)</span>
        ) : (
          <span className={styles.path}>{redirect.target}</span>
        ),
    },
    { id: 'type', header: 'Type', cell: (redirect) => TYPE_LABELS[redirect.code] },
    {
      id: 'hits',
      header: 'Hits',
      cell: (redirect) => numberFormat.format(redirect.hits),
    },
    {
      id: 'updated',
      header: 'Last changed',
      cell: (redirect) => (
        <time dateTime={redirect.updatedAt}>{formatDateTime(redirect.updatedAt)}</time>
      ),
    },
    actionsColumn((redirect) => (
      <>
        <Button variant="secondary" onClick={() => open({ mode: 'edit', redirect })}>
          Edit<span className="visually-hidden">: {redirect.source}</span>
        </Button>
        <Button
          variant="danger-outline"
          onClick={() => void confirmDelete(redirect)}
          disabled={isDeleting(redirect)}
        >
          {isDeleting(redirect) ? 'Deleting…' : 'Delete'}
          <span className="visually-hidden">: {redirect.source}</span>
        </Button>
      </>
    )),
  ];

  const logColumns: TableColumn<NotFoundEntry>[] = [
    pathColumn('path', 'Path', (entry) => entry.path),
    {
      id: 'count',
      header: 'Times requested',
      cell: (entry) => numberFormat.format(entry.count),
    },
    {
      id: 'seen',
      header: 'Last seen',
      cell: (entry) => <time dateTime={entry.lastSeen}>{formatDateTime(entry.lastSeen)}</time>,
    },
    {
      id: 'referrer',
      header: 'Came from',
      kind: 'text',
      cell: (entry) =>
        entry.referrer ? (
          <span className={styles.path}>{entry.referrer}</span>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">Not known</span>
          </>
        ),
    },
    actionsColumn((entry) => (
      <Button variant="secondary" onClick={() => open({ mode: 'add', source: entry.path })}>
        Redirect this…<span className="visually-hidden">: {entry.path}</span>
      </Button>
    )),
  ];

  return (
    <AdminPage
      title="Redirects"
      actions={
        <Button variant="primary" onClick={() => open({ mode: 'add', source: '' })}>
          Add redirect
        </Button>
      }
    >
      <PageIntro>
        A redirect sends visitors (and search engines) from an old address to a new one, so links
        and search results that still use the old address keep working. The site adds redirects by
        itself when the address of a published page changes, and marks the address of a deleted page
        as gone (410 Gone). You can add your own here, and change or delete any of them.
      </PageIntro>

      <section aria-labelledby="redirects-heading" className={styles.section}>
        <SectionTitle id="redirects-heading">Redirects in place</SectionTitle>
        <ListSearch
          label="Search redirects by address"
          search={redirects.search}
          summary={redirects.summary}
        />
        <ResourceState
          resource={redirects.resource}
          loadingLabel="Loading redirects…"
          errorLead="The redirects could not be loaded:"
          empty={
            loaded?.query ? (
              <NoMatches query={loaded.query} noun="redirects" onClear={redirects.search.clear} />
            ) : (
              'There are no redirects yet. Use “Add redirect” to send an old address to a new one.'
            )
          }
          isEmpty={(page) => page.total === 0}
        />
        {redirects.items.length > 0 ? (
          <Table
            caption="Redirects"
            columns={redirectColumns}
            rows={redirects.items}
            rowKey={(redirect) => redirect.id}
            busy={redirects.resource.loading}
          />
        ) : null}
        <PagedListPager list={redirects} label="Redirect pages" />
      </section>

      <section
        ref={logSection}
        tabIndex={-1}
        aria-labelledby="not-found-heading"
        className={styles.section}
      >
        <div className={styles.sectionHeader}>
          <SectionTitle id="not-found-heading">Addresses not found</SectionTitle>
          <Button variant="secondary" onClick={notFound.reload}>
            Refresh list
          </Button>
        </div>
        <p className={styles.sectionIntro}>
          Addresses on this site that visitors asked for but that do not exist, the most requested
          first (up to 100). If one of them should lead to a page, redirect it. New visits show here
          within a minute.
        </p>
        <ResourceTable
          resource={notFound}
          loadingLabel="Loading the addresses not found…"
          errorLead="The addresses not found could not be loaded:"
          empty="No missing addresses have been recorded. When a visitor asks for an address that does not exist on the site, it is listed here."
          caption="Addresses not found"
          columns={logColumns}
          rowKey={(entry) => entry.path}
        />
      </section>

      {popup.mode !== 'closed' ? (
        <RedirectPopup
          key={opened}
          redirect={popup.mode === 'edit' ? popup.redirect : null}
          source={popup.mode === 'add' ? popup.source : ''}
          onClose={() => setPopup({ mode: 'closed' })}
          onSaved={(message) => {
            focusLogAfterClose.current = popup.mode === 'add' && popup.source !== '';
            setPopup({ mode: 'closed' });
            notify('success', message);
            redirects.resource.reload();
            // A new redirect's address leaves the log (the server forgets it).
            notFound.reload();
          }}
        />
      ) : null}
    </AdminPage>
  );
}

/**
 * A full link to this site pasted into a field becomes its path (the part the redirect
 * needs); anything else is left as typed for the schema to judge.
 */
function pathOf(value: string): string {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    if (url.host !== window.location.host) return trimmed;
    return decodeURIComponent(url.pathname);
  } catch {
    return trimmed;
  }
}

/** The longest path the schema accepts. */
const PATH_MAX_LENGTH = 500;

/**
 * The schema's messages in the words of this form: it names the fields source and
 * target (staff know them as From and To), and its To rule (a path, or empty for 410)
 * reports any bad To only as “Invalid input”.
 */
function friendlyErrors(errors: Record<string, string>, target: string): Record<string, string> {
  const friendly: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key === 'code') friendly[key] = 'Choose the type of redirect.';
    else if (key === 'target' && message === 'Invalid input')
      friendly[key] =
        target.trim().length > PATH_MAX_LENGTH
          ? `The “To” address must be at most ${PATH_MAX_LENGTH} characters.`
          : 'The “To” address must be a path on this site, starting with /.';
    else
      friendly[key] = message
        .replace(/^Source\b/, 'The “From” address')
        .replace(/^Target\b/, 'The “To” address');
  }
  return friendly;
}

function RedirectPopup({
  redirect,
  source,
  onClose,
  onSaved,
}: {
  /** The redirect to change, or null to add one. */
  redirect: Redirect | null;
  /** The From address to start with when adding. */
  source: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const editing = redirect !== null;
  const [busy, setBusy] = useState(false);
  const { values, setValues, failure, setFailure, formRef, reset, bind, acceptErrors } =
    useEditorForm<Values>(
      redirect
        ? { source: redirect.source, target: redirect.target, code: String(redirect.code) }
        : { source, target: '', code: '308' },
      { busy },
    );
  const ids = useId();
  const gone = values.code === '410';
  const fromId = `${ids}-source`;
  const toId = `${ids}-target`;
  /** From and To: addresses on this site, typed or pasted. */
  const addressField = (id: string, label: string, name: 'source' | 'target', hint: string) => (
    <TextField id={id} label={label} {...bind(name)} required autoComplete="off" hint={hint} />
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const from = pathOf(values.source);
    const to = gone ? values.target : pathOf(values.target);
    if (from !== values.source || to !== values.target) {
      setValues((current) => ({ ...current, source: from, target: to }));
    }
    // A 410 has no To: whatever was typed there before is not sent nor checked.
    const parsed = redirectSchema.safeParse({
      source: from,
      target: gone ? '' : to,
      code: Number(values.code),
    });
    const errors = parsed.success ? {} : friendlyErrors(fieldErrors(parsed.error), to);
    if (!acceptErrors(errors) || !parsed.success) return;
    setBusy(true);
    try {
      const saved = await apiRequest(
        editing ? `/api/redirects/${redirect.id}` : '/api/redirects',
        redirectRecord,
        { method: editing ? 'PUT' : 'POST', body: parsed.data },
      );
      reset();
      const what = editing ? 'Redirect saved' : 'Redirect added';
      // The server may point it further on, to the end of a chain of redirects.
      onSaved(
        saved.code === 410
          ? `${what}: ${saved.source} now answers “Gone”.`
          : `${what}: ${saved.source} now goes to ${saved.target}.`,
      );
    } catch (error) {
      // The server's reason (a loop, a live page, a duplicate): the popup stays open
      // with everything as typed.
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormPopup
      title={editing ? 'Edit redirect' : 'Add redirect'}
      busy={busy}
      submitLabel={editing ? 'Save changes' : 'Add redirect'}
      busyLabel="Saving…"
      // Adding: the focus starts in the first empty field (To when From came from the log).
      // Editing: on the popup itself, so its title is read first.
      focusId={editing ? undefined : source === '' ? fromId : toId}
      formRef={formRef}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {addressField(
        fromId,
        'From',
        'source',
        'The old address: the part after the domain, starting with /. You may paste a full link to this site.',
      )}
      {gone ? (
        <p className={fieldStyles.hint}>
          A “Gone” address leads nowhere: visitors see the “page not found” page, and search engines
          drop the address.
        </p>
      ) : (
        addressField(
          toId,
          'To',
          'target',
          'Where visitors go instead: an address on this site, starting with /, e.g. /contact.',
        )
      )}
      <SelectField
        label="Type"
        {...bind('code')}
        options={TYPE_OPTIONS}
        required
        hint="Moved permanently: visitors and search engines go to the new address from now on (308 is the usual choice; 301 is the older kind). Gone: the page was removed on purpose and has no replacement."
      />
      <FormError message={failure} />
    </FormPopup>
  );
}
