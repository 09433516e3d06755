import 'server-only';
import { createHash } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { sql, type SqlBool } from 'kysely';
import type { DatabaseConfig, DatabaseHandle } from '../db/client';
import {
  BACKUP_FORMAT,
  backupName,
  digestStream,
  FORMAT_VERSION,
  formatBytes,
  formatCount,
  MEDIA_FOLDER,
  portableValue,
  TABLES_FOLDER,
  type FileEntry,
  type Manifest,
} from './format';
import type { MediaStore } from './media';
import { withSnapshot } from './snapshot';
import type { BackupStore } from './store';
import { latestMigration, listTables, type AnyDb, type TableInfo } from './tables';

// `npm run backup` and the scheduled backups: every table from one snapshot, streamed
// in keyset pages, then the media, then the manifest. The site keeps serving and
// writing throughout (see snapshot.ts).
//
// Media are listed after the snapshot: an upload is stored before the record naming it
// is saved, so every file a backed-up row names is in the list (files uploaded during
// the backup may be too, which does no harm).

/** Rows per query: a page is all the backup ever holds of a table. */
export const PAGE_SIZE = 1000;

/** The schedule's lease (schedule.ts) lives in settings; it describes this site's runs, not its data. */
export const BACKUP_LEASE_KEY = 'backup:lease';
const LEFT_OUT: Record<string, { column: string; value: string }> = {
  settings: { column: 'key', value: BACKUP_LEASE_KEY },
};

export interface BackupSource {
  handle: DatabaseHandle;
  /** Where SQLite's file is (the snapshot opens a connection of its own). */
  config: DatabaseConfig;
  media: MediaStore;
}

export interface BackupOptions {
  pageSize?: number;
  /** Progress lines (table, rows, files); the script sends them to stderr. */
  log?: (line: string) => void;
}

export interface BackupSummary {
  name: string;
  location: string;
  manifest: Manifest;
  rows: number;
  bytes: number;
  seconds: number;
}

export class BackupSourceError extends Error {}

/** A throttled progress line: at most one per interval, and always the last. */
function throttle(log: (line: string) => void, intervalMs = 5000) {
  let last = performance.now();
  return (line: string, final = false) => {
    const now = performance.now();
    if (final || now - last >= intervalMs) {
      last = now;
      log(line);
    }
  };
}

function keysetAfter(primaryKey: string[], after: unknown[]) {
  if (primaryKey.length === 1) return sql<SqlBool>`${sql.ref(primaryKey[0]!)} > ${after[0]}`;
  return sql<SqlBool>`(${sql.join(primaryKey.map((c) => sql.ref(c)))}) > (${sql.join(after)})`;
}

/** A table as NDJSON, page by page, hashed on the way out. */
async function* tableChunks(
  db: AnyDb,
  table: TableInfo,
  pageSize: number,
  hash: ReturnType<typeof createHash>,
  onRows: (rows: number) => void,
): AsyncGenerator<Buffer> {
  const leftOut = LEFT_OUT[table.name];
  let after: unknown[] | undefined;
  let rows = 0;
  for (;;) {
    let query = db.selectFrom(table.name).selectAll();
    if (leftOut) query = query.where(leftOut.column, '<>', leftOut.value);
    if (after) query = query.where(keysetAfter(table.primaryKey, after));
    for (const column of table.primaryKey) query = query.orderBy(column);
    const page: Record<string, unknown>[] = await query.limit(pageSize).execute();
    if (page.length === 0) return;
    const lines = page.map((row) => {
      const portable: Record<string, unknown> = {};
      for (const column of table.columns) {
        portable[column.name] = portableValue(row[column.name], column, table.name);
      }
      return JSON.stringify(portable);
    });
    const chunk = Buffer.from(`${lines.join('\n')}\n`);
    hash.update(chunk);
    rows += page.length;
    onRows(rows);
    yield chunk;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = table.primaryKey.map((column) => last[column]);
  }
}

/** `input` through `transform`, with the input's errors passed on. */
export function through<T extends Transform>(input: Readable, transform: T): T {
  input.once('error', (error) => transform.destroy(error));
  return input.pipe(transform);
}

export async function createBackup(
  source: BackupSource,
  store: BackupStore,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const createdAt = new Date();
  const name = backupName(createdAt);
  const engine = source.handle.engine;
  const writer = await store.create(name);
  const files: FileEntry[] = [];
  const tables: Manifest['tables'] = {};
  let rowsTotal = 0;

  try {
    log(`backup: ${engine} database → ${writer.location}`);
    const migration = await withSnapshot(source.handle, source.config, async (db) => {
      const migration = await latestMigration(db, engine);
      if (!migration) {
        throw new BackupSourceError(
          'The database has no schema (no migration has run there): check DATA_DIR or DATABASE_URL',
        );
      }
      for (const table of await listTables(db, engine)) {
        if (table.primaryKey.length === 0) {
          throw new BackupSourceError(
            `Table ${table.name} has no primary key, which the backup pages by`,
          );
        }
        const file = `${TABLES_FOLDER}${table.name}.ndjson`;
        const hash = createHash('sha256');
        const progress = throttle(log);
        let rows = 0;
        let bytes = 0;
        const chunks = tableChunks(db, table, pageSize, hash, (n) => {
          rows = n;
          progress(`backup: table ${table.name}: ${formatCount(n)} rows…`);
        });
        const counted = (async function* () {
          for await (const chunk of chunks) {
            bytes += chunk.length;
            yield chunk;
          }
        })();
        await writer.put(file, Readable.from(counted, { objectMode: false }));
        files.push({ path: file, bytes, sha256: hash.digest('hex') });
        tables[table.name] = {
          file,
          rows,
          primaryKey: table.primaryKey,
          columns: table.columns,
        };
        rowsTotal += rows;
        log(`backup: table ${table.name}: ${formatCount(rows)} rows`);
      }
      return migration;
    });

    const names = await source.media.list();
    const mediaProgress = throttle(log);
    let mediaBytes = 0;
    for (const [index, mediaName] of names.entries()) {
      const digest = digestStream();
      const file = `${MEDIA_FOLDER}${mediaName}`;
      await writer.put(file, through(await source.media.read(mediaName), digest));
      const { bytes, sha256 } = digest.digest();
      files.push({ path: file, bytes, sha256 });
      mediaBytes += bytes;
      mediaProgress(
        `backup: media: ${formatCount(index + 1)}/${formatCount(names.length)} files, ${formatBytes(mediaBytes)}`,
        index === names.length - 1,
      );
    }
    if (names.length === 0) log(`backup: media: no files in ${source.media.location}`);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      completedAt: new Date().toISOString(),
      sourceEngine: engine,
      migration,
      tables,
      media: { files: names.length, bytes: mediaBytes },
      files,
    };
    await writer.finish(`${JSON.stringify(manifest, null, 2)}\n`);
    return {
      name,
      location: writer.location,
      manifest,
      rows: rowsTotal,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await writer.abort().catch(() => {});
    throw error;
  }
}
