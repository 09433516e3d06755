// Where backups go: a folder, or `s3://bucket/prefix`. Pure, so that the configuration
// (BACKUP_TO) and the command line (`--to`, `--from`) check a destination the same way.
import path from 'node:path';

export type BackupDestination =
  /** An absolute folder; each backup is a folder inside it. */
  | { kind: 'dir'; path: string }
  /** A bucket and a key prefix ('' or ending in '/'); each backup is a prefix under it. */
  | { kind: 's3'; bucket: string; prefix: string };

export const BACKUP_DESTINATION_HINT = 'a folder, or s3://bucket/prefix';

// S3's rules for bucket names: 3-63 of a-z 0-9 . -, starting and ending with a letter or digit.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const SEGMENT = /^[\w.=+@,-]+$/;

/** Parses a destination; throws an Error whose message says what is wrong with it. */
export function parseBackupDestination(value: string): BackupDestination {
  const text = value.trim();
  if (text === '') throw new Error(`must be ${BACKUP_DESTINATION_HINT}`);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return { kind: 'dir', path: path.resolve(text) };
  if (scheme !== 's3') {
    throw new Error(`must be ${BACKUP_DESTINATION_HINT}, not a ${scheme}:// address`);
  }
  const rest = text.slice('s3://'.length);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  if (!BUCKET.test(bucket)) {
    throw new Error(
      `"${bucket}" is not a bucket name (3-63 lowercase letters, digits, dots and hyphens): use s3://bucket/prefix`,
    );
  }
  const segments = (slash === -1 ? '' : rest.slice(slash + 1)).split('/').filter(Boolean);
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..') {
      throw new Error(
        `"${segment}" is not allowed in an S3 prefix (letters, digits and _ . = + @ , - only)`,
      );
    }
  }
  return { kind: 's3', bucket, prefix: segments.length ? `${segments.join('/')}/` : '' };
}

/** The destination written back as an operator would type it. */
export function describeBackupDestination(destination: BackupDestination): string {
  return destination.kind === 'dir'
    ? destination.path
    : `s3://${destination.bucket}/${destination.prefix}`;
}
