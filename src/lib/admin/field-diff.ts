import { diffWords } from 'diff';

// A revision against the current version, field by field (the editors' History). Text
// is compared word by word with jsdiff; rich text is compared as the words a reader sees.

/** Bookkeeping that is not content: never listed as a difference. */
const NOT_CONTENT = new Set([
  '_id',
  'blog_id',
  'location_id',
  'createdAt',
  'updatedAt',
  'status',
  'publish_at',
  'published_at',
  'published_late_from',
  'pending_changes',
  '__v',
]);

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | 'same';
}

export interface FieldDiff {
  field: string;
  parts: DiffPart[];
}

/** A value as the words it shows: tags dropped, sections one after another. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    return value
      .replace(/<\/(p|h\d|li|div)>/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim();
  }
  if (Array.isArray(value)) return value.map(asText).join('\n\n');
  if (typeof value === 'object') return Object.values(value).map(asText).join('\n');
  return String(value);
}

/** The fields whose shown words differ, from `older` to `newer`. */
export function diffFields(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): FieldDiff[] {
  const fields = [...new Set([...Object.keys(older), ...Object.keys(newer)])].filter(
    (field) => !NOT_CONTENT.has(field),
  );
  return fields.flatMap((field) => {
    const before = asText(older[field]);
    const after = asText(newer[field]);
    if (before === after) return [];
    const parts = diffWords(before, after).map((part) => ({
      text: part.value,
      change: part.added
        ? ('added' as const)
        : part.removed
          ? ('removed' as const)
          : ('same' as const),
    }));
    return [{ field, parts }];
  });
}
