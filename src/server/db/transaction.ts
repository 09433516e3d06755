import 'server-only';
import type { Db } from './types';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a domain
 * write that keeps itself atomic can also be one step of a larger atomic write (a save
 * with its revision and redirects, src/server/editorial/).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
