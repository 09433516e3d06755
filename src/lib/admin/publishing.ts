import type { PublicationState, PublicationStatus } from '../editorial';

// What the editors' three save buttons send (issue 12). Every save from the admin names
// its status; a client of the original API, which names none, publishes.
//
// - Save draft: a new record is created as a draft; an existing one is saved with
//   ?draft=true, which keeps a published record's live version (the body becomes its
//   pending changes) and keeps any other record's status.
// - Publish: live now.
// - Schedule…: live at the chosen time (a published record keeps its live version until then).

export type SaveIntent = 'draft' | 'publish' | 'schedule';

export const SAVE_INTENTS: readonly SaveIntent[] = ['draft', 'schedule', 'publish'];

/** Which of the form's buttons submitted it; Enter in a field publishes nothing: it saves a draft. */
export function intentOf(event: { nativeEvent: Event }): SaveIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const value = submitter?.value;
  return (SAVE_INTENTS as readonly string[]).includes(value ?? '')
    ? (value as SaveIntent)
    : 'draft';
}

export interface SaveCall {
  path: string;
  method: 'POST' | 'PUT';
  body: Record<string, unknown>;
}

/**
 * The call for a save.
 * @param paths where the record is created and where it lives (null while adding)
 */
export function saveCall(
  paths: { create: string; record: string | null },
  fields: object,
  intent: SaveIntent,
  publishAt?: string,
): SaveCall {
  const status: Record<SaveIntent, PublicationStatus> = {
    draft: 'draft',
    publish: 'published',
    schedule: 'scheduled',
  };
  if (paths.record === null) {
    return {
      path: paths.create,
      method: 'POST',
      body: { ...fields, status: status[intent], publish_at: publishAt ?? null },
    };
  }
  if (intent === 'draft')
    return { path: `${paths.record}?draft=true`, method: 'PUT', body: { ...fields } };
  return {
    path: paths.record,
    method: 'PUT',
    body: { ...fields, status: status[intent], publish_at: publishAt ?? null },
  };
}

/** What a successful save says, e.g. "Blog published." */
export function savedMessage(noun: string, intent: SaveIntent, when?: string): string {
  if (intent === 'publish') return `${noun} published.`;
  if (intent === 'schedule') return `${noun} scheduled for ${when ?? 'the chosen time'}.`;
  return `${noun} saved as a draft.`;
}

/** The fields an editor opens with: a published record's pending changes, or its own. */
export function editedFields<T extends PublicationState>(record: T): T {
  return record.pending_changes ? { ...record, ...record.pending_changes } : record;
}
