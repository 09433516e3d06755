import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../client';

// How many blogs, case studies and location pages have each status, kept by triggers
// in the same transaction as every write, so that a page of a list with its total costs
// the same with 100,000 records as with ten (a COUNT reads every matching row). One row
// per table, a column per status: a write locks only its table's row, always the same
// one, so concurrent writes queue on it and never deadlock. The triggers live in the
// database, so every writer (an older instance mid-deploy, seed:bulk, a restore) is
// counted. Backups leave the table out (src/server/backup/tables.ts): a restore's
// inserts fill it again.
const CONTENT_TABLES = ['blogs', 'case_studies', 'location_pages'] as const;
const STATUSES = ['published', 'draft', 'scheduled'] as const;

/** `column = column + 1` for the row's status, `+ 0` for the others (`sign` -1 for the row leaving). */
const adjust = (row: 'NEW' | 'OLD', sign: '+' | '-') =>
  STATUSES.map(
    (status) =>
      `${status} = ${status} ${sign} (CASE WHEN ${row}.status = '${status}' THEN 1 ELSE 0 END)`,
  ).join(', ');

const update = (table: string, row: 'NEW' | 'OLD', sign: '+' | '-') =>
  `UPDATE content_counts SET ${adjust(row, sign)} WHERE entity = ${table};`;

async function sqliteTriggers(db: Kysely<unknown>, table: string) {
  const name = `'${table}'`;
  const triggers = [
    `CREATE TRIGGER ${table}_counted_insert AFTER INSERT ON ${table}
       BEGIN ${update(name, 'NEW', '+')} END`,
    `CREATE TRIGGER ${table}_counted_delete AFTER DELETE ON ${table}
       BEGIN ${update(name, 'OLD', '-')} END`,
    `CREATE TRIGGER ${table}_counted_status AFTER UPDATE OF status ON ${table}
       WHEN OLD.status IS NOT NEW.status
       BEGIN ${update(name, 'OLD', '-')} ${update(name, 'NEW', '+')} END`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>, table: string) {
  await sql
    .raw(
      `CREATE TRIGGER ${table}_counted AFTER INSERT OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION content_counts_follow()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_counted_status AFTER UPDATE OF status ON ${table}
         FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
         EXECUTE FUNCTION content_counts_follow()`,
    )
    .execute(db);
}

const POSTGRES_FUNCTION = sql.raw(`CREATE FUNCTION content_counts_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN ${update('TG_TABLE_NAME', 'OLD', '-')} END IF;
    IF TG_OP <> 'DELETE' THEN ${update('TG_TABLE_NAME', 'NEW', '+')} END IF;
    RETURN NULL;
  END $$`);

const countOf = (status: string): RawBuilder<number> =>
  sql<number>`coalesce(sum(case when status = ${sql.lit(status)} then 1 else 0 end), 0)`;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  let table = db.schema
    .createTable('content_counts')
    .addColumn('entity', 'text', (col) => col.primaryKey());
  for (const status of STATUSES)
    table = table.addColumn(status, 'integer', (col) => col.notNull().defaultTo(0));
  await table.execute();

  if (engine === 'postgres') await POSTGRES_FUNCTION.execute(db);
  for (const content of CONTENT_TABLES) {
    // Triggers first: on PostgreSQL creating one locks out writes to the table until
    // this migration commits, so no write falls between the count and the trigger.
    if (engine === 'postgres') await postgresTriggers(db, content);
    else await sqliteTriggers(db, content);
    await sql`insert into content_counts (entity, published, draft, scheduled)
      select ${sql.lit(content)}, ${countOf('published')}, ${countOf('draft')}, ${countOf('scheduled')}
      from ${sql.table(content)}`.execute(db);
  }
}
