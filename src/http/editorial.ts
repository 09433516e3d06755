import 'server-only';
import { REVISIONS_KEPT, type PublicationState, type PublicationStatus } from '@/lib/editorial';
import { statusQuery } from '@/lib/schemas/editorial';
import { STAFF_ROLES } from '@/lib/roles';
import { publicView } from '@/server/editorial/publication';
import { changedFields } from '@/server/editorial/save';
import type { AuditNote } from './endpoint';
import { readQuery } from './params';
import { authorize, readCredentials, type Session } from './session';
import { assertTwoFactorSettled } from './two-factor-gate';

// What the content endpoints share under the editorial workflow: anyone sees published
// records only; a staff caller (a valid session with a staff role) sees every record,
// with its status and pending changes.

/** What the content reads tell a caller (their declarations' description). */
export const ONLY_PUBLISHED =
  'Without a staff session: published records only, without pending_changes (an invalid token counts as none). ' +
  'A staff caller (Bearer token or session cookie) sees every record with its pending_changes.';

/** What a content write does, by what it asks for (src/server/editorial/save.ts). */
export const SAVE_RULES =
  'Without status the write publishes (the original API). status published: live now, pending changes ' +
  'and schedule cleared. draft: saved and off the site (a published record is unpublished). scheduled ' +
  'with publish_at: goes live then, within seconds, on one instance; a published record stays live as it ' +
  'is until then. A published record that changes its address leaves a 308 from the old one. Every save ' +
  `is a revision (the newest ${REVISIONS_KEPT} of each record are kept).`;

/** The caller's staff session, or undefined for anyone else (an invalid token is treated as none). */
export async function staffViewer(request: Request): Promise<Session | undefined> {
  if (readCredentials(request) === undefined) return undefined;
  try {
    const session = await authorize(request, STAFF_ROLES);
    await assertTwoFactorSettled(session.user);
    return session;
  } catch {
    return undefined;
  }
}

/** Which records a list shows the caller: published for the public, ?status= (or all) for staff. */
export function statusFilterFor(
  request: Request,
  staff: Session | undefined,
): PublicationStatus | undefined {
  if (!staff) return 'published';
  return readQuery(request, statusQuery).status;
}

/** PUT …?draft=true: store the body as the record's pending changes. */
export const isDraftSave = (request: Request) => readQuery(request, statusQuery).draft === 'true';

/** Whether a record may be shown to the caller at all. */
export const canSee = (record: PublicationState, staff: Session | undefined) =>
  staff !== undefined || record.status === 'published';

/** A record as the caller may see it: without pending changes unless staff. */
export function asSeenBy<T extends PublicationState>(record: T, staff: Session | undefined) {
  return staff ? record : publicView(record);
}

/** How revisions name who saved. */
export const authorOf = (session: Session) => session.user.name || session.user.email;

/** Bookkeeping columns every save changes; the audit log lists what the editor changed. */
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'published_at', 'pending_changes']);

/**
 * The audit entries of a content save: what it did to the record and which fields
 * changed. A record created live (a POST without `status` publishes) is a create and a
 * publish, so the log shows every time something went live.
 */
export function auditOfSave(
  before: PublicationState | undefined,
  after: PublicationState,
  entityId: string | number,
  draft = false,
): AuditNote[] {
  const named = (names: string[]) => names.filter((field) => !BOOKKEEPING.has(field));
  if (!before) {
    const created: AuditNote = { action: 'create', entityId };
    if (after.status === 'published') return [created, { action: 'publish', entityId }];
    if (after.status === 'scheduled') return [created, { action: 'schedule', entityId }];
    return [created];
  }
  // A draft of a live record: the fields whose pending values differ from the live ones.
  if (draft) {
    return [{ action: 'draft', entityId, fields: named(changedFields(after, pendingOf(after))) }];
  }
  const fields = named(changedFields(before, after));
  let action: AuditNote['action'] = 'update';
  if (after.status === 'published' && before.status !== 'published') action = 'publish';
  else if (after.status === 'draft' && before.status !== 'draft') action = 'unpublish';
  else if (after.status === 'scheduled') action = 'schedule';
  return [{ action, entityId, fields }];
}

/** A record's pending changes (a draft of its live version), or none. */
function pendingOf(record: PublicationState): Record<string, unknown> {
  const pending = (record as { pending_changes?: unknown }).pending_changes;
  return pending && typeof pending === 'object' ? (pending as Record<string, unknown>) : {};
}
