import 'server-only';
import type { z } from 'zod';
import { parseRowId } from '@/lib/ids';
import { listQuery, pageRequestOf } from '@/lib/schemas/list-query';
import { invalid, notFound } from '@/server/errors';
import { firstIssueMessage } from './body';

/** The row id a path segment names, or `not_found` with the endpoint's message. */
export function rowIdParam(segment: string, notFoundMessage: string): number {
  const id = parseRowId(segment);
  if (id === undefined) throw notFound(notFoundMessage);
  return id;
}

/** A slug-like path segment that is safe to look up (no NUL, bounded length). */
export function isLookupSegment(segment: string): boolean {
  return segment.length > 0 && segment.length <= 500 && !segment.includes('\0');
}

/** The query string checked against a schema of string fields (absent ones left undefined). */
export function readQuery<S extends z.ZodObject>(request: Request, schema: S): z.infer<S> {
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined]),
  );
  const result = schema.safeParse(values);
  if (!result.success) throw invalid(firstIssueMessage(result.error));
  return result.data;
}

/** The page a list endpoint was asked for, or undefined for the whole list. */
export const readPageRequest = (request: Request) => pageRequestOf(readQuery(request, listQuery));

/** Headers of a paged answer: how many there are in all. */
export const pageHeaders = (total: number) => ({ 'X-Total-Count': String(total) });
