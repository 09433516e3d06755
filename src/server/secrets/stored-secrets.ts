import 'server-only';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/client';
import type { Database } from '../db/schema';
import type { Db } from '../db/types';
import {
  addKeyToFile,
  keyFilePath,
  loadKeyRing,
  SecretsKeyError,
  type KeyRing,
  type KeySource,
} from './keys';
import { isSealed, openWith, SecretBoxError, sealedKeyId, sealWith } from './secret-box';

// The columns that hold sealed secrets, and the work done on all of them: at start,
// checking that every sealed value names a key we hold and sealing values still stored
// in the clear (two-factor secrets written before secrets were sealed); on rotation,
// sealing everything again with the newest key. Both write a value only if it is still
// the one read (UPDATE … WHERE column = <value read>), so instances starting at once,
// or a rotation running beside the site, never seal a value twice or undo a newer one.

/** A column of sealed secrets in a table with a one-column primary key. */
export interface SealedColumn {
  table: keyof Database & string;
  key: string;
  column: string;
  /** What the values are, in messages ("two-factor secrets"). */
  label: string;
}

export const TOTP_SECRETS = {
  table: 'users',
  key: 'id',
  column: 'totpSecret',
  label: 'two-factor secrets',
} as const satisfies SealedColumn;

/** Webhook signing secrets (migration 011), and the one a rotation keeps signing for 24 h. */
export const WEBHOOK_SECRETS = [
  { table: 'webhooks', key: 'id', column: 'secret', label: 'webhook secrets' },
  { table: 'webhooks', key: 'id', column: 'previousSecret', label: 'previous webhook secrets' },
] as const satisfies readonly SealedColumn[];

/** Every column of sealed secrets. A table that stores another kind adds its column here. */
export const SEALED_COLUMNS: readonly SealedColumn[] = [TOTP_SECRETS, ...WEBHOOK_SECRETS];

const PAGE_SIZE = 500;
const DOCS = 'docs/deploy.md, "Secrets at rest"';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are named at run time
type AnyDb = Kysely<any>;
type Id = string | number;

/** The stored values of a column, page by page in key order. */
async function* storedValues(
  db: Db,
  { table, key, column }: SealedColumn,
): AsyncGenerator<{ id: Id; value: string }> {
  const any = db as unknown as AnyDb;
  let after: Id | undefined;
  for (;;) {
    let query = any
      .selectFrom(table)
      .select([`${key} as id`, `${column} as value`])
      .where(column, 'is not', null)
      .orderBy(key)
      .limit(PAGE_SIZE);
    if (after !== undefined) query = query.where(key, '>', after);
    const rows = (await query.execute()) as { id: Id; value: string }[];
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows.at(-1)!.id;
  }
}

/** Writes `to` in place of `from`, unless the value changed since it was read. */
async function replaceValue(
  db: Db,
  { table, key, column }: SealedColumn,
  id: Id,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await (db as unknown as AnyDb)
    .updateTable(table)
    .set({ [column]: to })
    .where(key, '=', id)
    .where(column, '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

interface Census {
  /** Values still stored in the clear. */
  clear: number;
  /** Sealed values by the id of their key. */
  byKey: Map<string, number>;
}

async function takeCensus(db: Db): Promise<Census> {
  const census: Census = { clear: 0, byKey: new Map() };
  for (const column of SEALED_COLUMNS) {
    for await (const { value } of storedValues(db, column)) {
      const id = sealedKeyId(value);
      if (id === undefined) census.clear++;
      else census.byKey.set(id, (census.byKey.get(id) ?? 0) + 1);
    }
  }
  return census;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Throws, saying what to do, when sealed values name keys that the ring lacks. */
function checkKeys(census: Census, ring: KeyRing | undefined, source: KeySource): KeyRing {
  const missing = [...census.byKey].filter(([id]) => !ring?.keys.some((k) => k.id === id));
  if (missing.length === 0) return ring!;
  const count = missing.reduce((sum, [, n]) => sum + n, 0);
  const ids = missing.map(([id]) => id).join(', ');
  const sealed = `The database holds ${plural(count, 'secret')} sealed with key ${ids}`;
  if (!ring) {
    throw new SecretsKeyError(
      `${sealed}, but there is no key: SECRETS_KEY is unset and DATA_DIR holds no ` +
        `${keyFilePath(source.dataDir)}. Set SECRETS_KEY to the keys they were sealed with, or put ` +
        `back the key file kept with this database's backups (${DOCS}).`,
    );
  }
  const holds = `(it holds ${ring.keys.map((k) => k.id).join(', ')})`;
  throw new SecretsKeyError(
    source.secretsKey
      ? `${sealed}, which SECRETS_KEY does not hold ${holds}. Add that key to SECRETS_KEY, after ` +
          `the key that seals; every instance needs the same SECRETS_KEY (${DOCS}).`
      : `${sealed}, which the key file ${ring.origin} does not hold ${holds}. Put that key in ` +
          `the file, or set SECRETS_KEY to every key, the one that seals first; instances with ` +
          `different DATA_DIRs need SECRETS_KEY (${DOCS}).`,
  );
}

export interface PreparedSecrets {
  ring: KeyRing;
  /** Values that were stored in the clear and are now sealed. */
  sealed: number;
}

/**
 * At start (src/server/setup/prepare-database.ts): refuses a database whose sealed
 * secrets no key of ours opens, writes the key file on a first start without
 * SECRETS_KEY, and seals the secrets still stored in the clear.
 */
export async function prepareSecrets(
  db: Db,
  engine: Engine,
  source: KeySource,
  log: (line: string) => void,
): Promise<PreparedSecrets> {
  const census = await takeCensus(db);
  const ring = checkKeys(census, loadKeyRing(source, { create: census.byKey.size === 0 }), source);
  let sealed = 0;
  if (census.clear > 0) {
    for (const column of SEALED_COLUMNS) {
      for await (const { id, value } of storedValues(db, column)) {
        if (isSealed(value)) continue;
        if (await replaceValue(db, column, id, value, sealWith(ring, value))) sealed++;
      }
    }
  }
  if (engine === 'postgres' && !source.secretsKey) {
    log(
      `[setup] SECRETS_KEY is unset: stored secrets are sealed with the key in ${ring.origin}. ` +
        `Every instance that shares this database needs the same key: set SECRETS_KEY (${DOCS}).`,
    );
  }
  return { ring, sealed };
}

/**
 * What a start would refuse this database for, or undefined: for `npm run restore`,
 * which warns at once rather than at the next start. Writes no key file.
 */
export async function secretsKeyProblem(db: Db, source: KeySource): Promise<string | undefined> {
  const census = await takeCensus(db);
  if (census.byKey.size === 0) return undefined;
  try {
    checkKeys(census, loadKeyRing(source, { create: false }), source);
    return undefined;
  } catch (error) {
    if (error instanceof SecretsKeyError) return error.message;
    throw error;
  }
}

export interface Rotation {
  ring: KeyRing;
  /** Whether the key file got a new key (without SECRETS_KEY). */
  added: boolean;
  resealed: number;
  /** Values that could not be opened (altered), left as they were. */
  unreadable: string[];
  /** Keys of the ring after the first that no stored value names any more. */
  unused: string[];
}

/**
 * `npm run admin -- rotate-secrets-key`. Without SECRETS_KEY, puts a new key first in
 * the key file; with it, uses its first key. Then seals every stored secret that is
 * not sealed with that key again with it, while the site runs: a running server opens
 * with any key of its ring, and the old keys stay in the ring.
 */
export async function rotateSecretsKey(db: Db, source: KeySource): Promise<Rotation> {
  const census = await takeCensus(db);
  const current = checkKeys(
    census,
    loadKeyRing(source, { create: census.byKey.size === 0 }),
    source,
  );
  const ring = source.secretsKey ? current : addKeyToFile(source.dataDir);
  const newest = ring.keys[0]!.id;
  let resealed = 0;
  const unreadable = new Map<string, string>();
  // A value an instance changes meanwhile (a new enrolment) is skipped and looked at
  // again; instances seal with the newest key once they see it.
  for (let pass = 0; pass < 3; pass++) {
    let skipped = 0;
    for (const column of SEALED_COLUMNS) {
      for await (const { id, value } of storedValues(db, column)) {
        if (sealedKeyId(value) === newest) continue;
        const where = `${column.table}.${column.column} of ${column.key} ${id}`;
        let plain: string;
        try {
          plain = isSealed(value) ? openWith(ring, value) : value;
        } catch (error) {
          if (!(error instanceof SecretBoxError)) throw error;
          unreadable.set(where, `${where}: ${error.message}`);
          continue;
        }
        if (await replaceValue(db, column, id, value, sealWith(ring, plain))) resealed++;
        else skipped++;
      }
    }
    if (skipped === 0) break;
  }
  const after = await takeCensus(db);
  return {
    ring,
    added: !source.secretsKey,
    resealed,
    unreadable: [...unreadable.values()],
    unused: ring.keys.slice(1).flatMap((k) => (after.byKey.has(k.id) ? [] : [k.id])),
  };
}
