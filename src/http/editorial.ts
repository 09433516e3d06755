import 'server-only';
import type { PublicationState, PublicationStatus } from '@/lib/editorial';
import { statusQuery } from '@/lib/schemas/editorial';
import { publicView } from '@/server/editorial/publication';
import { readQuery } from './params';
import { authorize, readCredentials, type Session } from './session';

// What the content endpoints share under the editorial workflow: anyone sees published
// records only; a staff caller (a valid session with a staff role) sees every record,
// with its status and pending changes.

const STAFF_ROLES = ['admin'] as const;

/** The caller's staff session, or undefined for anyone else (an invalid token is treated as none). */
export async function staffViewer(request: Request): Promise<Session | undefined> {
  if (readCredentials(request) === undefined) return undefined;
  try {
    return await authorize(request, STAFF_ROLES);
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
