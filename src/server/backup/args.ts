import 'server-only';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  BACKUP_DESTINATION_HINT,
  parseBackupDestination,
  type BackupDestination,
} from '@/env/backup-destination';

// The command lines of `npm run backup` and `npm run restore`, checked before anything
// is opened: a bad one exits with 2 and touches nothing.

export const BACKUP_USAGE = `Usage: npm run backup -- --to DIR|s3://bucket/prefix [--keep N]

Writes a backup of the configured database (DATA_DIR SQLite, or DATABASE_URL) and the
uploaded media into a new folder (or prefix) named by the UTC time, with manifest.json
written last. The site may keep running.
  --to DIR|s3://bucket/prefix   where backups are kept (a bucket is reached with S3_*)
  --keep N                      afterwards, delete all but the newest N backups there`;

export const RESTORE_USAGE = `Usage: npm run restore -- --from DIR|s3://bucket/prefix [--force]

Loads a backup into the configured database (DATA_DIR SQLite, or DATABASE_URL; either
engine, whichever made the backup) and the uploaded media into the configured storage.
Stop the site first.
  --from LOCATION   a backup folder (with manifest.json), or a --to location: the newest
                    complete backup in it
  --force           empty a database that holds anything first (it is otherwise refused)`;

export class UsageError extends Error {}

export interface BackupArgs {
  help: boolean;
  to?: BackupDestination;
  keep?: number;
}

export interface RestoreArgs {
  help: boolean;
  from?: BackupDestination;
  force: boolean;
}

function parse(argv: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function destination(flag: string, value: string | undefined): BackupDestination {
  if (value === undefined) {
    throw new UsageError(`--${flag} is required: ${BACKUP_DESTINATION_HINT}.`);
  }
  try {
    return parseBackupDestination(value);
  } catch (error) {
    throw new UsageError(`--${flag} ${(error as Error).message}.`);
  }
}

export function parseBackupArgs(argv: string[]): BackupArgs {
  const values = parse(argv, {
    to: { type: 'string' },
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  }) as { to?: string; keep?: string; help?: boolean };
  if (values.help) return { help: true };
  let keep: number | undefined;
  if (values.keep !== undefined) {
    if (!/^\d+$/.test(values.keep) || Number(values.keep) < 1) {
      throw new UsageError(`--keep must be a whole number of 1 or more, not "${values.keep}".`);
    }
    keep = Number(values.keep);
  }
  return { help: false, to: destination('to', values.to), keep };
}

export function parseRestoreArgs(argv: string[]): RestoreArgs {
  const values = parse(argv, {
    from: { type: 'string' },
    force: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  }) as { from?: string; force?: boolean; help?: boolean };
  if (values.help) return { help: true, force: false };
  return { help: false, from: destination('from', values.from), force: values.force ?? false };
}
