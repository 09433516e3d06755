import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { listCategories } from '@/server/categories/categories';

export const dynamic = 'force-dynamic';

// GET /api/categories – blog categories: {status, data: [{category_id, category}]} (public)
export const GET = endpoint({ auth: 'public' }, async ({ db }) => {
  const categories = await listCategories(db);
  return success({
    data: categories.map(({ category_id, category }) => ({ category_id, category })),
  });
});
