// Command-line arguments of `npm run seed:bulk`, checked before anything is opened.
import { parseArgs } from 'node:util';
import { RUN_ID_PATTERN, type BulkCounts } from './seed';

export const USAGE = `Usage: npm run seed:bulk -- [--blogs N] [--case-studies N] [--location-pages N]
                         [--assets N] [--enquiries N] [--seed N] [--run-id ID]

Adds generated records to the configured database (DATA_DIR SQLite, or DATABASE_URL).
  --blogs N            blogs, each with 3-6 sections of HTML
  --case-studies N     case studies with every field filled
  --location-pages N   location pages (slugs start with bulk-)
  --assets N           media library assets (rows pointing at the demo files)
  --enquiries N        enquiries over the last 400 days, with statuses and sources
  --seed N             generator seed (default 1): the same seed and run id repeat a run
  --run-id ID          1-16 of a-z 0-9 put into slugs and ids (default: from the clock)`;

/** Largest count accepted per kind: row ids are 32-bit on PostgreSQL, and sanity. */
export const MAX_COUNT = 10_000_000;

export class UsageError extends Error {}

export interface BulkArgs {
  help: boolean;
  counts: BulkCounts;
  seed: number;
  runId: string | undefined;
}

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value.trim())) {
    throw new UsageError(`--${flag} must be a whole number of 0 or more, not "${value}".`);
  }
  const number = Number(value.trim());
  if (number > max) throw new UsageError(`--${flag} must be at most ${max.toLocaleString('en')}.`);
  return number;
}

/** Throws UsageError for unknown flags, missing values, non-numbers and negatives. */
export function parseBulkArgs(argv: string[]): BulkArgs {
  // parseArgs takes "-5" for a flag; join it to its option so it is reported as a bad number.
  const args: string[] = [];
  for (const arg of argv) {
    const previous = args.at(-1);
    if (previous && /^--[a-z-]+$/.test(previous) && /^-\d/.test(arg)) {
      args[args.length - 1] = `${previous}=${arg}`;
    } else {
      args.push(arg);
    }
  }
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        blogs: { type: 'string' },
        'case-studies': { type: 'string' },
        'location-pages': { type: 'string' },
        assets: { type: 'string' },
        enquiries: { type: 'string' },
        seed: { type: 'string' },
        'run-id': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const counts: BulkCounts = {
    blogs: wholeNumber('blogs', values.blogs, MAX_COUNT),
    caseStudies: wholeNumber('case-studies', values['case-studies'], MAX_COUNT),
    locationPages: wholeNumber('location-pages', values['location-pages'], MAX_COUNT),
    assets: wholeNumber('assets', values.assets, MAX_COUNT),
    enquiries: wholeNumber('enquiries', values.enquiries, MAX_COUNT),
  };
  const seed = values.seed === undefined ? 1 : wholeNumber('seed', values.seed, 0xffff_ffff);
  const runId = values['run-id'];
  if (runId !== undefined && !RUN_ID_PATTERN.test(runId)) {
    throw new UsageError(`--run-id must be 1-16 lowercase letters or digits, not "${runId}".`);
  }
  const help = values.help ?? false;
  if (!help && Object.values(counts).every((count) => count === 0)) {
    throw new UsageError(
      'Nothing to add: give --blogs, --case-studies, --location-pages, --assets or --enquiries.',
    );
  }
  return { help, counts, seed, runId };
}
