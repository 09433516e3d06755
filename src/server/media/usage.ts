import 'server-only';
import { PostgresAdapter } from 'kysely';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import { CONTENT_TYPE_DECLARATIONS, contentTypeList } from '@/lib/content-types';
import type { FieldDeclarations } from '@/lib/content-types/fields';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';

// Which record's field holds which address, kept in media_usage (migration 009) and
// rewritten by every save of the record, in its transaction. It holds any address an
// image or video field holds, an asset's or not, so the library can say where an asset
// is used and which pictures still lack alt text, with indexed reads instead of a scan
// of every content table.

export type MediaFieldKind = 'image' | 'video';

/** The addresses of the pictures placed inside sanitized rich text (always double-quoted). */
const INLINE_IMAGE = /<img\b[^>]*?\bsrc="([^"]+)"/g;

function inlineImagesOf(sections: unknown): string[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: { paragraph?: unknown }) =>
    typeof section?.paragraph === 'string'
      ? [...section.paragraph.matchAll(INLINE_IMAGE)].map((match) =>
          match[1]!.replaceAll('&amp;', '&'),
        )
      : [],
  );
}

/** The fields whose rich text may hold pictures (a blog's sections), kept as used there. */
function richTextFieldsOf(entity: ContentEntity): string[] {
  const fields: FieldDeclarations = CONTENT_TYPE_DECLARATIONS[entity].fields;
  return Object.entries(fields).flatMap(([name, field]) =>
    field.widget === 'sections' ? [name] : [],
  );
}

interface UsageRow {
  url: string;
  entity: string;
  record_id: string;
  field: string;
  kind: string;
  title: string;
}

/** A content type's image and video fields, with their labels, from its declaration. */
export function mediaFieldsOf(
  entity: ContentEntity,
): { name: string; label: string; kind: MediaFieldKind }[] {
  const fields: FieldDeclarations = CONTENT_TYPE_DECLARATIONS[entity].fields;
  return Object.entries(fields).flatMap(([name, field]) =>
    field.widget === 'image' || field.widget === 'video'
      ? [{ name, label: field.label, kind: field.widget }]
      : [],
  );
}

/** A field's label as its editor shows it ("Blog image"). */
export function mediaFieldLabel(entity: string, field: string): string {
  if (entity === 'media') return field === 'poster' ? 'Poster' : 'Caption track';
  const declaration = CONTENT_TYPE_DECLARATIONS[entity as ContentEntity];
  const fields: FieldDeclarations | undefined = declaration?.fields;
  return fields?.[field]?.label ?? field;
}

/** The addresses a record's media fields hold, live and in its pending changes. */
export function usageOfRecord(
  entity: ContentEntity,
  recordId: string | number,
  record: PublicationState & Record<string, unknown>,
): UsageRow[] {
  const declaration = CONTENT_TYPE_DECLARATIONS[entity];
  const pending = record.pending_changes ?? undefined;
  const titleOf = (source: Record<string, unknown> | undefined) => source?.[declaration.titleField];
  const title = String(titleOf(pending) ?? titleOf(record) ?? '');
  const row = (field: string, kind: string) => (url: string) => ({
    url,
    entity,
    record_id: String(recordId),
    field,
    kind,
    title,
  });
  const fields = mediaFieldsOf(entity).flatMap(({ name, kind }) =>
    [...new Set([record[name], pending?.[name]])]
      .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
      .map(row(name, kind)),
  );
  // A picture placed in rich text is used there too: deleting it would break the text. Its
  // words are the text's own alt attribute, so it is not listed as missing alt text.
  const inline = richTextFieldsOf(entity).flatMap((name) =>
    [...new Set([...inlineImagesOf(record[name]), ...inlineImagesOf(pending?.[name])])].map(
      row(name, 'inline'),
    ),
  );
  return [...fields, ...inline];
}

/**
 * Holds assets until the transaction ends, so that a delete of one of them (which locks
 * it FOR UPDATE, deleteAssets) waits for a save that starts using it, and then sees that
 * use; without it, on PostgreSQL, a delete could read "unused" while the save's usage row
 * was not yet committed, and leave the record showing a deleted file. KEY SHARE: saves do
 * not wait for each other, nor for a change of an asset's details. Every locker locks in
 * id order, so two of them never wait for each other. SQLite runs one transaction at a
 * time here (src/server/db/libsql-driver.ts): nothing to hold.
 */
export async function holdAssets(
  db: Db,
  which: { urls?: readonly string[]; ids?: readonly number[] },
  mode: 'use' | 'delete',
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const urls = [...new Set(which.urls ?? [])];
  const ids = [...new Set(which.ids ?? [])];
  if (urls.length === 0 && ids.length === 0) return;
  const query = db
    .selectFrom('media_assets')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(urls.length > 0 ? [eb('url', 'in', urls)] : []),
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
      ]),
    )
    .orderBy('id');
  await (mode === 'delete' ? query.forUpdate() : query.forKeyShare()).execute();
}

/** Replaces what media_usage says of one record or asset with `rows`. */
export async function writeUsage(
  db: Db,
  entity: string,
  recordId: string | number,
  rows: readonly UsageRow[],
): Promise<void> {
  await holdAssets(db, { urls: rows.map((row) => row.url) }, 'use');
  await db
    .deleteFrom('media_usage')
    .where('entity', '=', entity)
    .where('record_id', '=', String(recordId))
    .execute();
  if (rows.length > 0) {
    await db
      .insertInto('media_usage')
      .values([...rows])
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * The pictures a record's translations place in their rich text (issue 29): used there
 * too, live or pending. Read from content_translations as stored, so this module needs
 * nothing of the translations' own (which build on the editorial save, which calls here).
 */
async function translationsUsage(
  db: Db,
  entity: ContentEntity,
  recordId: string | number,
): Promise<UsageRow[]> {
  const rows = await db
    .selectFrom('content_translations')
    .select(['fields', 'pending_changes'])
    .where('entity', '=', entity)
    .where('record_id', '=', String(recordId))
    .execute();
  return rows.flatMap((row) =>
    usageOfRecord(entity, recordId, {
      ...parsePending(row.fields),
      pending_changes: parsePending(row.pending_changes),
    } as PublicationState & Record<string, unknown>),
  );
}

/**
 * Rewrites a record's usage from the record and its translations as they now stand
 * (`undefined`: deleted, with its translations).
 */
export async function syncRecordUsage(
  db: Db,
  entity: ContentEntity,
  recordId: string | number,
  record: (PublicationState & Record<string, unknown>) | undefined,
): Promise<void> {
  const rows = record
    ? [
        ...usageOfRecord(entity, recordId, record),
        ...(await translationsUsage(db, entity, recordId)),
      ]
    : [];
  await writeUsage(db, entity, recordId, rows);
}

const BATCH = 500;

/**
 * Rebuilds media_usage from every content record (the demo seed and seed:bulk write
 * records without the editorial save). Reads each table in id-ordered batches, in one
 * transaction: a running site never sees its records' pictures as unused (a delete would
 * be let through) while the rows are rewritten. 100,000 blogs take about 2.5 s.
 */
export async function rebuildMediaUsage(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.deleteFrom('media_usage').where('entity', '!=', 'media').execute();
    for (const declaration of contentTypeList) {
      const fields = mediaFieldsOf(declaration.entity).map((field) => field.name);
      if (fields.length === 0) continue;
      const idColumn = declaration.idColumn;
      let after: string | number | undefined;
      for (;;) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is the declaration's
        let query = (tx as any)
          .selectFrom(declaration.table)
          .select([idColumn, declaration.titleField, 'status', 'pending_changes', ...fields])
          .orderBy(idColumn)
          .limit(BATCH);
        if (after !== undefined) query = query.where(idColumn, '>', after);
        const rows = (await query.execute()) as Record<string, unknown>[];
        if (rows.length === 0) break;
        if (richTextFieldsOf(declaration.entity).length > 0) await attachSections(tx, rows);
        const usage = rows.flatMap((row) => {
          const pending = parsePending(row.pending_changes);
          return usageOfRecord(declaration.entity, row[idColumn] as string, {
            ...(row as unknown as PublicationState),
            pending_changes: pending,
          });
        });
        if (usage.length > 0) {
          await tx
            .insertInto('media_usage')
            .values(usage)
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        after = rows.at(-1)![idColumn] as string | number;
      }
    }
  });
}

/** A blog's sections that hold a picture, as its `blogs_content` (the only rich text with pictures). */
async function attachSections(db: Db, blogs: Record<string, unknown>[]): Promise<void> {
  const sections = await db
    .selectFrom('blog_sections')
    .select(['blog_id', 'paragraph'])
    .where(
      'blog_id',
      'in',
      blogs.map((blog) => blog.blog_id as number),
    )
    .where('paragraph', 'like', '%<img%')
    .execute();
  for (const blog of blogs) {
    blog.blogs_content = sections.filter((section) => section.blog_id === blog.blog_id);
  }
}

function parsePending(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'string') return (value as Record<string, unknown> | null) ?? null;
  try {
    return JSON.parse(value) as Record<string, unknown>;
  } catch {
    return null;
  }
}
