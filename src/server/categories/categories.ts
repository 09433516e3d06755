import 'server-only';
import type { Db } from '../db/types';
import type { Category } from '@/lib/records';

export type { Category } from '@/lib/records';

/** The category every blog list offers as "show everything"; never a blog's own category. */
export const ALL_CATEGORY_NAME = 'All';

export async function listCategories(db: Db): Promise<Category[]> {
  return db.selectFrom('categories').selectAll().orderBy('category_id').execute();
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('category_id')
    .where('category_id', '=', categoryId)
    .where('category', '!=', ALL_CATEGORY_NAME)
    .executeTakeFirst();
  return row !== undefined;
}

export async function createCategories(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('categories')
    .values(names.map((category) => ({ category })))
    .execute();
}
