import 'server-only';
import { conflict } from '../errors';

/** Whether a database error is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, extendedCode } = error as { code?: unknown; extendedCode?: unknown };
  return (
    code === '23505' || // PostgreSQL unique_violation
    extendedCode === 'SQLITE_CONSTRAINT_UNIQUE' ||
    extendedCode === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Runs a write whose unique index is the real guard against a duplicate: two writers
 * racing past any earlier check still meet it. Its violation becomes a `conflict`
 * with the caller's message.
 */
export async function writeUnique<T>(write: () => Promise<T>, conflictMessage: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(conflictMessage);
    throw error;
  }
}
