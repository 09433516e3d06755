'use client';

import { useState, type FormEvent } from 'react';
import { apiData } from '@/lib/admin/api';
import type { EnquiryStatus } from '@/lib/enquiries';
import { enquiryRecord, type EnquiryRecord as Enquiry } from '@/lib/schemas/answers/site';
import { SelectField } from '../field';
import { Button, ButtonGroup, FormError, useAction, useNotify } from '../kit';
import { useUnsavedChanges } from '../unsaved-changes';
import { assigneeName, SPAM_REASON_TEXT, statusChangedText, statusOptions } from './enquiry-words';
import { staffOptions, type Assignees } from './use-assignees';
import styles from './enquiries.module.css';

interface Choice {
  status: EnquiryStatus;
  /** A staff member's id, or '' for nobody. */
  assignee: string;
}

const choiceOf = (enquiry: Enquiry): Choice => ({
  status: enquiry.status,
  assignee: enquiry.assignee === null ? '' : String(enquiry.assignee),
});

/**
 * Where the enquiry is in the pipeline and who works on it, saved together. Give it a key
 * that changes with the saved status and assignee: a save starts it afresh, while a failed
 * one keeps what was chosen.
 */
export function PipelineForm({
  enquiry,
  assignees,
  onSaved,
}: {
  enquiry: Enquiry;
  assignees: Assignees;
  onSaved: (after: Enquiry) => void;
}) {
  const notify = useNotify();
  const { busy, failure, run } = useAction();
  const saved = choiceOf(enquiry);
  const [choice, setChoice] = useState(saved);
  const statusChanged = choice.status !== saved.status;
  const assigneeChanged = choice.assignee !== saved.assignee;
  useUnsavedChanges(statusChanged || assigneeChanged);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!statusChanged && !assigneeChanged) {
      notify('success', 'Nothing has changed.');
      return;
    }
    void run(async () => {
      const after = await apiData(`/api/enquiries/${enquiry.id}`, enquiryRecord, {
        method: 'PUT',
        body: {
          ...(statusChanged ? { status: choice.status } : {}),
          ...(assigneeChanged
            ? { assignee: choice.assignee === '' ? null : Number(choice.assignee) }
            : {}),
        },
      });
      const words = [
        statusChanged ? statusChangedText(enquiry.status, after.status) : '',
        assigneeChanged ? assignedText(after.assignee, assignees) : '',
      ];
      notify('success', words.filter(Boolean).join(' '));
      onSaved(after);
    });
  };

  const spam = enquiry.status === 'spam';
  return (
    <form className={styles.pipeline} onSubmit={save} aria-label="Status and assignee">
      {spam && enquiry.spamReason ? (
        <p className={styles.muted}>
          Filed as spam: {SPAM_REASON_TEXT[enquiry.spamReason]} It was not e-mailed to the team.
        </p>
      ) : null}
      <SelectField
        label="Status"
        name="status"
        value={choice.status}
        onChange={(value) =>
          setChoice((current) => ({ ...current, status: value as EnquiryStatus }))
        }
        options={statusOptions(enquiry.status)}
        hint={
          spam ? '“Not spam” moves it to the inbox as New and e-mails it to the team.' : undefined
        }
      />
      <SelectField
        label="Assigned to"
        name="assignee"
        value={choice.assignee}
        onChange={(value) => setChoice((current) => ({ ...current, assignee: value }))}
        options={[{ value: '', label: 'Nobody' }, ...staffOptions(assignees, choice.assignee)]}
        hint={
          assignees.failed
            ? 'The list of staff could not be loaded: you can assign it to yourself.'
            : undefined
        }
      />
      <FormError message={failure ? `Not saved: ${failure}` : null} />
      <ButtonGroup>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </ButtonGroup>
    </form>
  );
}

function assignedText(id: number | null, assignees: Assignees): string {
  return id === null
    ? 'Assigned to nobody.'
    : `Assigned to ${assigneeName(id, assignees.names, assignees.selfId)}.`;
}
