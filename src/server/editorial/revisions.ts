import 'server-only';
import {
  REVISIONS_KEPT,
  type ContentEntity,
  type Revision,
  type RevisionSummary,
} from '@/lib/editorial';
import { isRowId } from '@/lib/ids';
import { isTranslationLocale, type Locale } from '@/lib/locale';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';

// Every save stores the record as staff then see it (a full snapshot), who saved it and
// what the save did. The newest REVISIONS_KEPT of each record are kept. A translation
// (issue 29) has revisions of its own: those of a record's language `locale` ('en': the
// record itself), kept and listed apart from the others.

export interface NewRevision {
  entity: ContentEntity;
  recordId: string | number;
  snapshot: object;
  author: string;
  summary: string;
  /** The language saved: 'en' (the default) for the record, else its translation's. */
  locale?: Locale;
}

/** Stores a revision and prunes the record's oldest beyond REVISIONS_KEPT (in the caller's transaction). */
export async function recordRevision(db: Db, revision: NewRevision): Promise<void> {
  const recordId = String(revision.recordId);
  const locale = revision.locale ?? 'en';
  await db
    .insertInto('revisions')
    .values({
      entity: revision.entity,
      record_id: recordId,
      snapshot: JSON.stringify(revision.snapshot),
      author: revision.author,
      summary: revision.summary.slice(0, 500),
      createdAt: nowIso(),
      locale,
    })
    .execute();
  const oldestKept = await db
    .selectFrom('revisions')
    .select('revision_id')
    .where('entity', '=', revision.entity)
    .where('record_id', '=', recordId)
    .where('locale', '=', locale)
    .orderBy('revision_id', 'desc')
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await db
    .deleteFrom('revisions')
    .where('entity', '=', revision.entity)
    .where('record_id', '=', recordId)
    .where('locale', '=', locale)
    .where('revision_id', '<', oldestKept.revision_id)
    .execute();
}

/** A record's revisions in one language, newest first (at most REVISIONS_KEPT). */
export async function listRevisions(
  db: Db,
  entity: ContentEntity,
  recordId: string,
  locale: Locale = 'en',
): Promise<RevisionSummary[]> {
  return db
    .selectFrom('revisions')
    .select(['revision_id', 'createdAt', 'author', 'summary'])
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('locale', '=', locale)
    .orderBy('revision_id', 'desc')
    .limit(REVISIONS_KEPT)
    .execute();
}

export async function getRevision(db: Db, revisionId: number): Promise<Revision | undefined> {
  if (!isRowId(revisionId)) return undefined;
  const row = await db
    .selectFrom('revisions')
    .selectAll()
    .where('revision_id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return undefined;
  // A translation's revision says its language; the record's own answer as before.
  const locale = isTranslationLocale(row.locale) ? { locale: row.locale } : {};
  return {
    ...locale,
    revision_id: row.revision_id,
    createdAt: row.createdAt,
    author: row.author,
    summary: row.summary,
    entity: row.entity as ContentEntity,
    id: row.record_id,
    snapshot: JSON.parse(row.snapshot) as Record<string, unknown>,
  };
}

/** Revisions go with their record (every language), or with a translation (its language). */
export async function deleteRevisions(
  db: Db,
  entity: ContentEntity,
  recordId: string | number,
  locale?: Locale,
) {
  await db
    .deleteFrom('revisions')
    .where('entity', '=', entity)
    .where('record_id', '=', String(recordId))
    .$if(locale !== undefined, (query) => query.where('locale', '=', locale!))
    .execute();
}
