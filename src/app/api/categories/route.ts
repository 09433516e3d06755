import { endpoint } from '@/http/endpoint';
import { success } from '@/http/respond';
import { z } from 'zod';
import { categoryRecord } from '@/lib/schemas/answers/content';
import { dataAnswer } from '@/lib/schemas/answers/envelopes';
import { listCategories } from '@/server/categories/categories';

export const dynamic = 'force-dynamic';

// GET /api/categories – blog categories: {status, data: [{category_id, category}]} (public)
export const GET = endpoint(
  { summary: 'Blog categories', auth: 'public', response: dataAnswer(z.array(categoryRecord)) },
  async ({ db }) => {
    const categories = await listCategories(db);
    return success({
      data: categories.map(({ category_id, category }) => ({ category_id, category })),
    });
  },
);
