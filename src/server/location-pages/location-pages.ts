import 'server-only';
import { isRowId } from '@/lib/ids';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { LocationPageRow, LocationPageTable, WithoutPublication } from '../db/schema';
import { toSlug } from '@/lib/slug';
import { inListOrder, type PageOf, type PageRequest } from '../db/paging';
import { writeUnique } from '../db/unique-violation';
import { ofStatus, readPage, type StatusFilter } from '../editorial/content-lists';
import { withPublication } from '../editorial/publication';
import type { PublicationState } from '@/lib/editorial';
import { locationPageFields, locationPageType } from '@/lib/content-types/location-page';
import { emptyColumnsOf, type NewColumnsOf } from '@/lib/content-types/fields';

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
  { status }: StatusFilter = {},
): Promise<LocationPage[]> {
  const records = ofStatus(db.selectFrom('location_pages'), status);
  const rows = await inListOrder(records.selectAll(), locationPageType.listOrder).execute();
  return rows.map(withPublication);
}

/** One page, newest first, optionally only those whose URL or heading contain `search`. */
export async function listLocationPagePage(
  db: Db,
  request: PageRequest,
  { status }: StatusFilter = {},
): Promise<PageOf<LocationPage>> {
  const { items, total } = await readPage(db, locationPageType, request, {
    records: ofStatus(db.selectFrom('location_pages'), status),
    select: (records) => records.selectAll(),
    status,
  });
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
