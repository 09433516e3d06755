import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeList } from '@/lib/content-types';
import { columnNamesOf } from '@/lib/content-types/fields';
import { listTables, type TableInfo } from '@/server/backup/tables';
import { PUBLICATION_COLUMNS } from '@/server/editorial/publication';
import { createTestDatabase, testEngines, type TestDatabase } from '../support/test-databases';

// Storage stays in SQL migrations; the fields are declared in src/lib/content-types.
// After every migration has run, each content table has a column for every declared
// field and no column that is not a field or the table's own bookkeeping.

/** Columns of every content table that are no field: its dates and publication state. */
const BOOKKEEPING = ['createdAt', 'updatedAt', ...PUBLICATION_COLUMNS, 'pending_changes'];

describe.each(testEngines)('content tables on %s', (engine) => {
  let t: TestDatabase;
  let tables: Map<string, TableInfo>;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    tables = new Map((await listTables(t.db, engine)).map((table) => [table.name, table]));
  });
  afterAll(async () => t.drop());

  it.each(contentTypeList.map((type) => [type.table, type] as const))(
    '%s has a column for every declared field and a field for every column',
    (table, type) => {
      const columns = tables.get(table)?.columns.map((column) => column.name) ?? [];
      const fields: string[] = columnNamesOf(type.fields);
      const own = [type.idColumn, ...BOOKKEEPING];
      expect({
        fieldsWithoutColumn: fields.filter((name) => !columns.includes(name)),
        columnsWithoutField: columns.filter((name) => !fields.includes(name) && !own.includes(name)),
      }).toEqual({ fieldsWithoutColumn: [], columnsWithoutField: [] });
    },
  );
});
