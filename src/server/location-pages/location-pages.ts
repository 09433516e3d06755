import 'server-only';
import { isRowId } from '@/lib/ids';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { LocationPageRow, LocationPageTable, WithoutPublication } from '../db/schema';
import { toSlug } from '@/lib/slug';
import { countOfStatus } from '../db/content-counts';
import {
  containsText,
  countRows,
  inListOrder,
  offsetOf,
  type PageOf,
  type PageRequest,
} from '../db/paging';
import { writeUnique } from '../db/unique-violation';
import { livePublished, withPublication } from '../editorial/publication';
import type { PublicationState, PublicationStatus } from '@/lib/editorial';
import { locationPageFields, locationPageType } from '@/lib/content-types/location-page';
import { emptyColumnsOf, searchColumnsOf, type NewColumnsOf } from '@/lib/content-types/fields';

/** What the admin list's search matches (fields declared `search`). */
const SEARCH_COLUMNS = searchColumnsOf(locationPageFields);

export type LocationPage = Omit<LocationPageRow, 'pending_changes' | keyof PublicationState> &
  PublicationState;
export type LocationPageFields = Omit<
  WithoutPublication<LocationPageTable>,
  'location_id' | 'createdAt' | 'updatedAt'
>;

/** What a writer gives: a field with a default may be left out (it is stored empty). */
export type NewLocationPageFields = NewColumnsOf<typeof locationPageFields>;

const EMPTY_FIELDS: LocationPageFields = emptyColumnsOf(locationPageFields);

const slugTaken = (slug: string) => `A location page with the URL "${slug}" already exists.`;

/** Newest first: a page just added is at the top of the admin list, whatever its length. */
export async function listLocationPages(
  db: Db,
  { status }: { status?: PublicationStatus | undefined } = {},
): Promise<LocationPage[]> {
  let query = db.selectFrom('location_pages');
  if (status === 'published') query = query.where(livePublished);
  else if (status) query = query.where('status', '=', status);
  const rows = await inListOrder(query.selectAll(), locationPageType.listOrder).execute();
  return rows.map(withPublication);
}

/** One page, newest first, optionally only those whose URL or heading contain `search`. */
export async function listLocationPagePage(
  db: Db,
  request: PageRequest,
  { status }: { status?: PublicationStatus | undefined } = {},
): Promise<PageOf<LocationPage>> {
  let query = db.selectFrom('location_pages');
  if (status === 'published') query = query.where(livePublished);
  else if (status) query = query.where('status', '=', status);
  if (request.search) {
    query = query.where(containsText(SEARCH_COLUMNS, request.search));
  }
  const [items, total] = await Promise.all([
    inListOrder(query.selectAll(), locationPageType.listOrder)
      .limit(request.limit)
      .offset(offsetOf(request))
      .execute(),
    request.search ? countRows(query) : countOfStatus(db, 'location_pages', status),
  ]);
  return { items: items.map(withPublication), total };
}

export async function getLocationPage(
  db: Db,
  locationId: number,
): Promise<LocationPage | undefined> {
  if (!isRowId(locationId)) return undefined;
  const row = await db
    .selectFrom('location_pages')
    .selectAll()
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return row && withPublication(row);
}

export async function getLocationPageBySlug(
  db: Db,
  slug: string,
): Promise<LocationPage | undefined> {
  if (slug.includes('\0') || slug.length > 500) return undefined; // PostgreSQL text cannot hold NUL
  const row = await db
    .selectFrom('location_pages')
    .selectAll()
    .where('slug_url', '=', slug.toLowerCase())
    .executeTakeFirst();
  return row && withPublication(row);
}

export async function createLocationPage(
  db: Db,
  fields: NewLocationPageFields,
): Promise<LocationPage> {
  const slug_url = toSlug(fields.slug_url);
  const now = nowIso();
  // The unique index on slug_url decides between two writers racing for one URL.
  const row = await writeUnique(
    () =>
      db
        .insertInto('location_pages')
        .values({ ...EMPTY_FIELDS, ...fields, slug_url, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    slugTaken(slug_url),
  );
  return withPublication(row);
}

export async function updateLocationPage(
  db: Db,
  locationId: number,
  fields: LocationPageFields,
): Promise<LocationPage | undefined> {
  if (!isRowId(locationId)) return undefined;
  const slug_url = toSlug(fields.slug_url);
  const row = await writeUnique(
    () =>
      db
        .updateTable('location_pages')
        .set({ ...fields, slug_url, updatedAt: nowIso() })
        .where('location_id', '=', locationId)
        .returningAll()
        .executeTakeFirst(),
    slugTaken(slug_url),
  );
  return row && withPublication(row);
}

export async function deleteLocationPage(db: Db, locationId: number): Promise<boolean> {
  if (!isRowId(locationId)) return false;
  const result = await db
    .deleteFrom('location_pages')
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
