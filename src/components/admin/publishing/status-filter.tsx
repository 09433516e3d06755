'use client';

import type { ReactNode } from 'react';
import type { PublicationStatus } from '@/lib/editorial';
import { SelectField } from '../field';
import styles from './publishing.module.css';

export type StatusChoice = PublicationStatus | '';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
];

/** The lists' filter by publication status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
}) {
  return (
    <SelectField
      label="Show"
      name="status"
      value={value}
      onChange={(next) => onChange(next as StatusChoice)}
      options={OPTIONS}
    />
  );
}

/** A list endpoint's path with the filter (the list's own paging parameters follow). */
export const withStatus = (path: string, status: StatusChoice) =>
  status ? `${path}?status=${status}` : path;

/** A list's search and status filter, side by side where there is room. */
export function ListFilters({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}
