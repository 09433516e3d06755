import 'server-only';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { PageRequest } from '@/lib/schemas/list-query';

export type { PageRequest } from '@/lib/schemas/list-query';

export interface PageOf<T> {
  items: T[];
  total: number;
}

export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit;

/** A content type's list order, as its declaration gives it (src/lib/content-types). */
export function inListOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: readonly { column: string; direction: 'asc' | 'desc' }[],
): SelectQueryBuilder<DB, TB, O> {
  return order.reduce(
    (ordered, { column, direction }) => ordered.orderBy(sql.ref(column), direction),
    query,
  );
}

/**
 * Whether any of the columns contains the text, ignoring case, on both engines. LIKE's
 * own wildcards in the text are matched literally.
 */
export function containsText(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const tests = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** How many rows the query matches (a COUNT: it reads every one of them). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as { total: string | number }).total);
}
