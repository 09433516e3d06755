'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiData } from '@/lib/admin/api';
import { enquiryNote, type EnquiryNote as Note } from '@/lib/schemas/answers/site';
import { formatSiteTime } from '@/lib/site-time';
import { TextArea } from '../field';
import { Button, ButtonGroup, FormError, useAction, useNotify } from '../kit';
import { useUnsavedChanges } from '../unsaved-changes';
import styles from './enquiries.module.css';

/** The longest note the API keeps. */
const NOTE_MAX = 5000;

/** Internal notes, oldest first, each with its author and time; and a form to add one. */
export function EnquiryNotes({
  enquiryId,
  notes,
  zone,
  onAdded,
}: {
  enquiryId: number;
  notes: readonly Note[];
  zone: string;
  onAdded: (note: Note) => void;
}) {
  const fieldId = `${useId()}-note`;
  const notify = useNotify();
  const { busy, failure, run } = useAction();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  // The draft stays until it is saved: a failed save keeps it, leaving asks first.
  useUnsavedChanges(text.trim() !== '');

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = !text.trim()
      ? 'Write the note first.'
      : text.trim().length > NOTE_MAX
        ? `A note may be at most ${NOTE_MAX} characters.`
        : undefined;
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    void run(async () => {
      const note = await apiData(`/api/enquiries/${enquiryId}/notes`, enquiryNote, {
        method: 'POST',
        body: { text },
      });
      setText('');
      onAdded(note);
      notify('success', 'Note added.');
    });
  };

  return (
    <>
      {notes.length ? (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                <strong>{note.authorName || 'A former staff member'}</strong>,{' '}
                <time dateTime={note.createdAt}>{formatSiteTime(note.createdAt, zone)}</time>
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>No notes yet.</p>
      )}
      <form onSubmit={add} aria-label="Add a note" noValidate className={styles.notesForm}>
        <TextArea
          id={fieldId}
          label="New note"
          name="note"
          value={text}
          onChange={(value) => {
            setText(value);
            if (problem) setProblem(undefined);
          }}
          error={problem}
          hint="Only staff see notes. Each is kept with your name and the time."
        />
        <FormError message={failure ? `The note was not added: ${failure}` : null} />
        <ButtonGroup>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </Button>
        </ButtonGroup>
      </form>
    </>
  );
}
