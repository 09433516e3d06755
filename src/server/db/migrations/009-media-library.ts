import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../client';
import { DEMO_MEDIA } from '../../media/demo-media';
import { withAutoId } from './helpers';

// The media library (issue 28): every upload an asset with its words (alt text, caption)
// and where it is used. Existing uploads and the demo media that records use are
// registered here; the fields keep holding addresses, so API clients see no change.

/** The media fields as they were when this migration was written (not read from the declarations, which move on). */
const MEDIA_FIELDS = [
  {
    entity: 'blog',
    table: 'blogs',
    id: 'blog_id',
    title: 'title',
    fields: { blog_image: 'image' },
  },
  {
    entity: 'case-study',
    table: 'case_studies',
    id: 'id',
    title: 'heroHeading',
    fields: {
      bannerImage: 'image',
      video: 'video',
      sec1Img: 'image',
      sec2Img: 'image',
      sec3Img2: 'image',
    },
  },
] as const;

const BATCH = 500;
const STORED_UPLOAD = /\/uploads\/([0-9a-f]{32}\.(jpg|png|webp|avif|gif|mp4|webm))$/;
const TYPES: Record<string, [kind: string, type: string]> = {
  jpg: ['image', 'image/jpeg'],
  png: ['image', 'image/png'],
  webp: ['image', 'image/webp'],
  avif: ['image', 'image/avif'],
  gif: ['image', 'image/gif'],
  mp4: ['video', 'video/mp4'],
  webm: ['video', 'video/webm'],
};

interface UsageRow {
  url: string;
  entity: string;
  record_id: string;
  field: string;
  kind: string;
  title: string;
}

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withAutoId(db.schema.createTable('media_assets'), 'id', engine)
    .addColumn('url', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('decorative', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('caption', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('focalX', 'real', (col) => col.notNull().defaultTo(50))
    .addColumn('focalY', 'real', (col) => col.notNull().defaultTo(50))
    .addColumn('captions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('poster', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('uploadedBy', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('uploadedAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull())
    .execute();
  // The library's order (newest first), with and without its kind filter.
  await db.schema
    .createIndex('media_assets_newest')
    .on('media_assets')
    .columns(['uploadedAt desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('media_assets_kind_newest')
    .on('media_assets')
    .columns(['kind', 'uploadedAt desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('media_usage')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('media_usage_pk', ['entity', 'record_id', 'field', 'url'])
    .execute();
  // An asset's uses in order, read from the index alone ("Used in", the unused filter).
  await db.schema
    .createIndex('media_usage_url')
    .on('media_usage')
    .columns(['url', 'entity', 'record_id', 'field'])
    .execute();

  const now = new Date().toISOString();
  const urls = new Set<string>();
  for (const type of MEDIA_FIELDS) {
    for await (const rows of batchesOf(db, type)) {
      const usage = rows.flatMap((row) => usageOf(type, row));
      for (const use of usage) urls.add(use.url);
      if (usage.length > 0) {
        await (db as Kysely<{ media_usage: UsageRow }>)
          .insertInto('media_usage')
          .values(usage)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  }

  // Pictures placed in a blog's sections (sanitized HTML, double-quoted attributes).
  const inline = await sql<{ blog_id: number; title: string; paragraph: string }>`
    SELECT s.blog_id, b.title, s.paragraph FROM blog_sections s JOIN blogs b ON b.blog_id = s.blog_id
    WHERE s.paragraph LIKE '%<img%'`.execute(db);
  const inlineUsage = inline.rows.flatMap((row) =>
    [...row.paragraph.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)].map((match) => ({
      url: match[1]!.replaceAll('&amp;', '&'),
      entity: 'blog',
      record_id: String(row.blog_id),
      field: 'blogs_content',
      kind: 'inline',
      title: row.title,
    })),
  );
  for (let start = 0; start < inlineUsage.length; start += BATCH) {
    const batch = inlineUsage.slice(start, start + BATCH);
    for (const use of batch) urls.add(use.url);
    await (db as Kysely<{ media_usage: UsageRow }>)
      .insertInto('media_usage')
      .values(batch)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  const demo = new Map(DEMO_MEDIA.map((media) => [media.url, media]));
  type NewAsset = Record<'url' | 'name' | 'kind' | 'type' | 'alt' | 'caption', string> &
    Record<'size' | 'width' | 'height', number | null>;
  const assets = [...urls].flatMap((url): NewAsset[] => {
    const known = demo.get(url);
    if (known) {
      const { url: address, name, kind, type, size, width, height, alt, caption } = known;
      return [{ url: address, name, kind, type, size, width, height, alt, caption }];
    }
    const upload = STORED_UPLOAD.exec(url);
    if (!upload) return [];
    const [kind, type] = TYPES[upload[2]!]!;
    return [
      {
        url,
        name: upload[1]!,
        kind,
        type,
        size: null,
        width: null,
        height: null,
        alt: '',
        caption: '',
      },
    ];
  });
  for (let start = 0; start < assets.length; start += BATCH) {
    await (db as Kysely<{ media_assets: Record<string, unknown> }>)
      .insertInto('media_assets')
      .values(
        assets
          .slice(start, start + BATCH)
          .map((asset) => ({ ...asset, uploadedAt: now, updatedAt: now })),
      )
      .execute();
  }
}

type MediaType = (typeof MEDIA_FIELDS)[number];
type Row = Record<string, unknown>;

/** The table's rows in batches, in id order (never the whole table at once). */
async function* batchesOf(db: Kysely<unknown>, type: MediaType): AsyncGenerator<Row[]> {
  const columns = [type.id, type.title, 'pending_changes', ...Object.keys(type.fields)];
  let after: unknown;
  for (;;) {
    let query = (db as Kysely<Record<string, Row>>)
      .selectFrom(type.table)
      .select(columns.map((column) => sql.ref(column).as(column)))
      .orderBy(sql.ref(type.id))
      .limit(BATCH);
    if (after !== undefined) query = query.where(sql.ref(type.id), '>', after);
    const rows = (await query.execute()) as Row[];
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)![type.id];
  }
}

function usageOf(type: MediaType, row: Row): UsageRow[] {
  const pending = parsePending(row.pending_changes);
  const recordId = String(row[type.id]);
  const title = String(pending?.[type.title] ?? row[type.title] ?? '');
  return Object.entries(type.fields).flatMap(([field, kind]) =>
    [...new Set([row[field], pending?.[field]])]
      .filter((url): url is string => typeof url === 'string' && url.trim() !== '')
      .map((url) => ({ url, entity: type.entity, record_id: recordId, field, kind, title })),
  );
}

function parsePending(value: unknown): Row | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Row) : undefined;
  } catch {
    return undefined;
  }
}
