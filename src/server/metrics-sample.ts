import 'server-only';
import type { Db } from './db/types';
import { oldestDuePublishAt } from './editorial/scheduler';
import { log } from './log';
import { outboxBacklog } from './mail/outbox';
import { getMetrics } from './metrics';

// The database-wide gauges, read when Prometheus scrapes: the outbox's depth and failing
// rows, and the scheduler's lag (now minus the oldest due publication not yet made).
// A database that does not answer leaves them NaN for this scrape; the rest still goes out.

export async function sampleDatabaseGauges(db: Db | undefined, now = new Date()): Promise<void> {
  const metrics = getMetrics();
  try {
    if (!db) throw new Error('no database');
    const [backlog, oldest] = await Promise.all([
      outboxBacklog(db),
      oldestDuePublishAt(db, now.toISOString()),
    ]);
    metrics.outboxUnsent.set(backlog.unsent);
    metrics.outboxFailing.set(backlog.failing);
    metrics.schedulerLag.set(oldest ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000) : 0);
  } catch (error) {
    log('metrics').warn(`database gauges not read: ${(error as Error).message}`);
    for (const gauge of [metrics.outboxUnsent, metrics.outboxFailing, metrics.schedulerLag])
      gauge.set(Number.NaN);
  }
}
