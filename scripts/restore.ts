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
import { secretsKeyProblem } from '../src/server/secrets/stored-secrets';
import { openBackupStore, resolveBackup } from '../src/server/backup/store';
import { argsOrExitCode, printUsage, databaseLabel, runScript, withDatabase } from './cli';

async function main(): Promise<number> {
  const args = argsOrExitCode({
    name: 'restore',
    usage: RESTORE_USAGE,
    parse: () => parseRestoreArgs(process.argv.slice(2)),
    UsageError,
  });
  if (typeof args === 'number') return args;
  if (args.help || !args.from) return printUsage(RESTORE_USAGE);

  const env = parseEnv(process.env);
  const reader = await resolveBackup(openBackupStore(args.from, env));
  return withDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }, async (handle) => {
    const where = databaseLabel(handle, env.dataDir);
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
    // The backup holds the secrets sealed; the key that opens them is not in it.
    const problem = await secretsKeyProblem(handle.db, {
      secretsKey: env.SECRETS_KEY,
      dataDir: env.dataDir,
    });
    if (problem) console.error(`restore: the site will not start until this is fixed: ${problem}`);
    return 0;
  });
}

runScript('restore', main);
