import 'server-only';
import { CONTENT_TYPE_DECLARATIONS } from '@/lib/content-types';
import type { PublicationState } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { writeUnique } from '../db/unique-violation';
import { invalid, notFound } from '../errors';
import { keepRedirectsForPaths, markGone } from '../editorial/redirects';
import { deleteRevisions, recordRevision } from '../editorial/revisions';
import { syncRecordUsage } from '../media/usage';
import { afterCommit, changedFields, planSave, type SaveRequest } from '../editorial/save';
import {
  deleteTranslationRow,
  readTranslation,
  setTranslationPublication,
  writeTranslationContent,
  type Translation,
  type TranslationColumns,
  type TranslationKey,
} from './store';
import { translationWriteTags } from './tags';
import { translate, translationDraftOf } from './translated';
import {
  fieldsOfInput,
  LOCALE_NAMES,
  slugOfInput,
  TRANSLATION_TYPES,
  type Translated,
  type TranslationType,
} from './translation-types';

// Saving a record's translation (issue 29) through the editorial workflow: the same plan
// as a record's save (planSave: drafts, pending changes of a published translation,
// schedules, unpublishing), applied to the translation's own row. One transaction writes
// the translation, its publication columns, a revision of its language and the
// redirects its move needs. The record itself, its status and its revisions are not
// touched: publishing or unpublishing one language never changes another's state.

export type TranslationInputFields = Record<string, unknown>;

export interface TranslationSaveResult<Rec extends PublicationState = PublicationState> {
  /** The record as it was, translated, and as it is now. */
  before: Translated<Rec> | undefined;
  after: Translated<Rec>;
  /** The page-cache tags to expire once the save has answered. */
  tags: string[];
}

export const slugTaken = (type: TranslationType, locale: TranslationLocale, slug: string) =>
  `An ${LOCALE_NAMES[locale]} ${type.noun} with the URL "${slug}" already exists.`;

/** Where a translation is live (undefined when it is not): it and its record published. */
export function livePath(
  type: TranslationType,
  record: PublicationState,
  translation: Translation | undefined,
): string | undefined {
  if (translation?.status !== 'published' || record.status !== 'published') return undefined;
  return type.path(translation.locale, translation.record_id, translation.slug);
}

/**
 * A save that would publish (status published or scheduled, or none: that publishes) a
 * translation whose type lists records only with a field filled in (a case study's hero
 * heading) is refused while that field is blank: it would be a page no list shows.
 */
function assertPublishable(
  type: TranslationType,
  request: SaveRequest<TranslationInputFields>,
  input: TranslationInputFields,
  locale: TranslationLocale,
) {
  const field = type.requiredToPublish;
  if (!field || request.draft || request.publication.status === 'draft') return;
  const value = input[field];
  if (typeof value === 'string' && value.trim() !== '') return;
  const { label } = (
    CONTENT_TYPE_DECLARATIONS[type.entity].fields as Record<string, { label: string }>
  )[field]!;
  throw invalid(
    `Write the ${LOCALE_NAMES[locale]} ${label.toLowerCase()} before publishing the translation. A draft may be saved without it.`,
  );
}

/** The fields its editor last saved (its pending changes, or its live fields), as input. */
function editedInput(type: TranslationType, translation: Translation | undefined) {
  if (!translation) return undefined;
  const draft = translationDraftOf(type, translation);
  const slug = type.slugField ? { [type.slugField]: draft.slug ?? '' } : {};
  return { ...draft.fields, ...slug };
}

/**
 * Creates or saves the translation of record `id` into `locale`; 404 when the record
 * does not exist. A slug another record's translation in that language holds is a 409.
 */
export async function saveTranslation<Rec extends PublicationState>(
  db: Db,
  type: TranslationType,
  id: string | number,
  locale: TranslationLocale,
  request: SaveRequest<TranslationInputFields>,
): Promise<TranslationSaveResult<Rec>> {
  return afterCommit(
    db,
    inTransaction(db, async (tx) => {
      const record = (await type.content.read(tx, id)) as Rec | undefined;
      if (!record) throw notFound('Not found.');
      const key: TranslationKey = { entity: type.entity, recordId: String(id), locale };
      const before = await readTranslation(tx, key);
      const input = type.clean(request.input);
      assertPublishable(type, request, input, locale);
      const plan = planSave(before, request, () => JSON.stringify(input), nowIso());
      if (plan.writeFields || !before) {
        const slug = slugOfInput(type, input) ?? null;
        await writeUnique(
          () =>
            writeTranslationContent(
              tx,
              key,
              { slug, fields: fieldsOfInput(type, input) },
              before !== undefined,
            ),
          slugTaken(type, locale, slug ?? ''),
        );
      }
      // A plan's status is never null: it sets one or leaves it.
      await setTranslationPublication(tx, key, plan.columns as TranslationColumns);
      const after = (await readTranslation(tx, key))!;
      const translatedAfter = translate(type, record, after);
      const fields = changedFields(editedInput(type, before), input);
      const action = request.action ?? plan.action;
      await recordRevision(tx, {
        entity: type.entity,
        recordId: key.recordId,
        locale,
        snapshot: translatedAfter,
        author: request.author,
        summary: before
          ? [action, fields.join(', ')].filter(Boolean).join(': ')
          : `Translation created (${action.toLowerCase()})`,
      });
      await keepRedirectsForPaths(
        tx,
        livePath(type, record, before),
        livePath(type, record, after),
      );
      // Pictures in the translation's rich text count as used (the library's Used in).
      await syncRecordUsage(tx, type.entity, key.recordId, record as never);
      return {
        before: before && translate(type, record, before),
        after: translatedAfter,
        tags: translationWriteTags(type.entity, key.recordId, before, after),
      };
    }),
  );
}

/**
 * Deletes a record's translation into `locale` with its revisions and preview links; the
 * record and its other languages stay. A live translation's URL then answers 410 Gone.
 */
export async function deleteTranslation(
  db: Db,
  type: TranslationType,
  id: string | number,
  locale: TranslationLocale,
): Promise<{ tags: string[] }> {
  return afterCommit(
    db,
    inTransaction(db, async (tx) => {
      const record = await type.content.read(tx, id);
      if (!record) throw notFound('Not found.');
      const key: TranslationKey = { entity: type.entity, recordId: String(id), locale };
      const before = await readTranslation(tx, key);
      if (!before || !(await deleteTranslationRow(tx, key))) throw notFound('Not found.');
      await deleteRevisions(tx, type.entity, key.recordId, locale);
      await tx
        .updateTable('preview_links')
        .set({ revokedAt: nowIso() })
        .where('entity', '=', type.entity)
        .where('record_id', '=', key.recordId)
        .where('locale', '=', locale)
        .where('revokedAt', 'is', null)
        .execute();
      const gone = livePath(type, record, before);
      if (gone) await markGone(tx, gone);
      await syncRecordUsage(tx, type.entity, key.recordId, record as never);
      return { tags: translationWriteTags(type.entity, key.recordId, before, undefined) };
    }),
  );
}

/** The record a translation belongs to, translated; undefined when either is missing. */
export async function readTranslated<Rec extends PublicationState>(
  db: Db,
  type: TranslationType,
  id: string | number,
  locale: TranslationLocale,
): Promise<{ record: Rec; translation: Translation; translated: Translated<Rec> } | undefined> {
  const record = (await type.content.read(db, id)) as Rec | undefined;
  if (!record) return undefined;
  const translation = await readTranslation(db, {
    entity: type.entity,
    recordId: String(id),
    locale,
  });
  if (!translation) return undefined;
  return { record, translation, translated: translate(type, record, translation) };
}

/**
 * Restores a translation's revision as its current version, as a record's restore does:
 * its status and schedule stay (a published translation without unpublished changes is
 * live with the restored fields at once; otherwise they become its draft).
 */
export async function restoreTranslationRevision(
  db: Db,
  revision: {
    revision_id: number;
    entity: TranslationType['entity'];
    id: string;
    snapshot: object;
  },
  locale: TranslationLocale,
  author: string,
): Promise<TranslationSaveResult> {
  const type = TRANSLATION_TYPES[revision.entity];
  const id = type.content.parseId(revision.id);
  const current = id === undefined ? undefined : await readTranslated(db, type, id, locale);
  if (!current) throw notFound('The translation of this revision no longer exists.');
  const input = type.schema.safeParse(revision.snapshot);
  if (!input.success)
    throw invalid('This revision can no longer be restored: its fields are not valid now.');
  const { translation } = current;
  const liveWithoutChanges = translation.status === 'published' && !translation.pending_changes;
  return saveTranslation(db, type, id!, locale, {
    input: input.data as TranslationInputFields,
    publication: { status: 'published' },
    draft: !liveWithoutChanges,
    author,
    action: `Restored revision ${revision.revision_id}`,
  });
}
