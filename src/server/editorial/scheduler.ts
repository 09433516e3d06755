import 'server-only';
import { recordAudit } from '../audit/audit';
import { getDb } from '../db';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { log } from '../log';
import { getMetrics } from '../metrics';
import { CONTENT_TYPES, type ContentType } from './content-types';
import { reloadRedirects } from './redirect-table';
import { keepRedirectsForMove } from './redirects';
import { recordRevision } from './revisions';
import { syncRecordUsage } from '../media/usage';
import { setPublication, withTranslatedListTags } from './save';
import { oldestDueTranslation, publishDueTranslations } from '../translations/scheduler';

// Scheduled publishing. Every instance runs this every few seconds; a due record is
// claimed by a conditional UPDATE (publish_at still equal to what was read), as the
// outbox claims e-mails, so only one instance publishes it. The claim and the
// publication are one transaction: a crash between them leaves the record scheduled,
// and the next run (here or elsewhere) publishes it. A schedule missed while every
// server was down runs at the next start and is marked late. Translations' schedules
// (issue 29) run the same way, each on its own (src/server/translations/scheduler.ts).

const SCHEDULER_AUTHOR = 'Scheduler';
/** A publication this much after its time is shown to staff as published late. */
export const LATE_AFTER_MS = 60_000;
const BATCH = 20;

export interface PublishedBySchedule {
  type: ContentType;
  tags: string[];
}

interface Due {
  id: string | number;
  publish_at: string;
}

async function dueRecords(db: Db, type: ContentType, now: string): Promise<Due[]> {
  return (await db
    .selectFrom(type.table as 'blogs')
    .select([`${type.idColumn} as id` as 'blog_id', 'publish_at'])
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(BATCH)
    .execute()) as unknown as Due[];
}

/**
 * Takes a due schedule off its record, if it is still the one read: false when another
 * instance (or a save since) got there first, so each schedule is acted on once.
 */
async function claim(tx: Db, type: ContentType, due: Due): Promise<boolean> {
  const result = await tx
    .updateTable(type.table as 'blogs')
    .set({ publish_at: null })
    .where(type.idColumn as 'blog_id', '=', due.id as number)
    .where('publish_at', '=', due.publish_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Publishes one due record if this caller wins its claim; undefined when another did. */
async function publishIfClaimed(
  db: Db,
  type: ContentType,
  due: Due,
  now: string,
): Promise<PublishedBySchedule | undefined> {
  return inTransaction(db, async (tx) => {
    if (!(await claim(tx, type, due))) return undefined;
    const before = await type.read(tx, due.id);
    if (!before) return undefined;
    if (before.pending_changes) {
      const input = type.schema.safeParse(before.pending_changes);
      if (input.success) await type.update(tx, due.id, input.data);
      else log('scheduler').error(`${type.entity} ${due.id}: pending changes no longer valid`);
    }
    const late = Date.parse(now) - Date.parse(due.publish_at) > LATE_AFTER_MS;
    await setPublication(tx, type, due.id, {
      status: 'published',
      pending_changes: null,
      published_at: now,
      published_late_from: late ? due.publish_at : null,
    });
    const after = (await type.read(tx, due.id))!;
    await recordRevision(tx, {
      entity: type.entity,
      recordId: due.id,
      snapshot: after,
      author: SCHEDULER_AUTHOR,
      summary: late
        ? 'Published late (the server was down at the scheduled time)'
        : 'Published on schedule',
    });
    await keepRedirectsForMove(tx, type, before, after);
    await syncRecordUsage(tx, type.entity, due.id, after as never);
    await recordAudit(tx, {
      action: 'publish',
      entity: type.entity,
      entityId: due.id,
      fields: late ? ['late'] : [],
      actor: { id: null, label: 'Scheduled publishing' },
      clientIp: '',
    });
    return {
      type,
      tags: await withTranslatedListTags(tx, type, due.id, type.writeTags(before, after)),
    };
  });
}

/**
 * A schedule that cannot be carried out (its changes take a URL another record has
 * since taken) is called off, so it does not block the others run after run: a scheduled
 * record goes back to draft, a live one keeps its live version and its pending changes,
 * and the record's history says why.
 */
async function callOffSchedule(db: Db, type: ContentType, due: Due, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  log('scheduler').error(`${type.entity} ${due.id} not published: ${reason}`);
  await inTransaction(db, async (tx) => {
    if (!(await claim(tx, type, due))) return;
    const record = await type.read(tx, due.id);
    if (record?.status === 'scheduled') await setPublication(tx, type, due.id, { status: 'draft' });
    const after = await type.read(tx, due.id);
    if (!after) return;
    await recordRevision(tx, {
      entity: type.entity,
      recordId: due.id,
      snapshot: after,
      author: SCHEDULER_AUTHOR,
      summary: `Scheduled publication failed: ${reason}`,
    });
  });
}

/** Publishes everything due at `now`; safe to run from several instances at once. */
export async function publishDueRecords(db: Db, now = nowIso()): Promise<PublishedBySchedule[]> {
  const published: PublishedBySchedule[] = [];
  for (const type of Object.values(CONTENT_TYPES)) {
    for (const due of await dueRecords(db, type, now)) {
      try {
        const result = await publishIfClaimed(db, type, due, now);
        if (result) published.push(result);
      } catch (error) {
        await callOffSchedule(db, type, due, error);
      }
    }
  }
  for (const { entity, tags } of await publishDueTranslations(db, now)) {
    published.push({ type: CONTENT_TYPES[entity], tags });
  }
  return published;
}

/**
 * The oldest publication time that is due at `now` and not published yet, across the
 * content types (undefined when none): the scheduler's lag is `now` minus this.
 */
export async function oldestDuePublishAt(db: Db, now = nowIso()): Promise<string | undefined> {
  let oldest: string | undefined;
  for (const type of Object.values(CONTENT_TYPES)) {
    const row = await db
      .selectFrom(type.table as 'blogs')
      .select((eb) => eb.fn.min('publish_at').as('oldest'))
      .where('publish_at', '<=', now)
      .executeTakeFirst();
    const value = row?.oldest ?? undefined;
    if (value && (!oldest || value < oldest)) oldest = value;
  }
  const translation = await oldestDueTranslation(db, now);
  if (translation && (!oldest || translation < oldest)) oldest = translation;
  return oldest;
}

const worker = globalThis as typeof globalThis & {
  __schedulerTimer?: NodeJS.Timeout;
  __schedulerFirstRun?: NodeJS.Timeout;
  __schedulerRun?: Promise<void>;
};

/**
 * Starts this process's scheduler (once). `onPublished` expires the cached pages of what
 * went live; the HTTP layer passes it, as the domain knows nothing of the page cache.
 */
export function startScheduler(onPublished: (tags: string[]) => void, intervalMs = 5_000): void {
  if (worker.__schedulerTimer) return;
  const run = async () => {
    const metrics = getMetrics();
    try {
      const published = await publishDueRecords(await getDb());
      if (published.length > 0) {
        metrics.schedulerPublished.inc(published.length);
        onPublished(published.flatMap((p) => p.tags));
        await reloadRedirects();
      }
      metrics.schedulerLastRun.set(Date.now() / 1000);
    } catch (error) {
      metrics.schedulerFailures.inc();
      log('scheduler').error({ err: error }, 'run failed');
    } finally {
      worker.__schedulerRun = undefined;
    }
  };
  const tick = () => {
    worker.__schedulerRun ??= run();
  };
  worker.__schedulerTimer = setInterval(tick, intervalMs);
  worker.__schedulerTimer.unref();
  worker.__schedulerFirstRun = setTimeout(tick, 1_000).unref();
}

/** Stops the runs; answers once the run in progress, if any, is over. */
export function stopScheduler(): Promise<void> {
  clearInterval(worker.__schedulerTimer);
  clearTimeout(worker.__schedulerFirstRun);
  worker.__schedulerTimer = undefined;
  return worker.__schedulerRun ?? Promise.resolve();
}
