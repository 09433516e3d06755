import 'server-only';
import { sql, type SqlBool } from 'kysely';
import type { PublicationState, PublicationStatus } from '@/lib/editorial';

// The publication columns as records carry them (lib/editorial.ts), and the one
// condition that makes a record public.

export const PUBLICATION_COLUMNS = [
  'status',
  'publish_at',
  'published_at',
  'published_late_from',
] as const;

interface PublicationRow {
  status: string;
  publish_at: string | null;
  published_at: string | null;
  published_late_from: string | null;
  pending_changes?: string | null;
}

function parsePending(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A row's publication columns as the record's fields (pending changes parsed, when read). */
export function withPublication<T extends PublicationRow>(
  row: T,
): Omit<T, keyof PublicationRow> & PublicationState {
  const { status, publish_at, published_at, published_late_from, pending_changes, ...rest } = row;
  const state: PublicationState = {
    status: status as PublicationStatus,
    publish_at,
    published_at,
    published_late_from,
  };
  if (pending_changes !== undefined) state.pending_changes = parsePending(pending_changes);
  return { ...rest, ...state };
}

/** Only what anyone may see: published records, without their pending changes. */
export function publicView<T extends PublicationState>(record: T): Omit<T, 'pending_changes'> {
  const { pending_changes: _pending, ...visible } = record;
  return visible;
}

export const isPublished = (record: PublicationState) => record.status === 'published';

/** The condition every public read adds (the live-order indexes of migration 005 lead with it). */
export const livePublished = sql<SqlBool>`${sql.ref('status')} = 'published'`;
