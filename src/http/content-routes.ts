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
import type { PageOf, PageRequest } from '@/server/db/paging';
import type { Db } from '@/server/db/types';
import type { StatusFilter } from '@/server/editorial/content-lists';
import type { ContentType } from '@/server/editorial/content-types';
import { deleteContent, saveContent } from '@/server/editorial/save';
import { notFound } from '@/server/errors';
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

// The routes of the content types (blogs, case studies, location pages) are alike but
// for their paths, messages and answer shapes (spec point 7 gives each its own), so
// they are made here once: a route file passes what is its own and exports the result.
// The declarations come out as the endpoint() calls written out would be, so the
// OpenAPI document and every test that reads them see no difference.

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

  const GET = endpoint(
    {
      summary: options.summary,
      description: ONLY_PUBLISHED,
      auth: 'public',
      staffSeesMore: true,
      params: ['id'],
      response: options.read === 'data' ? dataAnswer(record) : record,
      errors: { not_found: `${unknown}, or (without a staff session) not published` },
    },
    async ({ db, params, request }) => {
      const staff = await staffViewer(request);
      const value = await found(db, params.id);
      if (!canSee(value, staff)) throw notFound(missing);
      const visible = asSeenBy(value, staff) as Shape;
      return options.read === 'data'
        ? success<{ status: 'success'; data: Shape }>({ data: visible })
        : json(visible);
    },
  );

  const PUT = endpoint(
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

  const DELETE = endpoint(
    {
      summary: `Delete a ${noun} and its revisions; a published one's address then answers 410 Gone`,
      auth: STAFF_ROLES,
      params: ['id'],
      response: messageAnswer,
      errors: { not_found: unknown },
      audit: type.entity,
    },
    async ({ db, params, expire, audit }) => {
      const id = type.idOf(await found(db, params.id));
      const { tags } = await deleteContent(db, type, id);
      expire(tags);
      audit({ action: 'delete', entityId: id }); // the record's id, whatever the path named
      return success({ message: deleted });
    },
  );

  return { GET, PUT, DELETE };
}

export interface ListRouteOptions<Item, Shape> {
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

/**
 * GET of a content type's list: the published records for anyone, those of ?status= (or
 * all) for staff; with ?page=&limit=&q= one page, the total in X-Total-Count.
 */
export function contentListRoute<Shape, Item extends PublicationState & Shape>(
  options: ListRouteOptions<Item, Shape>,
) {
  const items = z.array(options.item);
  return endpoint(
    {
      summary: options.summary,
      description: options.description ?? ONLY_PUBLISHED,
      auth: 'public',
      staffSeesMore: true,
      query: contentListQuery,
      response: options.answer === 'data' ? dataAnswer(items) : items,
      headers: { 'X-Total-Count': 'With page, limit or q: how many records match in all' },
    },
    async ({ db, request }) => {
      const staff = await staffViewer(request);
      const filter = { status: statusFilterFor(request, staff) };
      const page = readPageRequest(request);
      const { items, total } = page
        ? await options.page(db, page, filter)
        : { items: await options.list(db, filter), total: undefined };
      const visible = items.map((item) => asSeenBy(item, staff) as Shape);
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
