'use client';

import { Button } from './button';
import { SEARCH_MAX_LENGTH, type ListSearchState } from './use-paged-list';
import styles from './list-search.module.css';

export interface ListSearchProps {
  /** The field's visible label, e.g. 'Search blogs by title or URL'. */
  label: string;
  /** From usePagedList(). */
  search: ListSearchState;
  /**
   * What the list shows, read out politely when it changes (usePagedList's summary),
   * e.g. '12 of 240 blogs.'. Not shown on screen.
   */
  summary: string;
}

/**
 * The search field of a paged list: filters as staff type (usePagedList waits for a
 * pause), Enter searches at once. Below it, a hidden status says what the list shows.
 */
export function ListSearch({ label, search, summary }: ListSearchProps) {
  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <label htmlFor={search.id} className={styles.label}>
          {label}
        </label>
        <input
          id={search.id}
          type="search"
          className={styles.input}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
      </form>
      <p role="status" className="visually-hidden">
        {summary}
      </p>
    </div>
  );
}

/**
 * The words for a search that found nothing, with a way back to the whole list; for
 * ResourceState's `empty`: No blogs match “seo”. Clear search
 */
export function NoMatches({
  query,
  noun,
  onClear,
}: {
  query: string;
  /** Plural, e.g. 'blogs'. */
  noun: string;
  onClear: () => void;
}) {
  return (
    <>
      No {noun} match <span className={styles.query}>“{query}”</span>.{' '}
      <Button variant="link" onClick={onClear}>
        Clear search
      </Button>
    </>
  );
}
