import 'server-only';
import type { PublicationStatus } from '@/lib/editorial';
import type { ContentCountTable } from './schema';
import type { Db } from './types';

/**
 * How many records of a content table have `status`, or how many it holds: one row
 * that triggers keep in step with every write (migration 008), where a COUNT would
 * read every matching row.
 */
export async function countOfStatus(
  db: Db,
  table: ContentCountTable['entity'],
  status?: PublicationStatus,
): Promise<number> {
  const row = await db
    .selectFrom('content_counts')
    .select(['published', 'draft', 'scheduled'])
    .where('entity', '=', table)
    .executeTakeFirstOrThrow();
  if (status) return Number(row[status]);
  return Number(row.published) + Number(row.draft) + Number(row.scheduled);
}
