import 'server-only';
import type { Locale } from '@/lib/locale';
import { invalid, notFound } from '../errors';
import { restoreTranslationRevision } from '../translations/save';
import type { Db } from '../db/types';
import { CONTENT_TYPES } from './content-types';
import { getRevision } from './revisions';
import { saveContent } from './save';

/**
 * Saves a revision's fields as what the record's editor works on, keeping its status and
 * schedule: a published record without unpublished changes is live with them at once; one
 * with unpublished (or scheduled) changes gets them as those changes, its live version
 * untouched; a draft or scheduled record is written in place. Restoring is a save like any
 * other and makes a revision of its own. A translation's revision (issue 29) restores
 * the translation the same way, the record untouched.
 */
export async function restoreRevision(db: Db, revisionId: number, author: string, locale?: Locale) {
  const revision = await getRevision(db, revisionId);
  // A locale given must be the revision's own (each language keeps its revisions apart).
  if (!revision || (locale !== undefined && locale !== (revision.locale ?? 'en')))
    throw notFound('Revision not found.');
  if (revision.locale) return restoreTranslationRevision(db, revision, revision.locale, author);
  const type = CONTENT_TYPES[revision.entity];
  const id = type.parseId(revision.id);
  const current = id === undefined ? undefined : await type.read(db, id);
  if (!current) throw notFound('The record of this revision no longer exists.');
  const input = type.schema.safeParse(revision.snapshot);
  if (!input.success)
    throw invalid('This revision can no longer be restored: its fields are not valid now.');
  const liveWithoutChanges = current.status === 'published' && !current.pending_changes;
  const result = await saveContent(db, type, id!, {
    input: input.data,
    publication: { status: 'published' },
    draft: !liveWithoutChanges,
    author,
    action: `Restored revision ${revision.revision_id}`,
  });
  return result;
}
