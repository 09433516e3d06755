import { z } from '@/lib/zod-setup';
import { pageNumber } from './fields';

// The list endpoints of spec point 7 answer the whole list when called as the spec
// calls them. With `page`, `limit` or `q` they answer one page of it instead (same
// body shape) and say how many there are in all in the X-Total-Count header.

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

export const listQuery = z.object({
  page: pageNumber('page', 100_000)
    .optional()
    .describe('Answer this page only (from 1); the total is in X-Total-Count'),
  limit: pageNumber('limit', LIST_MAX_LIMIT)
    .optional()
    .describe(`Records a page (1 to ${LIST_MAX_LIMIT}, default ${LIST_DEFAULT_LIMIT})`),
  q: z
    .string()
    .trim()
    .max(100, 'q must be at most 100 characters.')
    .optional()
    .describe('Only records whose title, slug, heading or name contain this text, any case'),
});

export interface PageRequest {
  page: number;
  limit: number;
  search: string;
}

/** The page asked for, or undefined for the whole list (no paging parameter given). */
export function pageRequestOf(query: z.infer<typeof listQuery>): PageRequest | undefined {
  if (query.page === undefined && query.limit === undefined && query.q === undefined) {
    return undefined;
  }
  return { page: query.page ?? 1, limit: query.limit ?? LIST_DEFAULT_LIMIT, search: query.q ?? '' };
}
