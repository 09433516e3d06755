import 'server-only';
import type { ContentEntity, PublicationState, PublicationStatus } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import type { TranslationStates } from '@/lib/schemas/answers/translations';
import type { ContentTranslationRow } from '../db/schema';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { withPublication } from '../editorial/publication';

// The rows of content_translations (migration 013): one per record and language. Plain
// reads and writes; what a save means is src/server/translations/save.ts.

/** Which translation: a record (its id as text) in one language. */
export interface TranslationKey {
  entity: ContentEntity;
  recordId: string;
  locale: TranslationLocale;
}

export interface Translation extends PublicationState {
  entity: ContentEntity;
  record_id: string;
  locale: TranslationLocale;
  /** Its own address segment (blogs, location pages); null for case studies. */
  slug: string | null;
  /** The translatable fields' values. */
  fields: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

function parseFields(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A stored row as the domain reads it: fields and pending changes parsed. */
export function toTranslation(row: ContentTranslationRow): Translation {
  const { fields, entity, locale, ...rest } = row;
  return {
    ...withPublication(rest),
    entity: entity as ContentEntity,
    locale: locale as TranslationLocale,
    fields: parseFields(fields),
  };
}

const byKey = (db: Db, { entity, recordId, locale }: TranslationKey) =>
  db
    .selectFrom('content_translations')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where('locale', '=', locale);

export async function readTranslation(
  db: Db,
  key: TranslationKey,
): Promise<Translation | undefined> {
  const row = await byKey(db, key).selectAll().executeTakeFirst();
  return row && toTranslation(row);
}

/** The translation of a type in a language that answers at `slug`, if any. */
export async function findTranslationBySlug(
  db: Db,
  entity: ContentEntity,
  locale: TranslationLocale,
  slug: string,
): Promise<Translation | undefined> {
  const row = await db
    .selectFrom('content_translations')
    .selectAll()
    .where('entity', '=', entity)
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && toTranslation(row);
}

export interface TranslationContent {
  slug: string | null;
  fields: Record<string, unknown>;
}

/** Writes a translation's slug and fields, creating it (as a draft) when it has none. */
export async function writeTranslationContent(
  db: Db,
  key: TranslationKey,
  content: TranslationContent,
  exists: boolean,
): Promise<void> {
  const now = nowIso();
  const values = { slug: content.slug, fields: JSON.stringify(content.fields), updatedAt: now };
  if (exists) {
    await db
      .updateTable('content_translations')
      .set(values)
      .where('entity', '=', key.entity)
      .where('record_id', '=', key.recordId)
      .where('locale', '=', key.locale)
      .execute();
    return;
  }
  await db
    .insertInto('content_translations')
    .values({
      entity: key.entity,
      record_id: key.recordId,
      locale: key.locale,
      status: 'draft',
      createdAt: now,
      ...values,
    })
    .execute();
}

export type TranslationColumns = Partial<
  Record<'publish_at' | 'published_at' | 'published_late_from' | 'pending_changes', string | null>
> & { status?: string };

/** Writes a translation's publication columns. */
export async function setTranslationPublication(
  db: Db,
  key: TranslationKey,
  columns: TranslationColumns,
): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db
    .updateTable('content_translations')
    .set({ ...columns, updatedAt: nowIso() })
    .where('entity', '=', key.entity)
    .where('record_id', '=', key.recordId)
    .where('locale', '=', key.locale)
    .execute();
}

export async function deleteTranslationRow(db: Db, key: TranslationKey): Promise<boolean> {
  const result = await db
    .deleteFrom('content_translations')
    .where('entity', '=', key.entity)
    .where('record_id', '=', key.recordId)
    .where('locale', '=', key.locale)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every translation of a record (with the record, in its transaction); answers them. */
export async function deleteTranslationsOf(
  db: Db,
  entity: ContentEntity,
  recordId: string,
): Promise<Translation[]> {
  const rows = await db
    .selectFrom('content_translations')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .execute();
  if (rows.length === 0) return [];
  await db
    .deleteFrom('content_translations')
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .execute();
  return rows.map(toTranslation);
}

/** Where each record's translations stand (the staff lists' `translations`), by record id. */
export async function translationStatesOf(
  db: Db,
  entity: ContentEntity,
  recordIds: readonly string[],
): Promise<Map<string, TranslationStates>> {
  const states = new Map<string, TranslationStates>();
  const wanted = new Set(recordIds);
  const ids = [...wanted];
  const select = () =>
    db
      .selectFrom('content_translations')
      .select(['record_id', 'locale', 'status', 'slug'])
      .where('entity', '=', entity);
  // A page's ids by primary key; a whole list (the original API's unpaged answer) reads the
  // type's translations once instead, which are never more than its records.
  const rows =
    ids.length > 500
      ? (await select().execute()).filter((row) => wanted.has(row.record_id))
      : ids.length === 0
        ? []
        : await select().where('record_id', 'in', ids).execute();
  for (const row of rows) {
    const state = states.get(row.record_id) ?? {};
    if (row.locale === 'ar') {
      state.ar = {
        status: row.status as PublicationStatus,
        ...(row.slug === null ? {} : { slug: row.slug }),
      };
    }
    states.set(row.record_id, state);
  }
  return states;
}
