// What the maintenance scripts (backup, restore, seed:bulk) share: reading their
// arguments, opening the database and naming it, and how they end.
import {
  openDatabase,
  SQLITE_FILE_NAME,
  type DatabaseConfig,
  type DatabaseHandle,
} from '../src/server/db/client';

/** The script's arguments, or 2 after a bad one (printed with the usage). */
export function argsOrExitCode<T>({
  name,
  usage,
  parse,
  UsageError,
}: {
  name: string;
  usage: string;
  parse: () => T;
  /** What `parse` throws for a bad argument; anything else is a failure. */
  UsageError: new (message?: string) => Error;
}): T | 2 {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}\n\n${usage}`);
    return 2;
  }
}

/** Prints the usage when that is all that was asked for; the code to exit with. */
export function printUsage(usage: string): 0 {
  console.log(usage);
  return 0;
}

/** Opens the database for `work` and closes it afterwards, whatever happens. */
export async function withDatabase<T>(
  config: DatabaseConfig,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(config);
  try {
    return await work(handle);
  } finally {
    await handle.db.destroy();
  }
}

/** The database a script works on, as its messages name it. */
export const databaseLabel = (handle: DatabaseHandle, dataDir: string) =>
  handle.engine === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `SQLite ${dataDir}/${SQLITE_FILE_NAME}`;

/**
 * Runs the script and exits with the code it returns, or with 1 after `<name> failed:
 * <message>` when it throws. `before` goes ahead of that line (a newline after a
 * progress bar).
 */
export function runScript(name: string, main: () => Promise<number>, before = '') {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        `${before}${name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
