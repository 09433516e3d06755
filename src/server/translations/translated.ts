import 'server-only';
import type { PublicationState } from '@/lib/editorial';
import type { Translation } from './store';
import {
  fieldsOfInput,
  slugOfInput,
  type Translated,
  type TranslationType,
} from './translation-types';

// A translated record: the record's shape, with the translatable fields (and the slug)
// replaced by the translation's values and the publication state being the
// translation's. Pages and API answers use it unchanged, as they would the English record.

/** The later of two ISO times. */
const later = (a: string, b: string) => (a > b ? a : b);

/** The value a field has when a translation lacks it (a field declared translatable later). */
function emptyOf(type: TranslationType, name: string): unknown {
  const parsed = type.schema.shape[name]?.safeParse(undefined);
  return parsed?.success ? parsed.data : '';
}

/**
 * The record in the translation's language. Only the fields the record carries are
 * replaced (a list's summary keeps its shape); a record read with its pending changes
 * (staff) gets the translation's pending changes instead. `updatedAt` is the later of
 * the two: the page changes with either.
 */
export function translate<Rec extends PublicationState>(
  type: TranslationType,
  record: Rec,
  translation: Translation,
): Translated<Rec> {
  const out: Record<string, unknown> = { ...(record as object) };
  for (const name of type.fieldNames) {
    if (name in out)
      out[name] = name in translation.fields ? translation.fields[name] : emptyOf(type, name);
  }
  if (type.slugField && type.slugField in out) out[type.slugField] = translation.slug ?? '';
  out.status = translation.status;
  out.publish_at = translation.publish_at;
  out.published_at = translation.published_at;
  out.published_late_from = translation.published_late_from;
  if ('pending_changes' in out) out.pending_changes = translation.pending_changes ?? null;
  if (typeof out.updatedAt === 'string')
    out.updatedAt = later(out.updatedAt, translation.updatedAt);
  out.locale = translation.locale;
  return out as unknown as Translated<Rec>;
}

/**
 * A translation as its editor last saved it: its pending changes (a draft of a published
 * translation) over its live fields and slug, or itself.
 */
export function translationDraftOf(type: TranslationType, translation: Translation): Translation {
  const pending = translation.pending_changes;
  if (!pending) return translation;
  const parsed = type.schema.safeParse(pending);
  if (!parsed.success) return translation;
  const input = parsed.data as Record<string, unknown>;
  return {
    ...translation,
    fields: { ...translation.fields, ...fieldsOfInput(type, input) },
    slug: slugOfInput(type, input) ?? translation.slug,
  };
}
