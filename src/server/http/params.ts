import 'server-only';

const MAX_ROW_ID = 2_147_483_647; // 32-bit integer columns on PostgreSQL

/** A numeric row id from a path segment, or undefined when it cannot name a row. */
export function parseRowId(segment: string): number | undefined {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}

/** A slug-like path segment that is safe to look up (no NUL, bounded length). */
export function isLookupSegment(segment: string): boolean {
  return segment.length > 0 && segment.length <= 500 && !segment.includes('\0');
}
