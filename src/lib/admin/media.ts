'use client';

import { CONTENT_TYPE_DECLARATIONS } from '../content-types';
import type { FieldDeclarations } from '../content-types/fields';
import { CONTENT_ENTITY_LABELS, type ContentEntity } from '../editorial';
import type { MediaKind, MediaUse } from '../media';
import {
  mediaAssetRecord,
  missingAltEntry,
  type MediaAsset,
  type MissingAltEntry,
} from '../schemas/answers/media';
import type { MediaDetailsInput } from '../schemas/media';
import {
  ApiError,
  GENERAL_ERROR,
  apiMessage,
  apiPage,
  apiRequest,
  declared,
  type ListPage,
  type ListPageRequest,
} from './api';
import type { Locale } from '../locale';
import { sendFile, uploadFile, type SendOptions } from './upload';

// The media library's calls (issue 28), each typed by its endpoint's answer schema, and
// the words and links the admin shows for where an asset is used.

export type { MediaAsset, MissingAltEntry };

/** What the library lists besides the page and the search. */
export interface MediaFilter {
  kind?: MediaKind | undefined;
  /** Only assets no record uses. */
  unused?: boolean | undefined;
}

/** GET /api/media with the filter's query (page, limit and q are added by apiPage). */
export function mediaListPath({ kind, unused }: MediaFilter = {}): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (unused) query.set('unused', 'true');
  const rest = query.toString();
  return rest ? `/api/media?${rest}` : '/api/media';
}

/** One page of the library, newest first. */
export const loadMediaPage = (
  request: ListPageRequest,
  filter: MediaFilter,
  signal?: AbortSignal,
): Promise<ListPage<MediaAsset>> =>
  apiPage(mediaListPath(filter), mediaAssetRecord, request, signal ? { signal } : {});

export const loadAsset = (id: number, signal?: AbortSignal): Promise<MediaAsset> =>
  apiRequest(`/api/media/${id}`, mediaAssetRecord, signal ? { signal } : {});

/** The asset at an address (what a field holds), or null when the address is no asset. */
export async function findAssetByUrl(url: string, signal?: AbortSignal) {
  const path = `/api/media?url=${encodeURIComponent(url)}`;
  const { items } = await apiPage(
    path,
    mediaAssetRecord,
    { page: 1, limit: 1 },
    signal ? { signal } : {},
  );
  return items[0] ?? null;
}

/** Saves the details sent (only those change); answers the asset as it now is. */
export const saveAssetDetails = (id: number, details: MediaDetailsInput): Promise<MediaAsset> =>
  apiRequest(`/api/media/${id}`, mediaAssetRecord, { method: 'PUT', body: details });

/** Deletes an unused asset; a used one is refused with the server's message naming where. */
export const deleteAsset = (id: number): Promise<string> =>
  apiMessage(`/api/media/${id}`, 'File deleted.', { method: 'DELETE' });

/** Deletes several unused assets, all or nothing. */
export const deleteAssets = (ids: readonly number[]): Promise<string> =>
  apiMessage('/api/media/delete', 'Files deleted.', { method: 'POST', body: { ids } });

/** Uploads a file and answers it as an asset of the library. */
export async function uploadAsset(file: File, options: SendOptions = {}): Promise<MediaAsset> {
  const url = await uploadFile(file, options);
  const asset = await findAssetByUrl(url, options.signal);
  if (!asset) throw new ApiError(200, GENERAL_ERROR);
  return asset;
}

/** Replaces an asset's file with one of the same type; its address stays. */
export async function replaceAssetFile(
  id: number,
  file: File,
  options: SendOptions = {},
): Promise<MediaAsset> {
  const path = `/api/media/${id}/file`;
  const body = await sendFile(path, 'PUT', file, options);
  try {
    return declared(mediaAssetRecord, JSON.parse(body), path);
  } catch {
    throw new ApiError(200, GENERAL_ERROR);
  }
}

/**
 * One page of the pictures records show without alt text; in Arabic, the pictures of
 * translated records without Arabic alt text.
 */
export const loadMissingAlt = (
  request: ListPageRequest,
  signal?: AbortSignal,
  locale: Locale = 'en',
): Promise<ListPage<MissingAltEntry>> =>
  apiPage(
    locale === 'en' ? '/api/media/missing-alt' : `/api/media/missing-alt?locale=${locale}`,
    missingAltEntry,
    request,
    signal ? { signal } : {},
  );

/** How many pictures records show without alt text (in `locale`). */
export async function countMissingAlt(
  signal?: AbortSignal,
  locale: Locale = 'en',
): Promise<number> {
  return (await loadMissingAlt({ page: 1, limit: 1 }, signal, locale)).total;
}

/** Whether a picture still needs words: an image with no alt text, not marked decorative. */
export const needsAltText = (asset: MediaAsset) =>
  asset.kind === 'image' && asset.alt.trim() === '' && !asset.decorative;

const isContentEntity = (entity: string): entity is ContentEntity =>
  Object.hasOwn(CONTENT_TYPE_DECLARATIONS, entity);

/** Where a record that uses an asset is edited. */
export function editorHrefOf(use: Pick<MediaUse, 'entity' | 'id'>): string {
  const id = encodeURIComponent(use.id);
  switch (use.entity) {
    case 'case-study':
      return `/admin/casestudy/${id}/edit`;
    case 'media':
      return `/admin/media/${id}`;
    default:
      // Blogs and location pages are edited in a popup over their list.
      return isContentEntity(use.entity)
        ? `${CONTENT_TYPE_DECLARATIONS[use.entity].paths.admin}?edit=${id}`
        : '/admin';
  }
}

/** What kind of record it is, as staff say it: "Blog", "Case study", "Video". */
export function entityLabelOf(entity: string): string {
  if (entity === 'media') return 'Video';
  return isContentEntity(entity) ? CONTENT_ENTITY_LABELS[entity] : entity;
}

/** A field's label as its editor shows it: "Blog image", "Caption track". */
export function fieldLabelOf(entity: string, field: string): string {
  if (entity === 'media') return field === 'poster' ? 'Poster' : 'Caption track';
  if (!isContentEntity(entity)) return field;
  const fields: FieldDeclarations = CONTENT_TYPE_DECLARATIONS[entity].fields;
  return fields[field]?.label ?? field;
}
