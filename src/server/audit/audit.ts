import 'server-only';
import { AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@/lib/audit';
import type { Selectable } from 'kysely';
import { countRows } from '../db/paging';
import type { AuditLogTable } from '../db/schema';
import type { Db } from '../db/types';
import { nowIso } from '../db/types';
import { log } from '../log';

// The audit log: who changed what, when, and from where. Entries are only ever added
// (nothing here updates one) and are pruned after a year. The names of changed fields
// are kept, never their contents.

export { AUDIT_ENTITIES, type AuditAction, type AuditEntity };

export const AUDIT_RETENTION_DAYS = 365;
export const AUDIT_PAGE_SIZE = 50;

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  fields?: readonly string[];
  /** Who did it: a user, or a name when no account is known (a failed sign-in's address). */
  actor: { id: number | null; label: string };
  clientIp: string;
}

export async function recordAudit(db: Db, entry: AuditRecord, at = nowIso()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at,
      userId: entry.actor.id,
      actor: entry.actor.label.slice(0, 200),
      action: entry.action,
      entity: entry.entity,
      entityId:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      fields: JSON.stringify(entry.fields ?? []),
      clientIp: entry.clientIp.slice(0, 64),
    })
    .execute();
}

export interface AuditFilter {
  userId?: number | undefined;
  entity?: AuditEntity | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** A row of the audit log, its changed fields' names as a list. */
export type AuditEntry = Omit<Selectable<AuditLogTable>, 'fields'> & { fields: string[] };

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  if (filter.entity !== undefined) query = query.where('entity', '=', filter.entity);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  return query;
}

const toEntry = ({
  fields,
  ...row
}: Omit<AuditEntry, 'fields'> & { fields: string }): AuditEntry => ({
  ...row,
  fields: JSON.parse(fields) as string[],
});

/** One page of entries, newest first, and how many match. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    countRows(filtered(db, filter)),
  ]);
  return { entries: rows.map(toEntry), total };
}

/** Every matching entry, newest first, a batch at a time (the CSV export streams them). */
export async function* allAudit(
  db: Db,
  filter: AuditFilter,
  batch = 1000,
): AsyncGenerator<AuditEntry> {
  let before: { at: string; id: number } | undefined;
  for (;;) {
    let query = filtered(db, filter).selectAll();
    if (before) {
      const { at, id } = before;
      query = query.where((eb) =>
        eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    for (const row of rows) yield toEntry(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    before = { at: last.at, id: last.id };
  }
}

/** Drops entries older than a year; answers how many went. */
export async function pruneAudit(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const pruner = globalThis as typeof globalThis & {
  __auditPruneTimer?: NodeJS.Timeout;
  __auditFirstPrune?: NodeJS.Timeout;
};

/**
 * Prunes the log hourly in this process. Several instances may all do it: the delete is
 * the same whoever runs it.
 */
export function startAuditPruning(getDb: () => Promise<Db>, intervalMs = 60 * 60_000): void {
  if (pruner.__auditPruneTimer) return;
  const run = async () => {
    try {
      const pruned = await pruneAudit(await getDb());
      if (pruned > 0) log('audit').info(`pruned ${pruned} entries older than a year`);
    } catch (error) {
      log('audit').error({ err: error }, 'pruning failed');
    }
  };
  pruner.__auditPruneTimer = setInterval(() => void run(), intervalMs);
  pruner.__auditPruneTimer.unref();
  pruner.__auditFirstPrune = setTimeout(() => void run(), 30_000).unref();
}

export function stopAuditPruning(): void {
  clearInterval(pruner.__auditPruneTimer);
  clearTimeout(pruner.__auditFirstPrune);
  pruner.__auditPruneTimer = undefined;
}
