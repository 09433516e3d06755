import type { ReactNode } from 'react';
import { Button } from './button';
import type { PagedList } from './use-paged-list';
import styles from './pager.module.css';

export interface PagerProps {
  /** Names the navigation landmark, e.g. 'Enquiry pages'. */
  label: string;
  /** The page asked for (1-based). */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Given an update from the current page (a state setter fits). */
  onPageChange: (update: (current: number) => number) => void;
  /** Where we are, read out when it changes, e.g. 'Page 2 of 5 (93 enquiries)'. */
  children: ReactNode;
}

/** Previous page / where we are / Next page, for a paged list. */
export function Pager({ label, page, pages, onPageChange, children }: PagerProps) {
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button
        disabled={page <= 1}
        onClick={() => onPageChange((current) => Math.max(1, current - 1))}
      >
        Previous page
      </Button>
      <span aria-live="polite">{children}</span>
      <Button disabled={page >= pages} onClick={() => onPageChange((current) => current + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * The pager of a `usePagedList` list: shown once a page has loaded and there is more
 * than one, saying where we are ("Page 2 of 5").
 */
export function PagedListPager<T>({ list, label }: { list: PagedList<T>; label: string }) {
  if (!list.data || list.pages <= 1) return null;
  return (
    <Pager label={label} page={list.page} pages={list.pages} onPageChange={list.setPage}>
      Page {Math.min(list.data.page, list.pages)} of {list.pages}
    </Pager>
  );
}
