import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import type { LocationPageRow, LocationPageTable } from '../db/schema';
import { toSlug } from '@/lib/slug';

export type LocationPage = LocationPageRow;
export type LocationPageFields = Omit<LocationPageTable, 'location_id' | 'createdAt' | 'updatedAt'>;

/** Ids are 32-bit integer columns on PostgreSQL: anything else cannot exist (and must not reach SQL). */
const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

export class DuplicateLocationSlugError extends Error {
  constructor(readonly slug: string) {
    super(`A location page with the URL "${slug}" already exists.`);
  }
}

export async function listLocationPages(db: Db): Promise<LocationPage[]> {
  return db.selectFrom('location_pages').selectAll().orderBy('location_id').execute();
}

export async function getLocationPage(
  db: Db,
  locationId: number,
): Promise<LocationPage | undefined> {
  if (!isRowId(locationId)) return undefined;
  return db
    .selectFrom('location_pages')
    .selectAll()
    .where('location_id', '=', locationId)
    .executeTakeFirst();
}

export async function getLocationPageBySlug(
  db: Db,
  slug: string,
): Promise<LocationPage | undefined> {
  if (slug.includes('\0') || slug.length > 500) return undefined; // PostgreSQL text cannot hold NUL
  return db
    .selectFrom('location_pages')
    .selectAll()
    .where('slug_url', '=', slug.toLowerCase())
    .executeTakeFirst();
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom('location_pages').select('location_id').where('slug_url', '=', slug);
  if (exceptId !== undefined) query = query.where('location_id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DuplicateLocationSlugError(slug);
}

export async function createLocationPage(
  db: Db,
  fields: LocationPageFields,
): Promise<LocationPage> {
  const slug_url = toSlug(fields.slug_url);
  return db.transaction().execute(async (tx) => {
    await assertSlugFree(tx, slug_url);
    const now = nowIso();
    return tx
      .insertInto('location_pages')
      .values({ ...fields, slug_url, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function updateLocationPage(
  db: Db,
  locationId: number,
  fields: LocationPageFields,
): Promise<LocationPage | undefined> {
  if (!isRowId(locationId)) return undefined;
  const slug_url = toSlug(fields.slug_url);
  return db.transaction().execute(async (tx) => {
    await assertSlugFree(tx, slug_url, locationId);
    return tx
      .updateTable('location_pages')
      .set({ ...fields, slug_url, updatedAt: nowIso() })
      .where('location_id', '=', locationId)
      .returningAll()
      .executeTakeFirst();
  });
}

export async function deleteLocationPage(db: Db, locationId: number): Promise<boolean> {
  if (!isRowId(locationId)) return false;
  const result = await db
    .deleteFrom('location_pages')
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
