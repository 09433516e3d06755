import 'server-only';
import { sql } from 'kysely';
import { CONTENT_ENTITY_LABELS, type ContentEntity } from '@/lib/editorial';
import type { Locale } from '@/lib/locale';
import type { MediaKind, MediaPresentation, MediaUse } from '@/lib/media';
import type { MediaDetailsInput } from '@/lib/schemas/media';
import type { MediaAsset, MissingAltEntry } from '@/lib/schemas/answers/media';
import type { PageOf, PageRequest } from '../db/paging';
import { containsText, countRows, offsetOf } from '../db/paging';
import type { MediaAssetRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { DomainError, invalid, notFound } from '../errors';
import { holdAssets, mediaFieldLabel, writeUsage } from './usage';

// The media library (issue 28): every upload is an asset, with its words (alt text,
// caption), a focal point, and for a video its caption track and poster. Records keep
// holding addresses; media_usage (./usage.ts) says which record uses which.

const NOT_FOUND = 'Asset not found.';

export interface NewAsset {
  url: string;
  name: string;
  kind: MediaKind;
  type: string;
  size: number | null;
  width: number | null;
  height: number | null;
  uploadedBy: string;
}

const toAsset = (row: MediaAssetRow, usedIn: MediaUse[]): MediaAsset => ({
  id: row.id,
  url: row.url,
  kind: row.kind as MediaKind,
  type: row.type,
  size: row.size === null ? null : Number(row.size),
  width: row.width === null ? null : Number(row.width),
  height: row.height === null ? null : Number(row.height),
  name: row.name,
  alt: row.alt,
  decorative: Number(row.decorative) === 1,
  caption: row.caption,
  altAr: row.alt_ar ?? '',
  captionAr: row.caption_ar ?? '',
  focalPoint: { x: Number(row.focalX), y: Number(row.focalY) },
  captions: row.captions,
  poster: row.poster,
  version: Number(row.version),
  uploadedBy: row.uploadedBy,
  uploadedAt: row.uploadedAt,
  updatedAt: row.updatedAt,
  usedIn,
});

/** Registers an upload (its address is new: names are random). */
export async function registerAsset(db: Db, asset: NewAsset): Promise<MediaAsset> {
  const now = nowIso();
  const row = await db
    .insertInto('media_assets')
    .values({ ...asset, uploadedAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAsset(row, []);
}

/** What the site's own files come with: their words, in English and Arabic. */
export type SiteFile = Omit<NewAsset, 'uploadedBy'> &
  Record<'alt' | 'caption' | 'altAr' | 'captionAr', string>;

/** Registers files of the site itself (the demo media) with their words; one already registered is left alone. */
export async function registerSiteFiles(db: Db, files: readonly SiteFile[]): Promise<void> {
  if (files.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('media_assets')
    .values(
      files.map(({ altAr, captionAr, ...file }) => ({
        ...file,
        alt_ar: altAr || null,
        caption_ar: captionAr || null,
        uploadedAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
}

/** How many uses of each asset a page of the library shows (GET /api/media/{id} shows all). */
export const LIST_USES_PER_ASSET = 10;

/** Addresses per statement of usesOf: SQLite takes at most 500 terms in a compound SELECT. */
const USES_PER_STATEMENT = 100;

function chunksOf<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byPlace = (a: MediaUse, b: MediaUse) =>
  compare(a.entity, b.entity) || compare(a.id, b.id) || compare(a.field, b.field);

/**
 * Where each of the addresses is used, keyed by address; with `perUrl`, only the first
 * uses of each (a demo picture that 8,000 bulk blogs show made a page of the library
 * 11 MB): one statement of per-address LIMITs, each read from the media_usage_url index.
 */
async function usesOf(
  db: Db,
  urls: readonly string[],
  perUrl?: number,
): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(urls.map((url) => [url, []]));
  if (urls.length === 0) return uses;
  const columns = ['url', 'entity', 'record_id', 'field', 'title'] as const;
  const usesOfOne = (url: string) =>
    db
      .selectFrom('media_usage')
      .select(columns)
      .where('url', '=', url)
      .orderBy('entity')
      .orderBy('record_id')
      .orderBy('field')
      .limit(perUrl!);
  const rows =
    perUrl === undefined
      ? await db
          .selectFrom('media_usage')
          .select(columns)
          .where('url', 'in', [...urls])
          .orderBy('entity')
          .orderBy('record_id')
          .orderBy('field')
          .execute()
      : (
          await Promise.all(
            chunksOf([...new Set(urls)], USES_PER_STATEMENT).map((chunk) =>
              chunk
                .map((url) => db.selectFrom(usesOfOne(url).as('u')).selectAll())
                .reduce((all, part) => all.unionAll(part))
                .execute(),
            ),
          )
        ).flat();
  for (const row of rows) {
    uses
      .get(row.url)
      ?.push({ entity: row.entity, id: row.record_id, title: row.title, field: row.field });
  }
  if (perUrl !== undefined) for (const list of uses.values()) list.sort(byPlace);
  return uses;
}

async function readRow(db: Db, id: number): Promise<MediaAssetRow> {
  const row = await db
    .selectFrom('media_assets')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getAsset(db: Db, id: number): Promise<MediaAsset> {
  const row = await readRow(db, id);
  return toAsset(row, (await usesOf(db, [row.url])).get(row.url)!);
}

export async function findAssetByUrl(db: Db, url: string): Promise<MediaAsset | undefined> {
  const row = await db
    .selectFrom('media_assets')
    .selectAll()
    .where('url', '=', url)
    .executeTakeFirst();
  return row && toAsset(row, (await usesOf(db, [row.url])).get(row.url)!);
}

export interface AssetFilter {
  kind?: MediaKind | undefined;
  unused?: boolean | undefined;
  /** The asset at this address only (an editor's field shows its asset's alt text). */
  url?: string | undefined;
}

/** One page of the library, newest first, with the total; `search` matches name and alt text (either language). */
export async function listAssets(
  db: Db,
  request: PageRequest,
  filter: AssetFilter = {},
): Promise<PageOf<MediaAsset>> {
  let query = db.selectFrom('media_assets');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.url) query = query.where('url', '=', filter.url);
  if (request.search) {
    query = query.where(containsText(['name', 'alt', 'alt_ar'], request.search));
  }
  if (filter.unused) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('media_usage')
            .select(sql.lit(1).as('one'))
            .whereRef('media_usage.url', '=', 'media_assets.url'),
        ),
      ),
    );
  }
  // The page's ids first, from the media_assets_newest index alone, then their rows: a
  // deep page skips index entries, not whole rows (PostgreSQL sorted all 10,000 rows for
  // page 400, 11 ms; 1.4 ms this way).
  const pageIds = query
    .select('media_assets.id')
    .orderBy('uploadedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(request.limit)
    .offset(offsetOf(request));
  const [rows, total] = await Promise.all([
    db
      .selectFrom('media_assets')
      .selectAll()
      .where('id', 'in', pageIds)
      .orderBy('uploadedAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    countRows(query),
  ]);
  const uses = await usesOf(
    db,
    rows.map((row) => row.url),
    LIST_USES_PER_ASSET,
  );
  return { items: rows.map((row) => toAsset(row, uses.get(row.url)!)), total };
}

/** "Blog “Title” (Blog image)", as staff read where an asset is used. */
export function describeUse(use: MediaUse): string {
  const kind =
    use.entity === 'media'
      ? 'Video'
      : (CONTENT_ENTITY_LABELS[use.entity as ContentEntity] ?? use.entity);
  return `${kind} “${use.title || use.id}” (${mediaFieldLabel(use.entity, use.field)})`;
}

/** A refusal to delete an asset still in use: names where, and carries the list. */
function stillUsed(asset: MediaAsset): DomainError {
  const where = asset.usedIn.map(describeUse);
  const shown =
    where.slice(0, 5).join(', ') + (where.length > 5 ? ` and ${where.length - 5} more` : '');
  return new DomainError(
    'conflict',
    `“${asset.name}” is used in ${shown}. Choose another file there first.`,
    undefined,
    { usedIn: asset.usedIn },
  );
}

/** The asset a video's caption track or poster names must exist and be of that kind. */
async function assertLinked(db: Db, url: string, kind: MediaKind, label: string): Promise<void> {
  if (url === '') return;
  const row = await db
    .selectFrom('media_assets')
    .select('kind')
    .where('url', '=', url)
    .executeTakeFirst();
  if (!row) throw invalid(`${label} must be a file of the media library.`);
  if (row.kind !== kind) {
    throw invalid(
      kind === 'captions'
        ? `${label} must be a WebVTT caption track.`
        : `${label} must be an image.`,
    );
  }
}

/** Saves an asset's details; a video's caption track and poster are recorded as used by it. */
export async function updateAssetDetails(
  db: Db,
  id: number,
  input: MediaDetailsInput,
): Promise<{ before: MediaAsset; after: MediaAsset }> {
  return inTransaction(db, async (tx) => {
    // The video and what it is to name, before their existence is checked: a delete of the
    // track or poster waits for this save, or this save finds it gone (holdAssets).
    await holdAssets(
      tx,
      { ids: [id], urls: [input.captions ?? '', input.poster ?? ''].filter(Boolean) },
      'use',
    );
    const before = await getAsset(tx, id);
    const isVideo = before.kind === 'video';
    if (!isVideo && (input.captions || input.poster)) {
      throw invalid('Only a video has a caption track and a poster.');
    }
    if (isVideo) {
      await assertLinked(tx, input.captions ?? '', 'captions', 'The caption track');
      await assertLinked(tx, input.poster ?? '', 'image', 'The poster');
    }
    await tx
      .updateTable('media_assets')
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.alt !== undefined && { alt: input.alt }),
        ...(input.decorative !== undefined && { decorative: input.decorative ? 1 : 0 }),
        ...(input.caption !== undefined && { caption: input.caption }),
        // No Arabic text is null, not '': one state for "the Arabic pages show the English".
        ...(input.altAr !== undefined && { alt_ar: input.altAr || null }),
        ...(input.captionAr !== undefined && { caption_ar: input.captionAr || null }),
        ...(input.focalPoint && { focalX: input.focalPoint.x, focalY: input.focalPoint.y }),
        ...(input.captions !== undefined && { captions: input.captions }),
        ...(input.poster !== undefined && { poster: input.poster }),
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    const after = await getAsset(tx, id);
    if (isVideo) {
      const linked = [
        { url: after.captions, field: 'captions', kind: 'captions' },
        { url: after.poster, field: 'poster', kind: 'image' },
      ].filter((link) => link.url !== '');
      await writeUsage(
        tx,
        'media',
        id,
        linked.map((link) => ({
          ...link,
          entity: 'media',
          record_id: String(id),
          title: after.name,
        })),
      );
    }
    return { before, after };
  });
}

/** Records a replaced file's new facts under the same address; its version moves on. */
export async function recordReplacement(
  db: Db,
  id: number,
  file: Pick<NewAsset, 'type' | 'size' | 'width' | 'height'>,
): Promise<MediaAsset> {
  await db
    .updateTable('media_assets')
    .set({ ...file, version: sql<number>`version + 1`, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  return getAsset(db, id);
}

/** Deletes assets no record uses; refuses (and changes nothing) when any is used. */
export async function deleteAssets(db: Db, ids: readonly number[]): Promise<MediaAsset[]> {
  return inTransaction(db, async (tx) => {
    // Waits for saves that are giving these assets to a record, then reads their uses.
    await holdAssets(tx, { ids }, 'delete');
    const assets: MediaAsset[] = [];
    for (const id of new Set(ids)) {
      const asset = await getAsset(tx, id);
      if (asset.usedIn.length > 0) throw stillUsed(asset);
      assets.push(asset);
    }
    if (assets.length === 0) return assets;
    await tx
      .deleteFrom('media_assets')
      .where(
        'id',
        'in',
        assets.map((asset) => asset.id),
      )
      .execute();
    // What a deleted video named (its caption track and poster) is no longer used by it.
    await tx
      .deleteFrom('media_usage')
      .where('entity', '=', 'media')
      .where(
        'record_id',
        'in',
        assets.map((asset) => String(asset.id)),
      )
      .execute();
    return assets;
  });
}

/** What public pages need of the assets at these addresses (others have no entry). */
export async function presentationsOf(
  db: Db,
  urls: readonly string[],
): Promise<Map<string, MediaPresentation & { id: number }>> {
  const wanted = [...new Set(urls.filter((url) => url !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('media_assets').selectAll().where('url', 'in', wanted).execute();
  return new Map(
    rows.map((row) => [
      row.url,
      {
        id: row.id,
        alt: row.alt,
        decorative: Number(row.decorative) === 1,
        caption: row.caption,
        altAr: row.alt_ar ?? '',
        captionAr: row.caption_ar ?? '',
        focalPoint: { x: Number(row.focalX), y: Number(row.focalY) },
        captions: row.captions,
        poster: row.poster,
        version: Number(row.version),
      },
    ]),
  );
}

/**
 * The pictures that lack words: records' image fields whose address is no asset, or an
 * asset without alt text that is not decorative. Decided per address rather than per use
 * (the addresses no described asset covers, then their uses through the index): 100,000
 * bulk blogs share a dozen demo pictures, and a join over every use took 0.1 s on SQLite.
 * A video's poster is no record's picture: it is shown without alt text by design.
 */
function missingAltQuery(db: Db, locale: Locale) {
  const altColumn = locale === 'ar' ? 'media_assets.alt_ar' : 'media_assets.alt';
  const undescribed = db
    .selectFrom(db.selectFrom('media_usage').select('url').distinct().as('used'))
    .select('used.url')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('media_assets')
            .select(sql.lit(1).as('one'))
            .whereRef('media_assets.url', '=', 'used.url')
            .where((eb) =>
              // alt_ar is null until someone writes one: null != '' is not true either.
              eb.or([eb(altColumn, '!=', ''), eb('media_assets.decorative', '=', 1)]),
            ),
        ),
      ),
    );
  const uses =
    locale === 'ar'
      ? // Only records that have an Arabic translation show their pictures on Arabic
        // pages: driven by the translations (few) through media_usage's primary key.
        db
          .selectFrom('content_translations')
          .innerJoin('media_usage', (join) =>
            join
              .onRef('media_usage.entity', '=', 'content_translations.entity')
              .onRef('media_usage.record_id', '=', 'content_translations.record_id'),
          )
          .where('content_translations.locale', '=', 'ar')
      : db.selectFrom('media_usage');
  return uses
    .leftJoin('media_assets', 'media_assets.url', 'media_usage.url')
    .where('media_usage.url', 'in', undescribed)
    .where('media_usage.kind', '=', 'image')
    .where('media_usage.entity', '!=', 'media');
}

/**
 * One page of the pictures shown without alt text in `locale`: English (every record's
 * pictures, the asset's alt), or Arabic (the pictures of records that have an Arabic
 * translation, the asset's Arabic alt; Arabic pages fall back to the English words
 * meanwhile, which a screen reader then speaks with an Arabic voice).
 */
export async function listMissingAlt(
  db: Db,
  request: PageRequest,
  locale: Locale = 'en',
): Promise<PageOf<MissingAltEntry>> {
  const query = missingAltQuery(db, locale);
  const [rows, total] = await Promise.all([
    query
      .select([
        'media_usage.url',
        'media_usage.entity',
        'media_usage.record_id',
        'media_usage.field',
        'media_usage.title',
        'media_assets.id as assetId',
      ])
      .orderBy('media_usage.entity')
      .orderBy('media_usage.record_id')
      .orderBy('media_usage.field')
      .limit(request.limit)
      .offset(offsetOf(request))
      .execute(),
    countRows(query),
  ]);
  return {
    items: rows.map((row) => ({
      url: row.url,
      assetId: row.assetId === null ? null : Number(row.assetId),
      entity: row.entity,
      id: row.record_id,
      title: row.title,
      field: row.field,
    })),
    total,
  };
}

export const countMissingAlt = (db: Db, locale: Locale = 'en') =>
  countRows(missingAltQuery(db, locale));

/**
 * The labels of the record's image fields that show an asset without alt text (and not
 * marked decorative). An address that is no asset is never refused: the library lists
 * it as missing alt text instead.
 */
export async function picturesMissingAlt(
  db: Db,
  fields: readonly { name: string; label: string }[],
  input: Record<string, unknown>,
): Promise<string[]> {
  const chosen = fields.filter(
    (field) => typeof input[field.name] === 'string' && input[field.name] !== '',
  );
  const assets = await presentationsOf(
    db,
    chosen.map((field) => input[field.name] as string),
  );
  return chosen
    .filter((field) => {
      const asset = assets.get(input[field.name] as string);
      return asset !== undefined && asset.alt === '' && !asset.decorative;
    })
    .map((field) => field.label);
}
