import 'server-only';
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { z } from 'zod';

// The backup format, version 1: a folder (or S3 prefix) per backup, named by the UTC
// time it was taken, holding
//
//   tables/<table>.ndjson   one JSON object per line and row, in primary-key order
//   media/<name>            every uploaded file, byte for byte
//   manifest.json           written last: a backup without one is incomplete
//
// Values are what both engines store: text as strings, integers as numbers (booleans
// are 0/1 integers, timestamps ISO text), null. Nothing engine-specific is kept, so a
// backup of SQLite restores into PostgreSQL and back.

export const BACKUP_FORMAT = 'agency-site-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const MEDIA_FOLDER = 'media/';

/** `2025-01-31T02-00-00.123Z`: sorts by time, and is a valid file and key name everywhere. */
export const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;

export function backupName(at: Date): string {
  return at.toISOString().replace(/:/g, '-');
}

/** Media names as stored by either storage: safe path segments, never `..` or hidden. */
export const MEDIA_NAME = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/;

const columnSchema = z.object({
  name: z.string().min(1),
  type: z.string(),
  nullable: z.boolean(),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string(),
  sourceEngine: z.enum(['sqlite', 'postgres']),
  migration: z.string(),
  tables: z.record(
    z.string(),
    z.object({
      file: z.string(),
      rows: z.number().int().min(0),
      primaryKey: z.array(z.string()),
      columns: z.array(columnSchema).min(1),
    }),
  ),
  media: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  files: z.array(
    z.object({
      path: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ColumnInfo = z.infer<typeof columnSchema>;
export type FileEntry = Manifest['files'][number];

export class BackupFormatError extends Error {}

/** Reads a manifest, refusing anything that is not a backup this code can restore. */
export function parseManifest(text: string, where: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFormatError(`${where}: manifest.json is not JSON`);
  }
  const head = json as { format?: unknown; formatVersion?: unknown } | null;
  if (head?.format !== BACKUP_FORMAT) {
    throw new BackupFormatError(`${where}: manifest.json is not a ${BACKUP_FORMAT} manifest`);
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new BackupFormatError(
      `${where}: the backup is format ${head.formatVersion}; this version reads format ${FORMAT_VERSION} only`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupFormatError(
      `${where}: manifest.json is damaged (${issue.path.join('.')}: ${issue.message})`,
    );
  }
  for (const file of parsed.data.files) {
    const safe = file.path.startsWith(TABLES_FOLDER) || file.path.startsWith(MEDIA_FOLDER);
    if (!safe || !MEDIA_NAME.test(file.path)) {
      throw new BackupFormatError(`${where}: manifest.json names an unsafe file "${file.path}"`);
    }
  }
  return parsed.data;
}

const INTEGER_TYPES = new Set(['integer', 'int', 'int4', 'int8', 'bigint', 'smallint', 'int2']);

export const isIntegerType = (type: string) => INTEGER_TYPES.has(type.toLowerCase());

/**
 * A value as the backup stores it. PostgreSQL answers bigint columns as strings, and a
 * driver may answer bigint: both become numbers when they fit, strings otherwise.
 */
export function portableValue(value: unknown, column: ColumnInfo, table: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') {
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  }
  if (typeof value === 'string') {
    if (isIntegerType(column.type) && /^-?\d+$/.test(value)) {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : value;
    }
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  throw new Error(
    `${table}.${column.name} holds a ${Object.prototype.toString.call(value)}, which the backup format does not carry`,
  );
}

export interface Digest {
  bytes: number;
  sha256: string;
}

/** A pass-through stream that counts and hashes what goes through it. */
export function digestStream(): Transform & { digest(): Digest } {
  const hash = createHash('sha256');
  let bytes = 0;
  let hex: string | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      hex = hash.digest('hex');
      done();
    },
  });
  return Object.assign(stream, {
    digest(): Digest {
      if (hex === undefined) throw new Error('digest read before the stream ended');
      return { bytes, sha256: hex };
    },
  });
}

/** A pass-through stream that fails at its end unless the bytes match `expected`. */
export function verifyingStream(expected: FileEntry): Transform {
  const hash = createHash('sha256');
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      const sha256 = hash.digest('hex');
      if (bytes !== expected.bytes || sha256 !== expected.sha256) {
        done(
          new BackupFormatError(
            `${expected.path} does not match the manifest (${bytes} bytes, sha256 ${sha256.slice(0, 12)}…; expected ${expected.bytes} bytes, ${expected.sha256.slice(0, 12)}…)`,
          ),
        );
      } else {
        done();
      }
    },
  });
}

export const formatCount = (n: number) => Math.round(n).toLocaleString('en');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
