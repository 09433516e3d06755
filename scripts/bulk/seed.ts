// The core of `npm run seed:bulk`: adds generated blogs (with their sections), case
// studies, location pages and media library assets with multi-row INSERTs, many
// statements per transaction. It writes the tables directly rather than through the
// domain functions (one record at a time would take hours), producing rows those
// functions read back unchanged; then rebuilds what the editorial save would have kept
// up to date, the media usage ("Used in", unused assets, missing alt text).
import { sql } from 'kysely';
import type { DatabaseHandle, Engine } from '../../src/server/db/client';
import type { Db } from '../../src/server/db/types';
import { ALL_CATEGORY_NAME } from '../../src/server/categories/categories';
import { rebuildMediaUsage } from '../../src/server/media/usage';
import { seedDemoContent } from '../../src/server/setup/seed';
import {
  createAssetGenerator,
  createBlogGenerator,
  createEnquiryGenerator,
  createCaseStudyGenerator,
  createLocationPageGenerator,
  type CategoryChoice,
} from './generators';

export interface BulkCounts {
  blogs: number;
  caseStudies: number;
  locationPages: number;
  /** Media library assets (rows only, pointing at the demo files). */
  assets: number;
  /** Enquiries over the last 400 days, with their pipeline and attribution (the dashboard). */
  enquiries?: number;
}

export type BulkKind = keyof BulkCounts;

export interface BulkOptions {
  /** Seeds the generator: the same seed and run id give the same records. */
  seed?: number;
  /** Goes into every slug and case-study id so that runs never collide; 1-16 of [a-z0-9]. */
  runId?: string;
  /** Rows per INSERT statement, lowered further where a table has many columns. */
  rowsPerStatement?: number;
  /** Records (blogs with their sections, case studies, pages) per transaction. */
  recordsPerTransaction?: number;
  /** When the database has no content at all, add the demo content first (as `npm start` does). */
  seedDemoWhenEmpty?: boolean;
  onProgress?: (kind: BulkKind, done: number, total: number) => void;
}

export interface BulkSummary extends BulkCounts {
  sections: number;
  runId: string;
  seed: number;
  demoSeeded: boolean;
  seconds: number;
  /** Of which rebuilding the media usage after the records were written. */
  usageSeconds: number;
}

/** Bound-parameter ceilings: SQLite's SQLITE_MAX_VARIABLE_NUMBER and PostgreSQL's protocol limit. */
const PARAMETER_LIMIT: Record<Engine, number> = { sqlite: 32_766, postgres: 65_535 };

export const RUN_ID_PATTERN = /^[a-z0-9]{1,16}$/;

export const newRunId = () => Date.now().toString(36);

function* chunks<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

async function blogCategories(db: Db): Promise<CategoryChoice[]> {
  return db
    .selectFrom('categories')
    .select(['category_id', 'category'])
    .where('category', '!=', ALL_CATEGORY_NAME)
    .orderBy('category_id')
    .execute();
}

export async function seedBulk(
  { db, engine }: DatabaseHandle,
  counts: BulkCounts,
  options: BulkOptions = {},
): Promise<BulkSummary> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const runId = options.runId ?? newRunId();
  if (!RUN_ID_PATTERN.test(runId)) throw new Error(`Run id must be 1-16 of a-z 0-9: ${runId}`);
  for (const [kind, count] of Object.entries(counts)) {
    if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Bad ${kind} count: ${count}`);
  }
  const maxRows = options.rowsPerStatement ?? 500;
  const perTransaction = options.recordsPerTransaction ?? 5000;
  const rowsFor = (columns: number) =>
    Math.max(1, Math.min(maxRows, Math.floor(PARAMETER_LIMIT[engine] / columns)));
  const progress = options.onProgress ?? (() => {});
  const generatorOptions = { seed, runId };

  const demoSeeded = options.seedDemoWhenEmpty === false ? false : await seedDemoContent(db);

  /** Runs `write(start, end)` over [0, total) in transactions of perTransaction records. */
  async function inTransactions(
    kind: BulkKind,
    total: number,
    rowsPerStatement: number,
    write: (tx: Db, start: number, end: number) => Promise<void>,
  ) {
    progress(kind, 0, total);
    for (let txStart = 0; txStart < total; txStart += perTransaction) {
      const txEnd = Math.min(total, txStart + perTransaction);
      await db.transaction().execute(async (tx) => {
        for (let start = txStart; start < txEnd; start += rowsPerStatement) {
          const end = Math.min(txEnd, start + rowsPerStatement);
          await write(tx, start, end);
          progress(kind, end, total);
        }
      });
    }
  }

  let sections = 0;
  if (counts.blogs > 0) {
    const nextBlog = createBlogGenerator(generatorOptions, await blogCategories(db));
    const sectionRows = rowsFor(4);
    await inTransactions('blogs', counts.blogs, rowsFor(11), async (tx, start, end) => {
      const blogs = [];
      for (let i = start; i < end; i++) blogs.push(nextBlog(i));
      const inserted = await tx
        .insertInto('blogs')
        .values(blogs.map(({ sections: _sections, ...row }) => row))
        .returning(['blog_id', 'slug_url'])
        .execute();
      // Matched by slug: neither engine promises RETURNING rows in VALUES order.
      const ids = new Map(inserted.map((row) => [row.slug_url, row.blog_id]));
      const rows = blogs.flatMap((blog) =>
        blog.sections.map((section, position) => ({
          blog_id: ids.get(blog.slug_url)!,
          position,
          heading: section.heading,
          paragraph: section.paragraph,
        })),
      );
      for (const chunk of chunks(rows, sectionRows)) {
        await tx.insertInto('blog_sections').values(chunk).execute();
      }
      sections += rows.length;
    });
  }

  if (counts.caseStudies > 0) {
    const next = createCaseStudyGenerator(generatorOptions);
    await inTransactions('caseStudies', counts.caseStudies, rowsFor(40), async (tx, start, end) => {
      const rows = [];
      for (let i = start; i < end; i++) rows.push(next(i));
      await tx.insertInto('case_studies').values(rows).execute();
    });
  }

  if (counts.locationPages > 0) {
    const next = createLocationPageGenerator(generatorOptions);
    await inTransactions(
      'locationPages',
      counts.locationPages,
      rowsFor(18),
      async (tx, start, end) => {
        const rows = [];
        for (let i = start; i < end; i++) rows.push(next(i));
        await tx.insertInto('location_pages').values(rows).execute();
      },
    );
  }

  if (counts.assets > 0) {
    const next = createAssetGenerator(generatorOptions);
    await inTransactions('assets', counts.assets, rowsFor(18), async (tx, start, end) => {
      const rows = [];
      for (let i = start; i < end; i++) rows.push(next(i));
      await tx.insertInto('media_assets').values(rows).execute();
    });
  }

  if (counts.enquiries) {
    const next = createEnquiryGenerator(generatorOptions);
    await inTransactions('enquiries', counts.enquiries, rowsFor(24), async (tx, start, end) => {
      const rows = [];
      for (let i = start; i < end; i++) rows.push(next(i));
      await tx.insertInto('enquiries').values(rows).execute();
    });
  }

  // Records written here bypassed the editorial save, which keeps media_usage: rebuild it.
  let usageSeconds = 0;
  if (counts.blogs + counts.caseStudies + counts.locationPages > 0) {
    const rebuildStarted = performance.now();
    await rebuildMediaUsage(db);
    usageSeconds = (performance.now() - rebuildStarted) / 1000;
  }

  // Fold the write-ahead log into the database file, so that whatever is measured next
  // does not first pay for a checkpoint of everything written here.
  if (engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);

  return {
    ...counts,
    sections,
    runId,
    seed,
    demoSeeded,
    seconds: (performance.now() - started) / 1000,
    usageSeconds,
  };
}
