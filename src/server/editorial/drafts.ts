import 'server-only';
import type { PublicationState } from '@/lib/editorial';
import type { ContentType } from './content-types';

/**
 * A record as its editor last saved it: a published record with pending changes shows
 * them over its live fields; any other record is its own draft. Pending changes were
 * validated and cleaned when saved (see ContentType.clean).
 */
export function draftOf<Rec extends PublicationState>(
  type: ContentType<unknown, Rec>,
  record: Rec,
): Rec {
  if (!record.pending_changes) return record;
  const parsed = type.schema.safeParse(record.pending_changes);
  if (!parsed.success) return record;
  return { ...record, ...(parsed.data as object) };
}
