import { listCategories } from '@/server/categories/categories';
import { getDb } from '@/server/db';
import { route, success } from '@/server/http/handler';

export const dynamic = 'force-dynamic';

// GET /api/categories – blog categories: {status, data: [{category_id, category}]} (public)
export const GET = route(async () => {
  const categories = await listCategories(await getDb());
  return success({
    data: categories.map(({ category_id, category }) => ({ category_id, category })),
  });
});
