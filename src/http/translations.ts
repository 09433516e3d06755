import 'server-only';
import type { z } from 'zod';
import type { PublicationState, PublicationStatus } from '@/lib/editorial';
import type { TranslationLocale } from '@/lib/locale';
import { STAFF_ROLES } from '@/lib/roles';
import { TRANSLATION_ANSWERS } from '@/lib/schemas/answers/translations';
import { savedAnswer } from '@/lib/schemas/answers/envelopes';
import { splitPublication } from '@/lib/schemas/editorial';
import { translationLocaleOf } from '@/lib/schemas/locale';
import {
  isTranslationSlug,
  localizedDraftQuery,
  normaliseTranslationSlug,
  TRANSLATION_BODIES,
} from '@/lib/schemas/translations';
import type { PageRequest } from '@/server/db/paging';
import type { Db } from '@/server/db/types';
import type { ContentType } from '@/server/editorial/content-types';
import { publicView } from '@/server/editorial/publication';
import { notFound } from '@/server/errors';
import { listTranslated, listTranslatedPage } from '@/server/translations/lists';
import { readTranslated, saveTranslation } from '@/server/translations/save';
import { findTranslationBySlug, translationStatesOf } from '@/server/translations/store';
import {
  LOCALE_NAMES,
  TRANSLATION_TYPES,
  type Translated,
  type TranslationType,
} from '@/server/translations/translation-types';
import { auditOfSave, authorOf, isDraftSave } from './editorial';
import { endpoint, type Declaration, type Endpoint } from './endpoint';
import { readQuery } from './params';
import { json } from './respond';
import type { Session } from './session';

// The content endpoints' `?locale=` (issue 29): with `locale=ar` a GET answers the
// record's Arabic translation (its translatable fields and slug over the record, the
// translation's status), PUT writes the translation and DELETE removes it. Without it, or
// with `en`, they answer exactly as before; another value is a 400.

/** What the content reads say of `?locale=ar` (their declarations' description). */
export const TRANSLATION_READ =
  'With locale=ar: the Arabic translation, in the same shape with the translatable fields (and slug) ' +
  "replaced by the Arabic values, plus locale and the translation's own status, publish_at, " +
  "published_at and published_late_from (updatedAt: the later of the record's and the translation's). " +
  'Without a staff session only records whose record and translation are both published; a staff ' +
  'caller sees every translation, with its pending_changes.';

/** What a translation write does (PUT …?locale=ar). */
export const TRANSLATION_SAVE_RULES =
  'With locale=ar the body is the translation: the translatable fields (and the slug) with status and ' +
  'publish_at, and only the translation is written: the record, its status and its revisions stay as ' +
  "they are. The same rules as a record's save apply to the translation's own status (a draft, a schedule, " +
  '?draft=true on a published translation); a published translation shows only while its record is published ' +
  'too. Answers {status, message, data} with the translated record.';

/** The translation type of a content type. */
export const translationTypeOf = (type: Pick<ContentType, 'entity'>): TranslationType =>
  TRANSLATION_TYPES[type.entity];

/** The translation a request's `?locale=` names (400 for an unknown one), or undefined for the record itself. */
export function requestedLocale(
  request: Request,
  schema: z.ZodObject = localizedDraftQuery,
): TranslationLocale | undefined {
  return translationLocaleOf((readQuery(request, schema) as { locale?: 'en' | 'ar' }).locale);
}

/** Whether a request names a translation (or an unknown locale, which its endpoint refuses). */
const namesTranslation = (request: Request) => {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale !== null && locale !== 'en';
};

/**
 * One route handler for two declared endpoints, the record's and its translation's, as
 * `?locale=` chooses: a PUT's body is the record's or the translation's, and each is
 * validated by its own endpoint before its handler runs. `declaration` describes both
 * (what the OpenAPI document and the route tests read).
 */
export function byLocale<P>(
  record: Endpoint<P>,
  translation: Endpoint<P>,
  declaration: Declaration,
): Endpoint<P> {
  const handler = (request: Request, context: { params: Promise<P> }) =>
    (namesTranslation(request) ? translation : record)(request, context);
  return Object.assign(handler, { declaration });
}

/**
 * The translated record a GET answers: 404 when the record has no translation in that
 * language or (for anyone but staff) when either is not published.
 */
export async function readTranslatedFor(
  db: Db,
  type: ContentType,
  record: PublicationState | undefined,
  segment: string,
  locale: TranslationLocale,
  staff: Session | undefined,
  missing: string,
): Promise<object> {
  const translationType = translationTypeOf(type);
  let found = record && (await readTranslated(db, translationType, type.idOf(record), locale));
  // A path may name the record by its translation's slug too (GET /blog/{arabic slug}?locale=ar).
  const slug = normaliseTranslationSlug(segment);
  // Only what a slug can be reaches the query (PostgreSQL text cannot hold NUL).
  if (!found && translationType.slugField && isTranslationSlug(slug)) {
    const bySlug = await findTranslationBySlug(db, type.entity, locale, slug);
    const id = bySlug && type.parseId(bySlug.record_id);
    found = id === undefined ? undefined : await readTranslated(db, translationType, id, locale);
  }
  if (!found) throw notFound(missing);
  const visible =
    staff !== undefined ||
    (found.record.status === 'published' && found.translation.status === 'published');
  if (!visible) throw notFound(missing);
  return staff ? found.translated : publicView(found.translated);
}

/** A translated list for the caller: staff see every translation (of ?status=), anyone else the live ones. */
export async function translatedListFor(
  db: Db,
  type: ContentType,
  locale: TranslationLocale,
  staff: Session | undefined,
  status: PublicationStatus | undefined,
  page: PageRequest | undefined,
): Promise<{ items: object[]; total: number | undefined }> {
  const translationType = translationTypeOf(type);
  const filter = staff ? { locale, status } : { locale, live: true };
  const { items, total }: { items: Translated<PublicationState>[]; total: number | undefined } =
    page
      ? await listTranslatedPage(db, translationType, page, filter)
      : { items: await listTranslated(db, translationType, filter), total: undefined };
  return { items: staff ? items : items.map((item) => publicView(item)), total };
}

/** Staff lists: each record with where its translations stand (`translations`, {} for none). */
export async function withTranslationStates<Item extends PublicationState>(
  db: Db,
  type: ContentType,
  items: Item[],
): Promise<(Item & { translations: object })[]> {
  const states = await translationStatesOf(
    db,
    type.entity,
    items.map((item) => String(type.idOf(item))),
  );
  return items.map((item) => ({
    ...item,
    translations: states.get(String(type.idOf(item))) ?? {},
  }));
}

/** The translations' answers of a content type. */
export const translationAnswersOf = (type: Pick<ContentType, 'entity'>) =>
  TRANSLATION_ANSWERS[type.entity];

/** How the audit log names a translation: the record's id and the language. */
export const translationAuditId = (id: string | number, locale: TranslationLocale) =>
  `${id} (${locale})`;

export interface TranslationPutOptions {
  summary: string;
  /** The record a path segment names (404 otherwise). */
  found: (db: Db, segment: string) => Promise<PublicationState>;
  unknown: string;
}

/** PUT …/{id}?locale=ar: writes the record's translation (staff). */
export function translationPut(type: ContentType, options: TranslationPutOptions) {
  const translationType = translationTypeOf(type);
  const answers = translationAnswersOf(type);
  const slugged = translationType.slugField !== undefined;
  return endpoint(
    {
      summary: options.summary,
      description: TRANSLATION_SAVE_RULES,
      auth: STAFF_ROLES,
      params: ['id'],
      query: localizedDraftQuery,
      body: TRANSLATION_BODIES[type.entity],
      response: savedAnswer(answers.record),
      errors: {
        not_found: options.unknown,
        ...(slugged ? { conflict: 'Slug taken among the Arabic slugs of this type' } : {}),
      },
      audit: type.entity,
    },
    async ({ db, params, body, request, session, expire, audit }) => {
      const locale = requestedLocale(request) ?? 'ar';
      const draft = isDraftSave(request);
      const id = type.idOf(await options.found(db, params.id));
      const { publication, input } = splitPublication(body as Record<string, unknown>);
      const { before, after, tags } = await saveTranslation(db, translationType, id, locale, {
        input,
        publication,
        draft,
        author: authorOf(session),
      });
      expire(tags);
      audit(auditOfSave(before, after, translationAuditId(id, locale), draft));
      return json({
        status: 'success',
        message: `${LOCALE_NAMES[locale]} translation of the ${translationType.noun} saved.`,
        data: after,
      } as never);
    },
  );
}
