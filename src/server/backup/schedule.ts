import 'server-only';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import { getEnv } from '@/env';
import { parseBackupDestination } from '@/env/backup-destination';
import { getDatabase } from '../db';
import { log as logger } from '../log';
import type { Db } from '../db/types';
import { BACKUP_LEASE_KEY, createBackup, type BackupSource, type BackupSummary } from './backup';
import { formatBytes, formatCount } from './format';
import { mediaStoreFromEnv } from './media';
import { openBackupStore, pruneBackups, type BackupStore } from './store';

// BACKUP_SCHEDULE: every instance runs the cron, and the one that claims the lease
// backs up. The lease is a settings row holding the slot (the scheduled minute), who
// holds it and until when. It is claimed by an INSERT that does nothing on conflict,
// or by an UPDATE that only matches the value just read (as the outbox and the
// scheduler claim rows), so of several instances firing for one slot exactly one wins,
// and nobody runs a slot that is already taken. While its backup runs the holder
// renews the lease; one that dies stops renewing, and the next slot goes ahead once
// the lease has expired. After a successful backup, those beyond BACKUP_KEEP go.

export const LEASE_MS = 10 * 60_000;
const RENEW_MS = 60_000;

interface Lease {
  /** The scheduled time this run is for (to the minute, ISO). */
  slot: string;
  holder: string;
  expiresAt: string;
  finishedAt?: string;
  outcome?: 'ok' | 'failed';
}

/** The scheduled minute a cron tick belongs to: instances whose clocks differ by <30 s agree. */
export function slotOf(at: Date): string {
  return new Date(Math.round(at.getTime() / 60_000) * 60_000).toISOString();
}

function parseLease(value: string): Lease | undefined {
  try {
    const lease = JSON.parse(value) as Partial<Lease>;
    return typeof lease.slot === 'string' && typeof lease.expiresAt === 'string'
      ? (lease as Lease)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the lease only if it still reads `expected`; answers whether it did. */
async function swapLease(db: Db, expected: string, next: Lease): Promise<boolean> {
  const result = await db
    .updateTable('settings')
    .set({ value: JSON.stringify(next) })
    .where('key', '=', BACKUP_LEASE_KEY)
    .where('value', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Claims the lease for `slot`. Answers the lease's stored value when this caller won
 * it, undefined when the slot is taken or another backup still holds the lease.
 */
export async function claimBackupLease(
  db: Db,
  slot: string,
  holder: string,
  { now = new Date(), leaseMs = LEASE_MS } = {},
): Promise<string | undefined> {
  const lease: Lease = { slot, holder, expiresAt: new Date(now.getTime() + leaseMs).toISOString() };
  const value = JSON.stringify(lease);
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', BACKUP_LEASE_KEY)
    .executeTakeFirst();
  if (!row) {
    const inserted = await db
      .insertInto('settings')
      .values({ key: BACKUP_LEASE_KEY, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1 ? value : undefined;
  }
  const current = parseLease(row.value);
  if (current) {
    if (current.slot >= slot) return undefined; // this slot (or a later one) is taken
    if (!current.finishedAt && Date.parse(current.expiresAt) > now.getTime()) return undefined;
  }
  return (await swapLease(db, row.value, lease)) ? value : undefined;
}

export interface ScheduledBackupOptions {
  db: Db;
  source: BackupSource;
  store: BackupStore;
  keep: number;
  slot: string;
  holder: string;
  log?: (line: string) => void;
  leaseMs?: number;
  renewMs?: number;
}

export interface ScheduledBackupResult {
  ran: boolean;
  summary?: BackupSummary;
  pruned?: string[];
}

/** One scheduled run: claim, back up, record the outcome, prune. Throws when the backup fails. */
export async function runScheduledBackup(
  options: ScheduledBackupOptions,
): Promise<ScheduledBackupResult> {
  const { db, slot, holder, leaseMs = LEASE_MS, renewMs = RENEW_MS } = options;
  const log = options.log ?? (() => {});
  let held = await claimBackupLease(db, slot, holder, { leaseMs });
  if (held === undefined) {
    log(`slot ${slot} is another instance's (or done): not backing up`);
    return { ran: false };
  }
  // Renewals and the release run one after another, each swapping the value last written.
  let chain = Promise.resolve();
  const update = (change: Partial<Lease>) => {
    chain = chain.then(async () => {
      const next: Lease = { ...(JSON.parse(held!) as Lease), ...change };
      if (await swapLease(db, held!, next)) held = JSON.stringify(next);
      else log('the lease was taken over while backing up');
    });
    return chain.catch((error: unknown) =>
      log(`could not update the lease: ${(error as Error).message}`),
    );
  };
  const renewal = setInterval(
    () => void update({ expiresAt: new Date(Date.now() + leaseMs).toISOString() }),
    renewMs,
  );
  renewal.unref();

  try {
    const summary = await createBackup(options.source, options.store, { log });
    clearInterval(renewal);
    const finishedAt = new Date().toISOString();
    await update({ finishedAt, expiresAt: finishedAt, outcome: 'ok' });
    log(
      `backup ${summary.name} done: ${formatCount(summary.rows)} rows, ${formatCount(summary.manifest.media.files)} files, ${formatBytes(summary.bytes)} in ${summary.seconds.toFixed(1)} s`,
    );
    const pruned = await pruneBackups(options.store, options.keep);
    if (pruned.length) log(`deleted ${pruned.length} old backups: ${pruned.join(', ')}`);
    return { ran: true, summary, pruned };
  } catch (error) {
    clearInterval(renewal);
    const finishedAt = new Date().toISOString();
    await update({ finishedAt, expiresAt: finishedAt, outcome: 'failed' });
    throw error;
  }
}

const scheduler = globalThis as typeof globalThis & { __backupCron?: Cron };

/** Starts BACKUP_SCHEDULE in this process (once); does nothing when it is unset. */
export function startBackupSchedule(): void {
  const env = getEnv();
  if (!env.BACKUP_SCHEDULE || !env.BACKUP_TO || scheduler.__backupCron) return;
  const store = openBackupStore(parseBackupDestination(env.BACKUP_TO), env);
  const media = mediaStoreFromEnv(env);
  const config = { databaseUrl: env.DATABASE_URL, dataDir: env.dataDir };
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const log = (line: string) => logger('backup').info(line);
  const job = new Cron(
    env.BACKUP_SCHEDULE,
    { timezone: env.SITE_TIME_ZONE, protect: true, unref: true },
    async () => {
      const slot = slotOf(new Date());
      try {
        const handle = await getDatabase();
        await runScheduledBackup({
          db: handle.db,
          source: { handle, config, media },
          store,
          keep: env.BACKUP_KEEP,
          slot,
          holder,
          log,
        });
      } catch (error) {
        logger('backup').error({ err: error }, `the backup of ${slot} failed`);
      }
    },
  );
  scheduler.__backupCron = job;
  log(
    `scheduled "${env.BACKUP_SCHEDULE}" (${env.SITE_TIME_ZONE}) to ${store.location}, keeping ${env.BACKUP_KEEP}; next at ${job.nextRun()?.toISOString()}`,
  );
}

export function stopBackupSchedule(): void {
  scheduler.__backupCron?.stop();
  scheduler.__backupCron = undefined;
}
