import 'server-only';
import { getEnv } from '@/env';
import { contentTypeList } from '@/lib/content-types';
import type { PublicationState } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { formatSiteTime } from '@/lib/site-time';
import type { PublicationInput } from '@/lib/schemas/editorial';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { invalid, notFound } from '../errors';
import { picturesMissingAlt } from '../media/assets';
import { mediaFieldsOf, syncRecordUsage } from '../media/usage';
import type { ContentType } from './content-types';
import { reloadRedirects } from './redirect-table';
import { keepRedirectsForMove, markGone } from './redirects';
import { deleteRevisions, recordRevision } from './revisions';
import { cacheTags } from '../cache-tags';
import { deleteTranslationsOf } from '../translations/store';
import { translationWriteTags } from '../translations/tags';
import { TRANSLATION_TYPES } from '../translations/translation-types';

// Saving content through the editorial workflow (issue 12). One transaction writes the
// record, its publication columns, a revision and the redirects its move needs, so a
// crash leaves all of them or none.
//
// What a save does, by what it asks for:
// - `draft` (PUT …?draft=true) on a published record: the input becomes its pending
//   changes; the live version stays as it is. On any other record it is written in place.
// - status 'published' (also when no status is given: spec point 7's clients): written
//   and live now; pending changes and schedule cleared.
// - status 'draft': written and taken off the site (unpublish).
// - status 'scheduled' with publish_at: a published record keeps its live version and
//   goes live with the input at that time; any other record is written and waits for it.
//   A time already past publishes now.

export interface SaveRequest<Input> {
  input: Input;
  publication: PublicationInput;
  /** PUT …?draft=true: keep a published record's live version. */
  draft?: boolean;
  author: string;
  /** What the revision says the save was, instead of the plan's own word (a restore). */
  action?: string;
}

export interface SaveResult<Rec> {
  before: Rec | undefined;
  after: Rec;
  /** The page-cache tags to expire once the save has answered. */
  tags: string[];
}

export type Columns = Partial<Record<keyof PublicationState, string | null>> & {
  pending_changes?: string | null;
};

export interface Plan {
  /** Write the input into the live fields (false: it becomes the pending changes only). */
  writeFields: boolean;
  columns: Columns;
  action: string;
}

/** A time as staff read it: in the site's time zone. */
const siteTime = (iso: string) => formatSiteTime(iso, getEnv().SITE_TIME_ZONE);

/**
 * What a save does to something with publication columns (a record, or one of its
 * translations, which are published on their own), by what it asks for; `pending` gives
 * the input as its pending changes are stored (JSON, rich text already sanitized).
 */
export function planSave(
  before: PublicationState | undefined,
  { publication, draft }: Pick<SaveRequest<unknown>, 'publication' | 'draft'>,
  pending: () => string,
  now: string,
): Plan {
  const live = before?.status === 'published';
  if (draft) {
    if (live) {
      return {
        writeFields: false,
        columns: { pending_changes: pending() },
        action: 'Draft changes saved',
      };
    }
    return {
      writeFields: true,
      columns: { status: before?.status ?? 'draft' },
      action: 'Draft saved',
    };
  }
  const status = publication.status ?? 'published';
  const at = publication.publish_at ?? null;
  if (status === 'scheduled' && at !== null && at > now) {
    if (live) {
      return {
        writeFields: false,
        columns: { pending_changes: pending(), publish_at: at },
        action: `Changes scheduled for ${siteTime(at)}`,
      };
    }
    return {
      writeFields: true,
      columns: { status: 'scheduled', publish_at: at, pending_changes: null },
      action: `Scheduled for ${siteTime(at)}`,
    };
  }
  if (status === 'draft') {
    return {
      writeFields: true,
      columns: { status: 'draft', publish_at: null, pending_changes: null },
      action: live ? 'Unpublished' : 'Draft saved',
    };
  }
  return {
    writeFields: true,
    columns: {
      status: 'published',
      publish_at: null,
      pending_changes: null,
      published_at: now,
      published_late_from: null,
    },
    action: 'Published',
  };
}

/** The names of the fields whose values differ (a revision's summary names them, not their contents). */
export function changedFields(before: object | undefined, after: object): string[] {
  if (!before) return [];
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(old[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/** What a record's fields are as its editor last saved them: its pending changes, or itself. */
function editedInput<Input>(type: ContentType<Input>, record: PublicationState | undefined) {
  if (!record) return undefined;
  const source = record.pending_changes ?? record;
  const parsed = type.schema.safeParse(source);
  return parsed.success ? (parsed.data as object) : undefined;
}

/**
 * A save that asks to publish (status 'published' or 'scheduled', not a write that names
 * no status: spec point 7's clients publish as before) is refused while a picture it
 * shows is an asset without alt text that is not marked decorative.
 */
async function assertAltText(db: Db, type: ContentType, request: SaveRequest<unknown>) {
  const status = request.publication.status;
  if (request.draft || (status !== 'published' && status !== 'scheduled')) return;
  const images = mediaFieldsOf(type.entity).filter((field) => field.kind === 'image');
  const missing = await picturesMissingAlt(db, images, request.input as Record<string, unknown>);
  if (missing.length === 0) return;
  throw invalid(
    `Add alt text before publishing: ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} none. ` +
      'Describe the picture in the media library, or mark it decorative. A draft may be saved without it.',
  );
}

/** Every public list's tag (English), as the declarations name them. */
const LIST_TAGS = new Set(
  contentTypeList.flatMap((declaration) => (declaration.cacheTags as { list?: string }).list ?? []),
);

/**
 * A record's write tags with (issue 29) each list tag again in the language of each of its
 * published translations: a translated list holds the records live in both languages, in
 * the record's order, so a record that joins, leaves or moves in the English lists does in
 * those too. Records without a published translation expire what they always did.
 */
export async function withTranslatedListTags(
  db: Db,
  type: ContentType,
  id: string | number,
  tags: string[],
): Promise<string[]> {
  const lists = tags.filter((tag) => LIST_TAGS.has(tag));
  if (lists.length === 0) return tags;
  const translated = await db
    .selectFrom('content_translations')
    .select('locale')
    .where('entity', '=', type.entity)
    .where('record_id', '=', String(id))
    .where('status', '=', 'published')
    .execute();
  const locales = translated.map((row) => row.locale as TranslationLocale);
  return [
    ...tags,
    ...locales.flatMap((locale) => lists.map((tag) => cacheTags.inLocale(tag, locale))),
  ];
}

/** Writes the publication columns of one record. */
export async function setPublication(
  db: Db,
  type: ContentType,
  id: string | number,
  columns: Columns,
): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db
    .updateTable(type.table as 'blogs')
    .set({ ...columns, updatedAt: nowIso() } as never)
    .where(type.idColumn as 'blog_id', '=', id as number)
    .execute();
}

/** Creates (id undefined) or saves a record through the workflow. */
export async function saveContent<Input, Rec extends PublicationState>(
  db: Db,
  type: ContentType<Input, Rec>,
  id: string | number | undefined,
  request: SaveRequest<Input>,
): Promise<SaveResult<Rec>> {
  const generic = type as unknown as ContentType;
  return afterCommit(
    db,
    inTransaction(db, async (tx) => {
      const before = id === undefined ? undefined : await type.read(tx, id);
      if (id !== undefined && !before) throw notFound('Not found.');
      const now = nowIso();
      const plan = planSave(
        before,
        request,
        () => JSON.stringify(type.clean ? type.clean(request.input) : request.input),
        now,
      );
      await assertAltText(tx, generic, request as SaveRequest<unknown>);
      let recordId = id;
      if (before === undefined) {
        recordId = type.idOf(await type.insert(tx, request.input));
      } else if (plan.writeFields) {
        await type.update(tx, recordId!, request.input);
      }
      await setPublication(tx, generic, recordId!, plan.columns);
      const after = (await type.read(tx, recordId!))!;
      const fields = changedFields(editedInput(generic, before), request.input as object);
      const action = request.action ?? plan.action;
      await recordRevision(tx, {
        entity: type.entity,
        recordId: recordId!,
        snapshot: after,
        author: request.author,
        summary: before
          ? [action, fields.join(', ')].filter(Boolean).join(': ')
          : `Created (${action.toLowerCase()})`,
      });
      await keepRedirectsForMove(tx, generic, before, after);
      await syncRecordUsage(tx, type.entity, recordId!, after as never);
      const tags = await withTranslatedListTags(
        tx,
        generic,
        recordId!,
        type.writeTags(before, after),
      );
      return { before, after, tags };
    }),
  );
}

/** Once a save is committed, this instance answers its redirects at once (others within seconds). */
export async function afterCommit<T>(db: Db, saved: Promise<T>): Promise<T> {
  const result = await saved;
  if (!db.isTransaction) await reloadRedirects();
  return result;
}

/**
 * Deletes a record with its translations and the revisions of every language; a
 * published one's URL (and a live translation's) then answers 410 Gone.
 */
export async function deleteContent<Rec extends PublicationState>(
  db: Db,
  type: ContentType<unknown, Rec>,
  id: string | number,
): Promise<{ before: Rec; tags: string[] }> {
  return afterCommit(
    db,
    inTransaction(db, async (tx) => {
      const before = await type.read(tx, id);
      if (!before || !(await type.remove(tx, id))) throw notFound('Not found.');
      // Its translations' tags (their slugs, their lists) are added below, from the rows deleted.
      const translations = await deleteTranslationsOf(tx, type.entity, String(id));
      await deleteRevisions(tx, type.entity, id);
      await syncRecordUsage(tx, type.entity, id, undefined);
      const tags = type.writeTags(before, undefined);
      if (before.status === 'published') {
        await markGone(tx, type.path(before));
        for (const translation of translations) {
          if (translation.status !== 'published') continue;
          const path = TRANSLATION_TYPES[type.entity].path(
            translation.locale,
            translation.record_id,
            translation.slug,
          );
          await markGone(tx, path);
        }
      }
      for (const translation of translations)
        tags.push(...translationWriteTags(type.entity, String(id), translation, undefined));
      return { before, tags: [...new Set(tags)] };
    }),
  );
}
