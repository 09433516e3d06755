import 'server-only';
import { recordAudit } from '../audit/audit';
import { getDb } from '../db';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { CONTENT_TYPES, type ContentType } from './content-types';
import { reloadRedirects } from './redirect-table';
import { keepRedirectsForMove } from './redirects';
import { recordRevision } from './revisions';
import { setPublication } from './save';

// Scheduled publishing. Every instance runs this every few seconds; a due record is
// claimed by a conditional UPDATE (publish_at still equal to what was read), as the
// outbox claims e-mails, so only one instance publishes it. The claim and the
// publication are one transaction: a crash between them leaves the record scheduled,
// and the next run (here or elsewhere) publishes it. A schedule missed while every
// server was down runs at the next start and is marked late.

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

/** Publishes one due record if this caller wins its claim; undefined when another did. */
async function publishIfClaimed(
  db: Db,
  type: ContentType,
  due: Due,
  now: string,
): Promise<PublishedBySchedule | undefined> {
  return inTransaction(db, async (tx) => {
    const claim = await tx
      .updateTable(type.table as 'blogs')
      .set({ publish_at: null })
      .where(type.idColumn as 'blog_id', '=', due.id as number)
      .where('publish_at', '=', due.publish_at)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) return undefined;
    const before = await type.read(tx, due.id);
    if (!before) return undefined;
    if (before.pending_changes) {
      const input = type.schema.safeParse(before.pending_changes);
      if (input.success) await type.update(tx, due.id, input.data);
      else console.error(`[scheduler] ${type.entity} ${due.id}: pending changes no longer valid`);
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
    await recordAudit(tx, {
      action: 'publish',
      entity: type.entity,
      entityId: due.id,
      fields: late ? ['late'] : [],
      actor: { id: null, label: 'Scheduled publishing' },
      clientIp: '',
    });
    return { type, tags: type.writeTags(before, after) };
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
  console.error(`[scheduler] ${type.entity} ${due.id} not published: ${reason}`);
  await inTransaction(db, async (tx) => {
    const claim = await tx
      .updateTable(type.table as 'blogs')
      .set({ publish_at: null })
      .where(type.idColumn as 'blog_id', '=', due.id as number)
      .where('publish_at', '=', due.publish_at)
      .executeTakeFirst();
    if (claim.numUpdatedRows !== 1n) return;
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
  return published;
}

const worker = globalThis as typeof globalThis & {
  __schedulerTimer?: NodeJS.Timeout;
  __schedulerRunning?: boolean;
};

/**
 * Starts this process's scheduler (once). `onPublished` expires the cached pages of what
 * went live; the HTTP layer passes it, as the domain knows nothing of the page cache.
 */
export function startScheduler(onPublished: (tags: string[]) => void, intervalMs = 5_000): void {
  if (worker.__schedulerTimer) return;
  const tick = async () => {
    if (worker.__schedulerRunning) return;
    worker.__schedulerRunning = true;
    try {
      const published = await publishDueRecords(await getDb());
      if (published.length > 0) {
        onPublished(published.flatMap((p) => p.tags));
        await reloadRedirects();
      }
    } catch (error) {
      console.error('[scheduler] run failed:', error);
    } finally {
      worker.__schedulerRunning = false;
    }
  };
  worker.__schedulerTimer = setInterval(() => void tick(), intervalMs);
  worker.__schedulerTimer.unref();
  setTimeout(() => void tick(), 1_000).unref();
}

export function stopScheduler(): void {
  clearInterval(worker.__schedulerTimer);
  worker.__schedulerTimer = undefined;
}
