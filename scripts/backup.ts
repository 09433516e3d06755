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
import { openDatabase, SQLITE_FILE_NAME } from '../src/server/db/client';

const progress = (line: string) => console.error(line);

async function main(): Promise<number> {
  let args;
  try {
    args = parseBackupArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`backup: ${error.message}\n\n${BACKUP_USAGE}`);
    return 2;
  }
  if (args.help || !args.to) {
    console.log(BACKUP_USAGE);
    return 0;
  }

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
  const handle = openDatabase(config);
  try {
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
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
