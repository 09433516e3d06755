// `npm run backup -- --to DIR|s3://bucket/prefix [--keep N]`: a consistent backup of the
// configured database and the uploaded media, taken while the site keeps running
// (src/server/backup/). Progress goes to stderr, the summary to stdout. Exits with 2 on
// bad arguments (nothing opened), 1 when the backup fails (nothing left marked complete).
//
// Runs with `--conditions=react-server`: every server module imports 'server-only'.
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from '../src/env';
import { BACKUP_USAGE, parseBackupArgs, UsageError } from '../src/server/backup/args';
import { createBackup } from '../src/server/backup/backup';
import { formatBytes, formatCount } from '../src/server/backup/format';
import { mediaStoreFromEnv } from '../src/server/backup/media';
import { openBackupStore, pruneBackups } from '../src/server/backup/store';
import { SQLITE_FILE_NAME } from '../src/server/db/client';
import { argsOrExitCode, printUsage, runScript, withDatabase } from './cli';

const progress = (line: string) => console.error(line);

async function main(): Promise<number> {
  const args = argsOrExitCode({
    name: 'backup',
    usage: BACKUP_USAGE,
    parse: () => parseBackupArgs(process.argv.slice(2)),
    UsageError,
  });
  if (typeof args === 'number') return args;
  if (args.help || !args.to) return printUsage(BACKUP_USAGE);

  const env = parseEnv(process.env);
  const store = openBackupStore(args.to, env);
  const config = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  if (!config.databaseUrl) {
    // Opening would create an empty database, and back that up.
    const file = path.join(env.dataDir, SQLITE_FILE_NAME);
    if (!fs.existsSync(file)) {
      throw new EnvError(
        `No database at ${file}: set DATA_DIR to the site's data folder, or DATABASE_URL`,
      );
    }
  }
  return withDatabase(config, async (handle) => {
    const summary = await createBackup({ handle, config, media: mediaStoreFromEnv(env) }, store, {
      log: progress,
    });
    const tables = Object.keys(summary.manifest.tables).length;
    console.log(
      `backup: done: ${summary.location}\n` +
        `  ${tables} tables, ${formatCount(summary.rows)} rows, ` +
        `${formatCount(summary.manifest.media.files)} media files, ${formatBytes(summary.bytes)} ` +
        `in ${summary.seconds.toFixed(1)} s (${formatCount(summary.rows / Math.max(summary.seconds, 0.001))} rows/s)`,
    );
    if (args.keep !== undefined) {
      const pruned = await pruneBackups(store, args.keep);
      console.log(
        pruned.length
          ? `backup: deleted ${pruned.length} older backups (keeping ${args.keep}): ${pruned.join(', ')}`
          : `backup: nothing to delete (keeping ${args.keep})`,
      );
    }
    return 0;
  });
}

runScript('backup', main);
