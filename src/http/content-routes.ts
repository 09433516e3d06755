import 'server-only';
import { z } from 'zod';
import { CONTENT_TYPE_DECLARATIONS } from '@/lib/content-types';
import type { ContentEntity, PublicationState } from '@/lib/editorial';
import { STAFF_ROLES } from '@/lib/roles';
import { dataAnswer, messageAnswer, savedAnswer } from '@/lib/schemas/answers/envelopes';
import {
  contentListQuery,
  draftQuery,
  splitPublication,
  type PublicationInput,
} from '@/lib/schemas/editorial';
import { localeParam, localeQuery } from '@/lib/schemas/locale';
import { localizedDraftQuery, TRANSLATION_BODIES } from '@/lib/schemas/translations';
import type { PageOf, PageRequest } from '@/server/db/paging';
import type { Db } from '@/server/db/types';
import type { StatusFilter } from '@/server/editorial/content-lists';
import { CONTENT_TYPES, type ContentType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';
import { deleteTranslation } from '@/server/translations/save';
import { LOCALE_NAMES } from '@/server/translations/translation-types';
import {
  ONLY_PUBLISHED,
  SAVE_RULES,
  asSeenBy,
  auditOfSave,
  authorOf,
  canSee,
  isDraftSave,
  staffViewer,
  statusFilterFor,
} from './editorial';
import { endpoint } from './endpoint';
import { pageHeaders, readPageRequest } from './params';
import { json, success } from './respond';
import {
  byLocale,
  readTranslatedFor,
  requestedLocale,
  TRANSLATION_READ,
  TRANSLATION_SAVE_RULES,
  translatedListFor,
  translationAnswersOf,
  translationAuditId,
  translationPut,
  translationTypeOf,
  withTranslationStates,
} from './translations';

// The routes of the content types (blogs, case studies, location pages) are alike but
// for their paths, messages and answer shapes (spec point 7 gives each its own), so
// they are made here once: a route file passes what is its own and exports the result.
// The declarations come out as the endpoint() calls written out would be, so the
// OpenAPI document and every test that reads them see no difference.
//
// Each takes `?locale=` (issue 29): `ar` reads, writes or removes the record's Arabic
// translation (./translations.ts); without it, or with `en`, the answer is the original
// API's.

/** A record schema whose input the domain's record fits (checked where a route file calls). */
type RecordSchema<Shape> = z.ZodType<unknown, Shape>;

/** A type with an address of its own (a slug) refuses a write that takes another's. */
function conflictOf(entity: ContentEntity) {
  const { fields } = CONTENT_TYPE_DECLARATIONS[entity];
  const addressed = Object.values(fields).some((field) => field.widget === 'slug');
  return addressed ? ({ conflict: 'Slug taken' } as const) : {};
}

/** `Case study` → `case study`, as the summaries name it. */
const nounOf = ({ entity }: { entity: ContentEntity }) =>
  CONTENT_TYPE_DECLARATIONS[entity].label.toLowerCase();

export interface ItemRouteOptions<Input, Rec, Shape> {
  /** The record as the API answers it. */
  record: RecordSchema<Shape>;
  /** The body of PUT (the record's input and the publication fields). */
  body: z.ZodType<Input & PublicationInput>;
  /** GET's summary: which record a path names, and how. */
  summary: string;
  /** How the declared errors call a path that names no record ("Unknown id"). */
  unknown: string;
  /** GET answers the bare record, or `{status, data}` (the blog). */
  read: 'record' | 'data';
  /**
   * The spec's messages: not_found's, DELETE's, and PUT's, which then answers
   * `{status, message, data}` (without one, PUT answers the bare record).
   */
  messages: { notFound: string; updated?: string; deleted: string };
  /** Said after the save rules in PUT's description. */
  saveNote?: string;
  /** The record a path segment names, when not by its id alone (a blog: its id or its slug). */
  find?: (db: Db, segment: string) => Promise<Rec | undefined>;
}

/** GET, PUT and DELETE of one record of a content type (its `[id]` route). */
export function contentItemRoutes<Input, Shape, Rec extends PublicationState & Shape>(
  type: ContentType<Input, Rec>,
  options: ItemRouteOptions<Input, Rec, Shape>,
) {
  const { record, unknown } = options;
  const { notFound: missing, updated, deleted } = options.messages;
  const noun = nounOf(type);
  const byId = async (db: Db, segment: string) => {
    const id = type.parseId(segment);
    return id === undefined ? undefined : type.read(db, id);
  };
  const find = options.find ?? byId;
  const found = async (db: Db, segment: string) => {
    const existing = await find(db, segment);
    if (!existing) throw notFound(missing);
    return existing;
  };

  const translated = translationAnswersOf(type).record;
  const noTranslation = `This ${noun} has no ${LOCALE_NAMES.ar} translation.`;

  const GET = endpoint(
    {
      summary: options.summary,
      description: `${ONLY_PUBLISHED} ${TRANSLATION_READ}`,
      auth: 'public',
      staffSeesMore: true,
      params: ['id'],
      query: localeQuery,
      response:
        options.read === 'data'
          ? z.union([dataAnswer(record), dataAnswer(translated)])
          : z.union([record, translated]),
      errors: {
        not_found:
          `${unknown}, or (without a staff session) not published; with locale=ar: no Arabic ` +
          'translation, or (without a staff session) it or its record not published',
      },
    },
    async ({ db, params, request }) => {
      const locale = requestedLocale(request, localeQuery);
      const staff = await staffViewer(request);
      if (locale) {
        const existing = await find(db, params.id);
        const data = await readTranslatedFor(
          db,
          type as unknown as ContentType,
          existing,
          params.id,
          locale,
          staff,
          existing ? noTranslation : missing,
        );
        // The translated record's shape is the record's (src/server/translations/translated.ts).
        return options.read === 'data'
          ? json({ status: 'success', data } as never)
          : json(data as never);
      }
      const value = await found(db, params.id);
      if (!canSee(value, staff)) throw notFound(missing);
      const visible = asSeenBy(value, staff) as Shape;
      return options.read === 'data'
        ? success<{ status: 'success'; data: Shape }>({ data: visible })
        : json(visible);
    },
  );

  const recordPut = endpoint(
    {
      summary: `Replace a ${noun}; published unless status says otherwise`,
      description: options.saveNote ? `${SAVE_RULES} ${options.saveNote}` : SAVE_RULES,
      auth: STAFF_ROLES,
      params: ['id'],
      query: draftQuery,
      body: options.body,
      response: updated === undefined ? record : savedAnswer(record),
      errors: { not_found: unknown, ...conflictOf(type.entity) },
      audit: type.entity,
    },
    async ({ db, params, body, request, session, expire, audit }) => {
      const draft = isDraftSave(request);
      const before = await found(db, params.id);
      const id = type.idOf(before);
      // The body is the record's input with the publication fields.
      const { publication, input } = splitPublication(body);
      const { after, tags } = await saveContent(db, type, id, {
        input: input as Input,
        publication,
        draft,
        author: authorOf(session),
      });
      expire(tags);
      audit(auditOfSave(before, after, id, draft));
      return updated === undefined
        ? json(after)
        : success<{ status: 'success'; message: string; data: Shape }>({
            message: updated,
            data: after,
          });
    },
  );

  const generic = type as unknown as ContentType;
  const recordPutDeclaration = recordPut.declaration;
  const translationPutEndpoint = translationPut(generic, {
    summary: `Write a ${noun}'s Arabic translation`,
    found: (db, segment) => found(db, segment),
    unknown,
  });
  // One handler for both bodies; the document describes the pair (./translations.ts, byLocale).
  const PUT = byLocale(recordPut, translationPutEndpoint, {
    ...recordPutDeclaration,
    summary: `${recordPutDeclaration.summary}; with ?locale=ar, write its Arabic translation`,
    description: `${recordPutDeclaration.description ?? ''} ${TRANSLATION_SAVE_RULES}`,
    query: localizedDraftQuery,
    body: z.union([options.body, TRANSLATION_BODIES[type.entity]]),
    response: z.union([
      recordPutDeclaration.response as z.ZodType,
      translationPutEndpoint.declaration.response as z.ZodType,
    ]),
    errors: {
      ...recordPutDeclaration.errors,
      not_found: unknown,
      ...(translationTypeOf(type).slugField
        ? {
            conflict:
              'Slug taken (with locale=ar: among the Arabic slugs of this type; the same slug may ' +
              'be used in English and Arabic)',
          }
        : {}),
    },
  });

  const DELETE = endpoint(
    {
      summary: `Delete a ${noun} and its revisions; a published one's address then answers 410 Gone`,
      description:
        'Its translations go with it. With locale=ar only its Arabic translation is deleted (with that ' +
        "translation's revisions and preview links); the record stays as it is.",
      auth: STAFF_ROLES,
      params: ['id'],
      query: localeQuery,
      response: messageAnswer,
      errors: { not_found: `${unknown}; with locale=ar: or it has no Arabic translation` },
      audit: type.entity,
    },
    async ({ db, params, request, expire, audit }) => {
      const locale = requestedLocale(request, localeQuery);
      const id = type.idOf(await found(db, params.id));
      if (locale) {
        const { tags } = await deleteTranslation(db, translationTypeOf(type), id, locale).catch(
          (error: unknown) => {
            throw error instanceof Error && 'code' in error && error.code === 'not_found'
              ? notFound(noTranslation)
              : error;
          },
        );
        expire(tags);
        audit({ action: 'delete', entityId: translationAuditId(id, locale) });
        return success({ message: `${LOCALE_NAMES[locale]} translation of the ${noun} deleted.` });
      }
      const { tags } = await deleteContent(db, type, id);
      expire(tags);
      audit({ action: 'delete', entityId: id }); // the record's id, whatever the path named
      return success({ message: deleted });
    },
  );

  return { GET, PUT, DELETE };
}

export interface ListRouteOptions<Item, Shape> {
  /** The content type listed (its translations' lists, and the staff answer's `translations`). */
  type: { entity: ContentEntity };
  summary: string;
  /** Who sees what, when not as every content read says (ONLY_PUBLISHED). */
  description?: string;
  /** A record as the list shows it. */
  item: RecordSchema<Shape>;
  /** The bare array (spec point 7), or `{status, data}` (the blog). */
  answer: 'array' | 'data';
  /** Every record of the filter, and one page of them (the domain's list readers). */
  list: (db: Db, filter: StatusFilter) => Promise<Item[]>;
  page: (db: Db, request: PageRequest, filter: StatusFilter) => Promise<PageOf<Item>>;
}

/** A list's query: its paging, ?status= for staff, and ?locale=. */
const listQueryWithLocale = contentListQuery.extend({ locale: localeParam });

/**
 * GET of a content type's list: the published records for anyone, those of ?status= (or
 * all) for staff; with ?page=&limit=&q= one page, the total in X-Total-Count.
 */
export function contentListRoute<Shape, Item extends PublicationState & Shape>(
  options: ListRouteOptions<Item, Shape>,
) {
  const type = CONTENT_TYPES[options.type.entity];
  const answers = translationAnswersOf(type);
  // Staff callers' items also say where each record's translations stand.
  const items = z.array(answers.englishListItem as unknown as typeof options.item);
  const translatedItems = z.array(answers.listItem);
  return endpoint(
    {
      summary: options.summary,
      description: `${options.description ?? ONLY_PUBLISHED} A staff caller's items also carry translations (each language's status and slug). ${TRANSLATION_READ} ?status= then filters by the translation's status.`,
      auth: 'public',
      staffSeesMore: true,
      query: listQueryWithLocale,
      response:
        options.answer === 'data'
          ? z.union([dataAnswer(items), dataAnswer(translatedItems)])
          : z.union([items, translatedItems]),
      headers: { 'X-Total-Count': 'With page, limit or q: how many records match in all' },
    },
    async ({ db, request }) => {
      const locale = requestedLocale(request, listQueryWithLocale);
      const staff = await staffViewer(request);
      const status = statusFilterFor(request, staff);
      const page = readPageRequest(request);
      if (locale) {
        const translated = await translatedListFor(db, type, locale, staff, status, page);
        const init =
          translated.total === undefined ? {} : { headers: pageHeaders(translated.total) };
        // Translated items keep their list's shape (src/server/translations/lists.ts).
        return options.answer === 'data'
          ? json({ status: 'success', data: translated.items } as never, init)
          : json(translated.items as never, init);
      }
      const filter = { status };
      const { items, total } = page
        ? await options.page(db, page, filter)
        : { items: await options.list(db, filter), total: undefined };
      const seen = staff ? await withTranslationStates(db, type, items) : items;
      const visible = seen.map((item) => asSeenBy(item, staff) as Shape);
      const init = total === undefined ? {} : { headers: pageHeaders(total) };
      return options.answer === 'data'
        ? success<{ status: 'success'; data: Shape[] }>({ data: visible }, init)
        : json(visible, init);
    },
  );
}

export interface CreateRouteOptions<Input, Shape> {
  summary: string;
  /** The body (the record's input and the publication fields). */
  body: z.ZodType<Input & PublicationInput>;
  /** The record as the API answers it. */
  record: RecordSchema<Shape>;
  /** The message of the answer, `{status, message, data}`. */
  created: string;
}

/** POST of a record of a content type from its fields, published unless `status` says otherwise. */
export function contentCreateRoute<Input, Shape, Rec extends PublicationState & Shape>(
  type: ContentType<Input, Rec>,
  options: CreateRouteOptions<Input, Shape>,
) {
  return endpoint(
    {
      summary: options.summary,
      description: SAVE_RULES,
      auth: STAFF_ROLES,
      body: options.body,
      response: savedAnswer(options.record),
      status: 201,
      errors: conflictOf(type.entity),
      audit: type.entity,
    },
    async ({ db, body, session, expire, audit }) => {
      const { publication, input } = splitPublication(body);
      const { after, tags } = await saveContent(db, type, undefined, {
        input: input as Input,
        publication,
        author: authorOf(session),
      });
      expire(tags);
      audit(auditOfSave(undefined, after, type.idOf(after)));
      return success({ message: options.created, data: after }, { status: 201 });
    },
  );
}
