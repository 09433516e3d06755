import { categoryExists } from '@/server/categories/categories';
import type { Db } from '@/server/db/types';
import { badRequest } from '@/server/http/errors';

/** A blog's category must exist and not be the "All" pseudo-category. */
export async function assertBlogCategory(db: Db, categoryId: number): Promise<void> {
  if (!(await categoryExists(db, categoryId)))
    throw badRequest('Choose one of the listed categories.');
}
