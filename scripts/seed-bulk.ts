// `npm run seed:bulk -- --blogs N --case-studies N --location-pages N [--seed N] [--run-id ID]`:
// adds generated, realistic records to the database `npm start` uses (DATA_DIR SQLite
// by default, DATABASE_URL for PostgreSQL), for measuring pages at scale. Arguments are
// checked before the database is opened: a bad one exits with 2 and writes nothing.
// An empty database first gets the demo content (and so its categories), as on a start.
//
// Runs with `--conditions=react-server`: every server module imports 'server-only'.
import { EnvError, parseEnv } from '../src/env';
import { migrateToLatest } from '../src/server/db/migrations';
import { parseBulkArgs, USAGE, UsageError } from './bulk/args';
import { seedBulk, type BulkKind } from './bulk/seed';
import { argsOrExitCode, databaseLabel, printUsage, runScript, withDatabase } from './cli';

const LABELS: Record<BulkKind, string> = {
  blogs: 'blogs',
  caseStudies: 'case studies',
  locationPages: 'location pages',
  assets: 'media assets',
  enquiries: 'enquiries',
};

const format = (n: number) => Math.round(n).toLocaleString('en');

/** A bar redrawn in place on a terminal; otherwise a line every 10% or 5 seconds. */
function progressPrinter() {
  const tty = process.stdout.isTTY === true;
  let kind: BulkKind | undefined;
  let kindStarted = 0;
  let lastPrinted = 0;
  let lastPercent = -1;
  return {
    update(next: BulkKind, done: number, total: number) {
      const now = performance.now();
      if (next !== kind) {
        kind = next;
        kindStarted = now;
        lastPercent = -1;
      }
      if (done === 0) return;
      const percent = Math.floor((done / total) * 100);
      const finished = done === total;
      if (
        tty
          ? now - lastPrinted < 100 && !finished
          : percent < lastPercent + 10 && now - lastPrinted < 5000 && !finished
      ) {
        return;
      }
      lastPrinted = now;
      lastPercent = percent;
      const rate = done / Math.max((now - kindStarted) / 1000, 0.001);
      const width = 30;
      const filled = Math.round((done / total) * width);
      const bar = '#'.repeat(filled) + '-'.repeat(width - filled);
      const line = `${LABELS[next].padEnd(15)} [${bar}] ${String(percent).padStart(3)}%  ${format(done)}/${format(total)}  ${format(rate)}/s`;
      if (tty) process.stdout.write(`\r${line}${finished ? '\n' : ''}`);
      else console.log(line);
    },
  };
}

async function main(): Promise<number> {
  const args = argsOrExitCode({
    name: 'seed:bulk',
    usage: USAGE,
    parse: () => parseBulkArgs(process.argv.slice(2)),
    UsageError,
  });
  if (typeof args === 'number') return args;
  if (args.help) return printUsage(USAGE);

  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  return withDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }, async (handle) => {
    const where = databaseLabel(handle, env.dataDir);
    await migrateToLatest(handle.db, handle.engine);
    const printer = progressPrinter();
    console.log(`seed:bulk: adding to ${where}`);
    const summary = await seedBulk(handle, args.counts, {
      seed: args.seed,
      runId: args.runId,
      onProgress: (kind, done, total) => printer.update(kind, done, total),
    });
    if (summary.demoSeeded)
      console.log('seed:bulk: the database was empty; demo content added first');
    console.log(
      `seed:bulk: added ${format(summary.blogs)} blogs (${format(summary.sections)} sections), ` +
        `${format(summary.caseStudies)} case studies, ${format(summary.locationPages)} location pages, ` +
        `${format(summary.assets)} media assets, ${format(summary.enquiries ?? 0)} enquiries ` +
        `in ${summary.seconds.toFixed(1)} s ` +
        `(run id ${summary.runId}, seed ${summary.seed})`,
    );
    if (summary.usageSeconds > 0)
      console.log(`seed:bulk: media usage rebuilt in ${summary.usageSeconds.toFixed(1)} s`);
    return 0;
  });
}

runScript('seed:bulk', main, '\n');
