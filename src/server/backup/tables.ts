import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/client';
import { contentTypeList } from '@/lib/content-types';
import type { Database } from '../db/schema';
import type { ColumnInfo } from './format';

// What a backup holds is read from the database itself: every table but the
// migrator's own, with its columns, primary key and foreign keys. A table added by a
// new migration is in the next backup without anyone listing it here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are named at run time
export type AnyDb = Kysely<any>;

/** Kysely's bookkeeping: recreated by the migrations, recorded as the manifest's `migration`. */
export const MIGRATION_TABLE = 'kysely_migration';
/**
 * Left out: the migrator's bookkeeping, and the status counts that triggers keep from
 * the content rows (migration 008), which the restore's inserts fill again.
 */
export const DERIVED_TABLES = ['content_counts'] as const;
const SKIPPED = new Set<string>([MIGRATION_TABLE, 'kysely_migration_lock', ...DERIVED_TABLES]);

/**
 * Every table of schema.ts. The backup does not read this list (it asks the database);
 * tests/data/backup.test.ts checks it against the migrated schema, so schema.ts and the
 * migrations cannot drift apart unnoticed.
 */
export const SCHEMA_TABLES = {
  // The content types' own tables come from their declarations.
  ...(Object.fromEntries(contentTypeList.map((type) => [type.table, true])) as Record<
    (typeof contentTypeList)[number]['table'],
    true
  >),
  categories: true,
  blog_sections: true,
  users: true,
  sessions: true,
  user_tokens: true,
  recovery_codes: true,
  known_devices: true,
  audit_log: true,
  settings: true,
  enquiries: true,
  outbox: true,
  revisions: true,
  redirects: true,
  not_found_log: true,
  preview_links: true,
  content_counts: true,
  media_assets: true,
  media_usage: true,
  enquiry_notes: true,
  webhooks: true,
  webhook_deliveries: true,
  content_translations: true,
} as const satisfies Record<keyof Database, true>;

/** The tables of schema.ts that a backup holds. */
export const BACKED_UP_TABLES = Object.keys(SCHEMA_TABLES)
  .filter((name) => !SKIPPED.has(name))
  .sort();

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary-key columns in key order: the keyset the backup pages by. */
  primaryKey: string[];
  /** Tables this one references (not itself). */
  references: string[];
  /** PostgreSQL identity columns, whose sequences a restore moves past the restored ids. */
  identity: string[];
}

const rowsOf = async <R>(db: AnyDb, query: RawBuilder<R>) => (await query.execute(db)).rows;

async function sqliteTables(db: AnyDb): Promise<TableInfo[]> {
  const names = await rowsOf(
    db,
    sql<{ name: string }>`select name from sqlite_schema
      where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
  );
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    if (SKIPPED.has(name)) continue;
    const columns = await rowsOf(
      db,
      sql<{ name: string; type: string; notnull: number; pk: number }>`
        select name, type, "notnull", pk from pragma_table_info(${name}) order by cid`,
    );
    const references = await rowsOf(
      db,
      sql<{ table: string }>`select distinct "table" from pragma_foreign_key_list(${name})`,
    );
    tables.push({
      name,
      columns: columns.map((c) => ({
        name: c.name,
        type: c.type.toLowerCase(),
        nullable: c.notnull === 0 && c.pk === 0,
      })),
      primaryKey: columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name),
      references: references.map((r) => r.table).filter((t) => t !== name),
      identity: [],
    });
  }
  return tables;
}

async function postgresTables(db: AnyDb): Promise<TableInfo[]> {
  const columns = await rowsOf(
    db,
    sql<{ table: string; name: string; type: string; nullable: string; identity: string }>`
      select table_name as "table", column_name as name, data_type as type,
             is_nullable as nullable, is_identity as identity
      from information_schema.columns
      where table_schema = current_schema()
        and table_name in (select table_name from information_schema.tables
                           where table_schema = current_schema() and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const keys = await rowsOf(
    db,
    sql<{ table: string; name: string }>`
      select tc.table_name as "table", kcu.column_name as name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       and kcu.table_name = tc.table_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
      order by tc.table_name, kcu.ordinal_position`,
  );
  const foreign = await rowsOf(
    db,
    sql<{ child: string; parent: string }>`
      select distinct child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  const byName = new Map<string, TableInfo>();
  for (const column of columns) {
    if (SKIPPED.has(column.table)) continue;
    let table = byName.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], primaryKey: [], references: [], identity: [] };
      byName.set(column.table, table);
    }
    table.columns.push({
      name: column.name,
      type: column.type.toLowerCase(),
      nullable: column.nullable === 'YES',
    });
    if (column.identity === 'YES') table.identity.push(column.name);
  }
  for (const key of keys) byName.get(key.table)?.primaryKey.push(key.name);
  for (const { child, parent } of foreign) {
    if (child !== parent) byName.get(child)?.references.push(parent);
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The tables a backup holds, by name. */
export async function listTables(db: AnyDb, engine: Engine): Promise<TableInfo[]> {
  return engine === 'postgres' ? postgresTables(db) : sqliteTables(db);
}

/** Parents before children, so that rows can be inserted with foreign keys enforced. */
export function dependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    }
    state.set(table.name, 'visiting');
    for (const parent of [...table.references].sort()) {
      const target = byName.get(parent);
      if (target) visit(target, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => (a.name < b.name ? -1 : 1))) visit(table, []);
  return ordered;
}

/** The name of the newest migration applied, or undefined when none ever ran. */
export async function latestMigration(db: AnyDb, engine: Engine): Promise<string | undefined> {
  const exists =
    engine === 'postgres'
      ? sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_schema = current_schema() and table_name = ${MIGRATION_TABLE}`
      : sql<{ n: number }>`select count(*) as n from sqlite_schema
          where type = 'table' and name = ${MIGRATION_TABLE}`;
  const [found] = await rowsOf(db, exists);
  if (!found || Number(found.n) === 0) return undefined;
  const [latest] = await rowsOf(
    db,
    sql<{
      name: string;
    }>`select name from ${sql.table(MIGRATION_TABLE)} order by name desc limit 1`,
  );
  return latest?.name;
}

/** All applied migration names, oldest first. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`,
  );
  return rows.map((r) => r.name);
}
