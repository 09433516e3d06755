import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** What every domain function takes first: the database (or a transaction on it). */
export type Db = Kysely<Database>;

export const nowIso = () => new Date().toISOString();
