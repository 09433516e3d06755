import 'server-only';
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Engine } from '../client';

// The few places where SQLite and PostgreSQL DDL differ.

/** An auto-incrementing integer primary key. */
export function withAutoId<T extends string>(
  table: CreateTableBuilder<T, never>,
  column: string,
  engine: Engine,
): CreateTableBuilder<T, never> {
  return table.addColumn(column, 'integer', (col: ColumnDefinitionBuilder) =>
    engine === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement(),
  );
}

/** Required text with an empty default, the shape of every free-text field. */
export function withTextColumns<T extends string>(
  table: CreateTableBuilder<T, never>,
  columns: readonly string[],
): CreateTableBuilder<T, never> {
  return columns.reduce(
    (builder, column) => builder.addColumn(column, 'text', (col) => col.notNull().defaultTo('')),
    table,
  );
}
