// Row ids are 32-bit integer columns on PostgreSQL: anything else cannot name a row
// (and must not reach SQL, where it would fail instead of finding nothing).

const MAX_ROW_ID = 2_147_483_647;

export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** A numeric row id from a path segment, or undefined when it cannot name a row. */
export function parseRowId(segment: string): number | undefined {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return isRowId(id) ? id : undefined;
}
