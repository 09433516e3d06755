// `npm run restore -- --from DIR|s3://bucket/prefix [--force]`: loads a backup made by
// `npm run backup` into the configured database (either engine: this is also how a
// site moves from SQLite to PostgreSQL) and its media into the configured storage.
// Refuses a database that holds anything unless --force. Exits with 2 on bad
// arguments, 1 when the restore is refused or fails (the database is then unchanged).
//
// Runs with `--conditions=react-server`: every server module imports 'server-only'.
import { parseEnv } from '../src/env';
import { parseRestoreArgs, RESTORE_USAGE, UsageError } from '../src/server/backup/args';
import { formatBytes, formatCount } from '../src/server/backup/format';
import { mediaStoreFromEnv } from '../src/server/backup/media';
import { restoreBackup } from '../src/server/backup/restore';
import { openBackupStore, resolveBackup } from '../src/server/backup/store';
import { openDatabase, SQLITE_FILE_NAME } from '../src/server/db/client';

async function main(): Promise<number> {
  let args;
  try {
    args = parseRestoreArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`restore: ${error.message}\n\n${RESTORE_USAGE}`);
    return 2;
  }
  if (args.help || !args.from) {
    console.log(RESTORE_USAGE);
    return 0;
  }

  const env = parseEnv(process.env);
  const reader = await resolveBackup(openBackupStore(args.from, env));
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  const where =
    handle.engine === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `SQLite ${env.dataDir}/${SQLITE_FILE_NAME}`;
  try {
    const media = mediaStoreFromEnv(env);
    console.error(`restore: into ${where}, media into ${media.location}`);
    const summary = await restoreBackup(
      reader,
      { handle, media },
      { force: args.force, log: (line) => console.error(line) },
    );
    const tables = Object.keys(summary.manifest.tables).length;
    console.log(
      `restore: done: ${summary.location} → ${where}\n` +
        `  ${tables} tables, ${formatCount(summary.rows)} rows, ${formatCount(summary.files)} media files, ` +
        `${formatBytes(summary.bytes)} in ${summary.seconds.toFixed(1)} s; counts and checksums match the manifest` +
        (summary.emptied.length
          ? `\n  emptied first (--force): ${summary.emptied.join(', ')}`
          : ''),
    );
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
