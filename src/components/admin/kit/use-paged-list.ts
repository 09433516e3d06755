'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ListPage, ListPageRequest } from '@/lib/admin/api';
import { useResource, type Resource } from '@/lib/admin/use-resource';

// A list screen that loads one page at a time, with a search field that filters as
// staff type. The page and the search live in the address (?page=2&q=seo), so Back,
// reload and a shared link keep the place. Uses useSearchParams: render the screen
// inside <Suspense>. A list inside a popup (the media picker) keeps them in its own
// state instead (useLocalPagedList): the screen behind it keeps its address.

/** How long typing pauses before the list is searched. */
export const SEARCH_DELAY_MS = 300;
/** The longest search the list endpoints accept. */
export const SEARCH_MAX_LENGTH = 100;
/** The highest page number the list endpoints accept. */
const MAX_PAGE = 100_000;

/** A loaded page, with what was asked for it. */
export interface LoadedPage<T> extends ListPage<T> {
  page: number;
  limit: number;
  query: string;
}

export interface PagedListOptions<T> {
  /** Names what is listed, e.g. 'blogs'. */
  key: string;
  /** Items per page (1–100). */
  pageSize: number;
  /** Loads one page, e.g. with apiPage(). */
  load: (request: Required<ListPageRequest>, signal: AbortSignal) => Promise<ListPage<T>>;
  /** The thing listed, singular and plural: ['blog', 'blogs']. */
  noun: readonly [string, string];
}

export interface ListSearchState {
  /** The field's id (clear() gives it the focus). */
  id: string;
  /** What is typed in the field (searched once typing pauses). */
  value: string;
  onChange: (value: string) => void;
  /** Searches for what is typed at once (Enter). */
  submit: () => void;
  /** Empties the field and shows the whole list again at once; focus goes to the field. */
  clear: () => void;
}

export interface PagedList<T> {
  /** What useResource returned for the current page. */
  resource: Resource<LoadedPage<T>>;
  /** The page on screen (kept while the next one loads). */
  data: LoadedPage<T> | undefined;
  /** The items on screen. */
  items: T[];
  /** The page asked for in the address (1-based). */
  page: number;
  /** How many pages the loaded answer has (at least 1). */
  pages: number;
  /** The search in the address ('' for none). */
  query: string;
  /** For the kit's Pager. */
  setPage: (update: (current: number) => number) => void;
  search: ListSearchState;
  /**
   * For a polite status: '12 of 240 blogs.', '3 blogs match “seo”.', 'No blogs match
   * “seo”.' ('' before the first answer).
   */
  summary: string;
}

function pageOf(raw: string | null): number {
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, page), MAX_PAGE);
}

const queryOf = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();

/** A sentence saying what the list shows, for screen readers. */
function summaryOf<T>(data: LoadedPage<T>, [one, many]: readonly [string, string]): string {
  const noun = (count: number) => (count === 1 ? one : many);
  const shown = data.items.length;
  if (data.query) {
    if (data.total === 0) return `No ${many} match “${data.query}”.`;
    if (shown === data.total) {
      return `${data.total} ${noun(data.total)} ${data.total === 1 ? 'matches' : 'match'} “${data.query}”.`;
    }
    return `${shown} of ${data.total} ${many} matching “${data.query}”.`;
  }
  if (data.total === 0) return `No ${many} yet.`;
  if (shown === data.total) return `${data.total} ${noun(data.total)}.`;
  return `${shown} of ${data.total} ${many}.`;
}

/** Where a list keeps its page and search, and how it moves to another. */
interface ListPlace {
  page: number;
  query: string;
  show: (next: { page: number; query: string }) => void;
}

/** The page and the search in the address (page 1 and no search leave it clean). */
function useAddressPlace(): ListPlace {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const show = useCallback(
    (next: { page: number; query: string }) => {
      const search = new URLSearchParams(params.toString());
      if (next.page > 1) search.set('page', String(next.page));
      else search.delete('page');
      if (next.query) search.set('q', next.query);
      else search.delete('q');
      const rest = search.toString();
      router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );
  return { page: pageOf(params.get('page')), query: queryOf(params.get('q')), show };
}

/** A list whose page and search live in the address (a screen's list). */
export function usePagedList<T>(options: PagedListOptions<T>): PagedList<T> {
  return usePagedListAt(useAddressPlace(), options);
}

/** A list whose page and search live in the component (a list inside a popup). */
export function useLocalPagedList<T>(options: PagedListOptions<T>): PagedList<T> {
  const [place, setPlace] = useState({ page: 1, query: '' });
  const show = useCallback(
    (next: { page: number; query: string }) =>
      setPlace({ page: Math.min(Math.max(1, next.page), MAX_PAGE), query: queryOf(next.query) }),
    [],
  );
  return usePagedListAt({ ...place, show }, options);
}

function usePagedListAt<T>(
  { page, query, show }: ListPlace,
  { key, pageSize, load, noun }: PagedListOptions<T>,
): PagedList<T> {
  const resource = useResource(
    (signal) =>
      load({ page, limit: pageSize, q: query }, signal).then((loaded): LoadedPage<T> => ({
        ...loaded,
        page,
        limit: pageSize,
        query,
      })),
    `${key}?page=${page}&limit=${pageSize}&q=${query}`,
    { subject: key },
  );
  const data = resource.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const setPage = useCallback(
    (update: (current: number) => number) =>
      show({ page: Math.min(Math.max(1, update(page)), MAX_PAGE), query }),
    [page, query, show],
  );

  // A page past the end (the last item on the last page was deleted, or an old
  // address): go to the last page there is.
  const pastTheEnd =
    !resource.loading &&
    data !== undefined &&
    data.page === page &&
    data.page > 1 &&
    data.items.length === 0;
  useEffect(() => {
    if (pastTheEnd && data) {
      show({ page: Math.max(1, Math.ceil(data.total / data.limit)), query: data.query });
    }
  }, [pastTheEnd, data, show]);

  // The field: what is typed, and the search last put in the address from it. When the
  // address changes by other means (Back, a link), the field follows it.
  const [text, setText] = useState(query);
  const [sent, setSent] = useState(query);
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== sent) {
      setSent(query);
      setText(query);
    }
  }

  useEffect(() => {
    const wanted = queryOf(text);
    if (wanted === sent) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      show({ page: 1, query: wanted });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sent, show]);

  const submit = useCallback(() => {
    const wanted = queryOf(text);
    if (wanted === sent) return;
    setSent(wanted);
    show({ page: 1, query: wanted });
  }, [text, sent, show]);

  const id = useId();
  const clear = useCallback(() => {
    setText('');
    setSent('');
    show({ page: 1, query: '' });
    // The Clear search button goes away with the message: the focus goes to the field.
    document.getElementById(id)?.focus();
  }, [id, show]);

  return {
    resource,
    data,
    items: data?.items ?? [],
    page,
    pages,
    query,
    setPage,
    search: { id, value: text, onChange: setText, submit, clear },
    summary: data && !pastTheEnd ? summaryOf(data, noun) : '',
  };
}
