'use client';

import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Resource } from '@/lib/admin/use-resource';
import { Button } from './button';
import styles from './resource-state.module.css';

/** A message in red on a pale background: why something failed. Not announced by itself. */
export function ErrorMessage({ children }: { children: ReactNode }) {
  return <p className={styles.error}>{children}</p>;
}

/**
 * A form-level message: the reason a save failed, in red, announced at once. The
 * alert region is always there (empty until needed) so screen readers hear it.
 */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  return (
    <div role="alert" id={id} className={message ? styles.error : undefined}>
      {message ?? null}
    </div>
  );
}

type ResourceView<T> = Pick<Resource<T>, 'data' | 'error' | 'loading' | 'reload'>;

export interface ResourceStateProps<T> {
  /** What useResource returned. */
  resource: ResourceView<T>;
  /** The spinner's text, e.g. 'Loading blogs…'. */
  loadingLabel: string;
  /**
   * When to show the spinner. Default: while loading with nothing to show yet (a
   * reload keeps the old content on screen).
   */
  loading?: boolean;
  /**
   * Words before the error text, e.g. 'The blogs could not be loaded:'. With it the
   * message also offers 'Try again' (a reload); without it only the error text shows.
   */
  errorLead?: string;
  /** Shown when the loaded data has nothing in it (a dashed box). */
  empty?: ReactNode;
  /** Whether the loaded data counts as empty. Default: an array with no items. */
  isEmpty?: (data: T) => boolean;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a screen's loading: the spinner, then an error (with Try again) or an
 * 'empty' message. It renders nothing once there is content; put the content after it.
 */
export function ResourceState<T>({
  resource,
  loadingLabel,
  loading = resource.loading && resource.data === undefined,
  errorLead,
  empty,
  isEmpty = emptyArray,
}: ResourceStateProps<T>) {
  const { data, error, reload } = resource;
  return (
    <>
      {loading ? <Spinner variant="panel" label={loadingLabel} /> : null}
      {error ? (
        errorLead ? (
          <ErrorMessage>
            {errorLead} {error}{' '}
            <Button variant="link" onClick={reload}>
              Try again
            </Button>
          </ErrorMessage>
        ) : (
          <ErrorMessage>{error}</ErrorMessage>
        )
      ) : null}
      {empty !== undefined && data !== undefined && isEmpty(data) ? (
        <p className={styles.empty}>{empty}</p>
      ) : null}
    </>
  );
}
