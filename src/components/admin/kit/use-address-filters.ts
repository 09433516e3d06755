'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from './use-paged-list';

// A list's filters kept in the screen's address, each change a step of the history, so
// Back returns to the previous view, a reload keeps it and a link shares it. The fields
// show a change at once; the address follows once changes pause, so a date typed digit
// by digit, or a select stepped through with the arrow keys, is one step and one load.
// When the address changes by other means (Back, a link), the fields follow it.
// Uses usePathname: render the screen inside <Suspense> (AddressListScreen).

export interface AddressFilters<F> {
  /** What the fields show (may be ahead of the address for a moment). */
  draft: F;
  setDraft: (update: (current: F) => F) => void;
  /** New filters now (a submit, Clear): back to the first page. */
  show: (next: F) => void;
  /** Filters and a page into the address: a new step of the history, or in place of this one. */
  go: (next: F, page?: number, options?: { replace?: boolean }) => void;
}

/**
 * `applied` are the filters read from the address; `queryOf` writes filters and a page
 * as a query string (no '?'; page 1 left out), and must be a stable function.
 */
export function useAddressFilters<F>(
  applied: F,
  queryOf: (filters: F, page?: number) => string,
): AddressFilters<F> {
  const pathname = usePathname();
  const appliedQuery = queryOf(applied);
  const [draft, setDraftState] = useState(applied);
  const [sent, setSent] = useState(appliedQuery);
  const [seen, setSeen] = useState(appliedQuery);
  if (appliedQuery !== seen) {
    setSeen(appliedQuery);
    if (appliedQuery !== sent) {
      setSent(appliedQuery);
      setDraftState(applied);
    }
  }

  const go = useCallback(
    (next: F, page = 1, { replace = false } = {}) => {
      const query = queryOf(next, page);
      const url = query ? `${pathname}?${query}` : pathname;
      if (url === window.location.pathname + window.location.search) return;
      // Next's router follows the History API (useSearchParams updates) without a round
      // trip to the server.
      if (replace) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
    },
    [pathname, queryOf],
  );

  const show = useCallback(
    (next: F) => {
      setDraftState(next);
      setSent(queryOf(next));
      go(next);
    },
    [go, queryOf],
  );

  useEffect(() => {
    if (queryOf(draft) === sent) return;
    const timer = setTimeout(() => show(draft), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, sent, show, queryOf]);

  return { draft, setDraft: setDraftState, show, go };
}
