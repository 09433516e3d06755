import 'server-only';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/client';
import { migrateToLatest } from '../db/migrations';
import { BACKUP_LEASE_KEY, through } from './backup';
import {
  BackupFormatError,
  formatBytes,
  formatCount,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  parseManifest,
  verifyingStream,
  type FileEntry,
  type Manifest,
} from './format';
import type { MediaStore } from './media';
import type { BackupReader } from './store';
import {
  appliedMigrations,
  dependencyOrder,
  listTables,
  type AnyDb,
  type TableInfo,
} from './tables';

// `npm run restore`: a backup into the configured database, of either engine. The
// schema comes from the migrations; the rows from the backup, in one transaction,
// parents before children, checked against the manifest's checksums and counts before
// it commits. Media go first: a damaged file stops the restore before the database is
// touched (media names are random, so a file written twice is the same file).

/** Most bind parameters in one INSERT, below both engines' limits. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 500;

export interface RestoreTarget {
  handle: DatabaseHandle;
  media: MediaStore;
}

export interface RestoreOptions {
  /** Empty a database that holds anything, rather than refuse it. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  location: string;
  manifest: Manifest;
  rows: number;
  files: number;
  bytes: number;
  /** Tables that held rows and were emptied (with force). */
  emptied: string[];
  seconds: number;
}

/** The target is not one this backup can go into (not empty, newer backup, other schema). */
export class RestoreRefusedError extends Error {}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The lines of a stream, decoded as UTF-8; the stream's errors are thrown. */
async function* lines(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of stream) {
    pending += decoder.write(chunk as Buffer);
    let newline: number;
    while ((newline = pending.indexOf('\n')) !== -1) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
    }
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

/** Rows in each table, without the rows a backup leaves out (the schedule's lease). */
async function rowCounts(db: AnyDb, tables: TableInfo[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    let query = db.selectFrom(table.name).select(sql<number>`count(*)`.as('n'));
    if (table.name === 'settings') query = query.where('key', '<>', BACKUP_LEASE_KEY);
    const { n } = await query.executeTakeFirstOrThrow();
    counts.set(table.name, Number(n));
  }
  return counts;
}

function checkCompatible(manifest: Manifest, target: Map<string, TableInfo>, where: string) {
  for (const [name, entry] of Object.entries(manifest.tables)) {
    const table = target.get(name);
    if (!table) {
      throw new RestoreRefusedError(
        `The backup has a table "${name}" that ${where} lacks: restore it with the version that made it`,
      );
    }
    const known = new Set(table.columns.map((c) => c.name));
    const unknown = entry.columns.filter((c) => !known.has(c.name)).map((c) => c.name);
    if (unknown.length) {
      throw new RestoreRefusedError(
        `The backup's ${name} has columns ${unknown.join(', ')} that ${where} lacks: restore it with the version that made it`,
      );
    }
  }
}

export async function restoreBackup(
  reader: BackupReader,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const { engine } = target.handle;
  const db: AnyDb = target.handle.db;
  const where = engine === 'postgres' ? 'the PostgreSQL database' : 'the SQLite database';

  const manifest = parseManifest(await readText(await reader.get(MANIFEST_FILE)), reader.location);
  const fileByPath = new Map(manifest.files.map((file) => [file.path, file]));
  for (const [name, entry] of Object.entries(manifest.tables)) {
    if (!fileByPath.has(entry.file)) {
      throw new BackupFormatError(`${reader.location}: the manifest has no checksum for ${name}`);
    }
  }
  const mediaFiles = manifest.files.filter((file) => file.path.startsWith(MEDIA_FOLDER));
  log(
    `restore: backup of ${manifest.createdAt} (${manifest.sourceEngine}, schema ${manifest.migration}) from ${reader.location}`,
  );

  await migrateToLatest(db, engine);
  const applied = await appliedMigrations(db);
  if (!applied.includes(manifest.migration)) {
    throw new RestoreRefusedError(
      `The backup's schema (${manifest.migration}) is newer than this version's (${applied.at(-1)}): restore it with the version that made it`,
    );
  }
  const targetTables = await listTables(db, engine);
  const byName = new Map(targetTables.map((table) => [table.name, table]));
  checkCompatible(manifest, byName, where);

  const before = await rowCounts(db, targetTables);
  const holding = [...before].filter(([, n]) => n > 0);
  if (holding.length && !options.force) {
    const list = holding.map(([name, n]) => `${name} (${formatCount(n)} rows)`).join(', ');
    throw new RestoreRefusedError(
      `${where} is not empty: ${list}. A restore goes into an empty database; run it with --force to delete everything in it first.`,
    );
  }

  // Media first: nothing in the database changes unless every file arrived intact.
  let mediaBytes = 0;
  for (const [index, file] of mediaFiles.entries()) {
    const name = file.path.slice(MEDIA_FOLDER.length);
    await target.media.write(name, through(await reader.get(file.path), verifyingStream(file)));
    mediaBytes += file.bytes;
    if ((index + 1) % 100 === 0 || index === mediaFiles.length - 1) {
      log(
        `restore: media: ${formatCount(index + 1)}/${formatCount(mediaFiles.length)} files, ${formatBytes(mediaBytes)} → ${target.media.location}`,
      );
    }
  }

  const ordered = dependencyOrder(targetTables);
  const emptied = holding.map(([name]) => name);
  let rowsTotal = 0;
  await db.transaction().execute(async (tx) => {
    if (emptied.length) {
      for (const table of [...ordered].reverse()) await tx.deleteFrom(table.name).execute();
      log(`restore: emptied ${emptied.join(', ')}`);
    }
    for (const table of ordered) {
      const entry = manifest.tables[table.name];
      if (!entry) {
        log(`restore: table ${table.name}: not in the backup, left empty`);
        continue;
      }
      const body = await reader.get(entry.file);
      const rows = await insertTable(tx, table.name, entry, body, fileByPath.get(entry.file)!);
      rowsTotal += rows;
      log(`restore: table ${table.name}: ${formatCount(rows)} rows`);
    }
    if (engine === 'postgres') await moveSequences(tx, ordered);

    const after = await rowCounts(
      tx,
      ordered.filter((table) => manifest.tables[table.name]),
    );
    for (const [name, entry] of Object.entries(manifest.tables)) {
      if (after.get(name) !== entry.rows) {
        throw new BackupFormatError(
          `${name} holds ${after.get(name)} rows after the restore; the manifest says ${entry.rows}`,
        );
      }
    }
  });

  return {
    location: reader.location,
    manifest,
    rows: rowsTotal,
    files: mediaFiles.length,
    bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
    emptied,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One table's file into its table, in multi-row inserts; answers the rows inserted. */
async function insertTable(
  tx: AnyDb,
  name: string,
  entry: Manifest['tables'][string],
  body: Readable,
  file: FileEntry,
): Promise<number> {
  const table = entry.file;
  const columns = entry.columns.map((c) => c.name);
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)),
  );
  let batch: Record<string, unknown>[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.insertInto(name).values(batch).execute();
    rows += batch.length;
    batch = [];
  };
  let lineNumber = 0;
  for await (const line of lines(through(body, verifyingStream(file)))) {
    lineNumber++;
    if (line === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new BackupFormatError(`${table} line ${lineNumber} is not JSON`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new BackupFormatError(`${table} line ${lineNumber} is not a row`);
    }
    const source = parsed as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const column of columns) row[column] = source[column] ?? null;
    batch.push(row);
    if (batch.length >= perInsert) await flush();
  }
  await flush();
  if (rows !== entry.rows) {
    throw new BackupFormatError(`${table} has ${rows} rows; the manifest says ${entry.rows}`);
  }
  return rows;
}

/** After explicit ids, each identity sequence continues past the largest one. */
async function moveSequences(tx: AnyDb, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.identity) {
      await sql`select setval(
          pg_get_serial_sequence(${sql.lit(`"${table.name}"`)}, ${sql.lit(column)}),
          coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0) + 1,
          false)`.execute(tx);
    }
  }
}
