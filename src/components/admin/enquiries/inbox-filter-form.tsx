'use client';

import { useId, useState, type FormEvent } from 'react';
import { ENQUIRY_STATUS_LABELS, LOCALE_LABELS } from '@/lib/enquiries';
import { LOCALES } from '@/lib/locale';
import { SelectField, TextField, type SelectOption } from '../field';
import { Button } from '../kit';
import { FORM_LABELS } from './enquiry-words';
import {
  clearedFilters,
  dateRangeProblem,
  filterCount,
  hasFilters,
  isSpamView,
  type InboxFilters,
} from './inbox-filters';
import { staffOptions, type Assignees } from './use-assignees';
import styles from './enquiries.module.css';

const STATUS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Every status' },
  ...(['new', 'contacted', 'won', 'lost'] as const).map((value) => ({
    value,
    label: ENQUIRY_STATUS_LABELS[value],
  })),
];

const FORM_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Both forms' },
  { value: 'main', label: FORM_LABELS.main },
  { value: 'page', label: FORM_LABELS.page },
];

const LOCALE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Both languages' },
  ...LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] })),
];

export interface InboxFilterFormProps {
  draft: InboxFilters;
  onChange: (update: (current: InboxFilters) => InboxFilters) => void;
  /** Apply now (Enter, Clear). */
  onShow: (filters: InboxFilters) => void;
  assignees: Assignees;
  /** Sources seen lately, offered as the source field's suggestions. */
  sources: readonly string[];
  zone: string;
}

/** The inbox's filters: status (not in the Spam view), form, language, source, assignee and dates. */
export function InboxFilterForm({
  draft,
  onChange,
  onShow,
  assignees,
  sources,
  zone,
}: InboxFilterFormProps) {
  const id = useId();
  const firstId = `${id}-first`;
  const sourcesId = `${id}-sources`;
  const fieldsId = `${id}-fields`;
  // On a phone the seven fields would push the list a screen down: they fold behind a
  // button there (CSS shows them always on wider screens).
  const [open, setOpen] = useState(false);
  const count = filterCount(draft);
  const set = (key: keyof InboxFilters) => (value: string) =>
    onChange((current) => ({ ...current, [key]: value }));
  const clear = () => {
    onShow(clearedFilters(draft));
    // The button that cleared goes away: the focus goes to the first filter.
    document.getElementById(firstId)?.focus();
  };
  const assigneeChoices: SelectOption[] = [
    { value: '', label: 'Anyone' },
    { value: 'none', label: 'Nobody' },
    ...staffOptions(assignees, draft.assignee),
  ];
  const spam = isSpamView(draft);
  return (
    <form
      role="search"
      aria-label={spam ? 'Filter spam' : 'Filter enquiries'}
      className={styles.filters}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onShow(draft);
      }}
    >
      <Button
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? 'Hide filters' : 'Filters'}
        {count ? ` (${count} set)` : ''}
      </Button>
      <div id={fieldsId} className={`${styles.filterFields} ${open ? '' : styles.folded}`}>
        {spam ? null : (
          <SelectField
            id={firstId}
            label="Status"
            name="status"
            value={draft.status}
            onChange={set('status')}
            options={STATUS_OPTIONS}
          />
        )}
        <SelectField
          id={spam ? firstId : undefined}
          label="Form"
          name="form"
          value={draft.form}
          onChange={set('form')}
          options={FORM_OPTIONS}
        />
        <SelectField
          label="Language"
          name="locale"
          value={draft.locale}
          onChange={set('locale')}
          options={LOCALE_OPTIONS}
        />
        <TextField
          label="Source"
          name="source"
          value={draft.source}
          onChange={set('source')}
          list={sourcesId}
          autoComplete="off"
        />
        <SelectField
          label="Assigned to"
          name="assignee"
          value={draft.assignee}
          onChange={set('assignee')}
          options={assigneeChoices}
          hint={assignees.failed ? 'The list of staff could not be loaded.' : undefined}
        />
        <TextField label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField
          label="To"
          name="to"
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={dateRangeProblem(draft) ?? undefined}
        />
      </div>
      <datalist id={sourcesId}>
        {sources.map((source) => (
          <option key={source} value={source} />
        ))}
      </datalist>
      <div className={styles.filterFoot}>
        <p className={`${styles.muted} ${open ? '' : styles.folded}`}>
          A source is written as the inbox shows it (newsletter, google.com, Direct). Dates are days
          in the site’s time zone ({zone}); both days are included.
        </p>
        {hasFilters(draft) ? (
          <Button variant="link" onClick={clear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
