'use client';

import { ResourceState, type ResourceStateProps } from './resource-state';
import { Table, type TableProps } from './table';

export type ResourceTableProps<T> = Omit<ResourceStateProps<readonly T[]>, 'isEmpty'> &
  Omit<TableProps<T>, 'rows' | 'busy'> & {
    /** The rows to show, when the screen keeps its own copy. Default: what was loaded. */
    rows?: readonly T[];
  };

/**
 * A list loaded with useResource, as a table: the spinner, error or empty message while
 * there is nothing to show, then the rows (kept on screen, marked busy, while reloading).
 */
export function ResourceTable<T>({
  resource,
  loadingLabel,
  loading,
  errorLead,
  empty,
  rows = resource.data,
  ...table
}: ResourceTableProps<T>) {
  return (
    <>
      <ResourceState
        resource={resource}
        loadingLabel={loadingLabel}
        loading={loading}
        errorLead={errorLead}
        empty={empty}
      />
      {rows && rows.length > 0 ? <Table {...table} rows={rows} busy={resource.loading} /> : null}
    </>
  );
}
