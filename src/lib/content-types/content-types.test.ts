import { describe, expect, it } from 'vitest';
import { contentTypeList } from '.';
import { columnNamesOf, emptyColumnsOf, fieldNamesOf, type FormItem } from './fields';

// The editor draws what each declaration's form places; a field placed twice, or a
// name placed that no field declares, would show twice or fail at run time.

const namesIn = (items: readonly FormItem[]): string[] =>
  items.flatMap((item) =>
    typeof item === 'string' ? [item] : 'row' in item ? [...item.row] : namesIn(item.items),
  );

describe.each(contentTypeList.map((type) => [type.entity, type] as const))('%s', (_, type) => {
  it('places every declared field in its form exactly once', () => {
    const placed = type.form.flatMap((group) => namesIn(group.items));
    expect([...placed].sort()).toEqual([...fieldNamesOf(type.fields)].sort());
  });

  it('names a declared title field, and search fields that are columns', () => {
    expect(fieldNamesOf(type.fields)).toContain(type.titleField);
    const columns: string[] = columnNamesOf(type.fields);
    for (const [name, field] of Object.entries(type.fields))
      if (field.search) expect(columns).toContain(name);
  });

  it('gives every field a label', () => {
    for (const field of Object.values(type.fields)) expect(field.label.trim()).not.toBe('');
  });

  it('starts a record with every column empty or at its default', () => {
    const empty = emptyColumnsOf(type.fields) as Record<string, unknown>;
    expect(Object.keys(empty).sort()).toEqual([...columnNamesOf(type.fields)].sort());
    for (const value of Object.values(empty)) expect(['', null, 'template1']).toContain(value);
  });
});
