'use client';

import type { z } from 'zod';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Fragment, useState, type ReactNode } from 'react';
import { apiMessage, apiPage, errorMessage } from '@/lib/admin/api';
import type { PublicationState } from '@/lib/editorial';
import type { ContentTypeDeclaration } from '@/lib/content-types/fields';
import {
  AddressListScreen,
  AdminPage,
  Button,
  ButtonLink,
  FormError,
  ListSearch,
  NoMatches,
  PagedListPager,
  ResourceState,
  useConfirmDelete,
  useNotify,
  usePagedList,
} from '../kit';
import {
  ListFilters,
  StatusFilter,
  withStatus,
  type StatusChoice,
} from '../publishing/status-filter';

// The admin list of a content type (blogs, case studies, location pages): search, status
// filter, pages, Edit/Delete per record, the create button and the editor. Names, paths
// and nouns come from the type's declaration; what the spec draws differently per type
// (cards, a table, popup or page editor, the buttons' words) comes in as options.

/** What a list reads of a content type's declaration. */
export type ListedType = Pick<ContentTypeDeclaration, 'entity' | 'label' | 'paths' | 'navigation'>;

/** The editor opens in a popup over the list (blogs, location pages). */
export interface PopupEditing<Id> {
  /** The create button's words ('Upload New Blog'). */
  createLabel: string;
  /** The popup; `id` is null when adding. */
  popup: (props: {
    id: Id | null;
    onClose: () => void;
    onSaved: (message: string) => void;
    /** Something the list shows changed, and the popup stays open (a translation saved). */
    onListChanged: () => void;
  }) => ReactNode;
  /**
   * Reads the id of `?edit={id}`, the address that opens a record's editor over its list
   * (the media library's "Used in" links there); null when it is none.
   */
  idFromAddress?: (raw: string) => Id | null;
}

/** `?edit=` ids of records with numeric ids. */
export const numericId = (raw: string): number | null =>
  /^\d{1,15}$/.test(raw) ? Number(raw) : null;

/**
 * The editor is a page of its own (case studies): the create button makes a draft, then
 * opens its page. Spec point 8: these actions' failures show in red on the screen.
 */
export interface PageEditing<Item> {
  createLabel: string;
  /** Creates a record and answers the address of its editor. */
  create: () => Promise<string>;
  editHref: (item: Item) => string;
}

export interface ContentListOptions<Item extends PublicationState, Id extends string | number> {
  type: ListedType;
  /** The answer schema of one listed record, as the list endpoint declares it. */
  record: z.ZodType<Item>;
  idOf: (item: Item) => Id;
  /** The record's name, read after the Edit and Delete buttons' words by screen readers. */
  nameOf: (item: Item) => string;
  /** Records per page; 20 unless the layout wants another (the blog grid's rows of 3). */
  pageSize?: number;
  searchLabel: string;
  /** Words after Edit / Delete on the row's buttons ('Blog' → 'Edit Blog'); none by default. */
  actionNoun?: string;
  /** The pager's name; '{label} pages' by default. */
  pagerLabel?: string;
  /**
   * A load failure shows its text alone, in red (spec point 8, case studies); otherwise
   * after "The {records} could not be loaded:" with Try again.
   */
  plainLoadError?: boolean;
  /** The list answers in the { status, data } envelope (GET /blog). */
  enveloped?: boolean;
  /**
   * Something else the list waits for on its first load (the blog categories); with it,
   * the spinner shows only until the first page is on screen.
   */
  alsoLoading?: boolean;
  /** The confirmation's title; 'Delete this {label}?' by default. */
  deleteQuestion?: string;
  /** What the confirmation names before "will be removed from the website". */
  deleteSubject: (item: Item) => ReactNode;
  editing: PopupEditing<Id> | PageEditing<Item>;
  /** Draws the records; `actions` gives a record's Edit and Delete buttons. */
  renderItems: (items: Item[], view: ListView<Item>) => ReactNode;
}

export interface ListView<Item> {
  /** True while a page is being loaded (aria-busy). */
  busy: boolean;
  actions: (item: Item) => ReactNode;
}

/** The Suspense frame every address-keeping list needs (usePagedList reads the address). */
export function ContentListScreen({ type, children }: { type: ListedType; children: ReactNode }) {
  return (
    <AddressListScreen
      title={type.navigation.label}
      loadingLabel={`Loading ${type.navigation.label.toLowerCase()}…`}
    >
      {children}
    </AddressListScreen>
  );
}

type Popup<Id> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; id: Id };

const isPopup = <Item, Id>(
  editing: PopupEditing<Id> | PageEditing<Item>,
): editing is PopupEditing<Id> => 'popup' in editing;

export function ContentList<Item extends PublicationState, Id extends string | number>(
  options: ContentListOptions<Item, Id>,
) {
  const { type, idOf, nameOf, editing } = options;
  const plural = type.navigation.label.toLowerCase();
  const notify = useNotify();
  const router = useRouter();
  const [status, setStatus] = useState<StatusChoice>('');
  const list = usePagedList<Item>({
    key: `${type.entity}-${status}`,
    pageSize: options.pageSize ?? 20,
    noun: [type.label.toLowerCase(), plural],
    load: (request, signal) =>
      apiPage(withStatus(type.paths.api, status), options.record, request, {
        signal,
        enveloped: options.enveloped,
      }),
  });
  const params = useSearchParams();
  const pathname = usePathname();
  const [popup, setPopup] = useState<Popup<Id>>(() => {
    // ?edit={id}: a link from elsewhere (the media library) opens the record's editor; the
    // editor loads it, and says so when it does not exist.
    const raw = params.get('edit');
    const id = raw !== null && isPopup(editing) ? editing.idFromAddress?.(raw) : null;
    return id === null || id === undefined ? { mode: 'closed' } : { mode: 'edit', id };
  });
  /** Closes the popup; an editor opened by ?edit= leaves the address as the list's own. */
  const closePopup = () => {
    setPopup({ mode: 'closed' });
    if (params.has('edit')) {
      const rest = new URLSearchParams(params.toString());
      rest.delete('edit');
      const query = rest.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    }
  };
  const [actionError, setActionError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const inlineErrors = !isPopup(editing);
  const noun = options.actionNoun ? ` ${options.actionNoun}` : '';

  const { confirmDelete, isDeleting } = useConfirmDelete({
    idOf,
    question: (item: Item) => ({
      title: options.deleteQuestion ?? `Delete this ${type.label.toLowerCase()}?`,
      message: (
        <p>
          {options.deleteSubject(item)} will be removed from the website. This cannot be undone.
        </p>
      ),
      confirmLabel: `Delete${noun}`,
    }),
    remove: (item) =>
      apiMessage(`${type.paths.api}/${idOf(item)}`, `${type.label} deleted.`, {
        method: 'DELETE',
      }),
    ...(inlineErrors ? { onStart: () => setActionError(null), onError: setActionError } : {}),
    onSettled: list.resource.reload,
  });

  async function create() {
    if (isPopup(editing)) {
      setPopup({ mode: 'create' });
      return;
    }
    setActionError(null);
    setCreating(true);
    try {
      router.push(await editing.create());
    } catch (error) {
      setActionError(errorMessage(error));
      setCreating(false);
    }
  }

  function openEdit(id: Id) {
    // Spec point 4: edit mode opens only for an id that exists.
    if (list.items.some((item) => idOf(item) === id)) setPopup({ mode: 'edit', id });
  }

  const actions = (item: Item) => {
    const name = <span className="visually-hidden">: {nameOf(item)}</span>;
    const deleting = isDeleting(item);
    return (
      <>
        {isPopup(editing) ? (
          <Button variant="secondary" onClick={() => openEdit(idOf(item))}>
            Edit{noun}
            {name}
          </Button>
        ) : (
          <ButtonLink href={editing.editHref(item)} variant="secondary">
            Edit{noun}
            {name}
          </ButtonLink>
        )}
        <Button
          variant="danger-outline"
          onClick={() => void confirmDelete(item)}
          disabled={deleting}
        >
          {deleting ? 'Deleting…' : `Delete${noun}`}
          {name}
        </Button>
      </>
    );
  };

  const loaded = list.data;
  return (
    <AdminPage
      title={type.navigation.label}
      actions={
        <Button variant="primary" onClick={() => void create()} disabled={creating}>
          {creating ? 'Creating…' : editing.createLabel}
        </Button>
      }
    >
      {inlineErrors ? <FormError message={actionError} /> : null}
      <ListFilters>
        <ListSearch label={options.searchLabel} search={list.search} summary={list.summary} />
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            list.setPage(() => 1);
          }}
        />
      </ListFilters>
      <ResourceState
        resource={list.resource}
        loading={
          options.alsoLoading === undefined
            ? undefined
            : (list.resource.loading || options.alsoLoading) && !list.data
        }
        loadingLabel={`Loading ${plural}…`}
        errorLead={options.plainLoadError ? undefined : `The ${plural} could not be loaded:`}
        empty={
          loaded?.query ? (
            <NoMatches query={loaded.query} noun={plural} onClear={list.search.clear} />
          ) : (
            `There are no ${plural} yet. Use “${editing.createLabel}” to add the first one.`
          )
        }
        isEmpty={(page) => page.total === 0}
      />
      {list.items.length > 0
        ? options.renderItems(list.items, { busy: list.resource.loading, actions })
        : null}
      <PagedListPager list={list} label={options.pagerLabel ?? `${type.label} pages`} />
      {isPopup(editing) && popup.mode !== 'closed' ? (
        // A fresh editor for each record opened.
        <Fragment key={popup.mode === 'edit' ? popup.id : 'new'}>
          {editing.popup({
            id: popup.mode === 'edit' ? popup.id : null,
            onClose: closePopup,
            onSaved: (message) => {
              closePopup();
              notify('success', message);
              list.resource.reload();
            },
            onListChanged: list.resource.reload,
          })}
        </Fragment>
      ) : null}
    </AdminPage>
  );
}
