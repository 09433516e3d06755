import 'server-only';
import { z } from 'zod';
import {
  PREVIEW_LINK_DAYS,
  PUBLICATION_STATUSES,
  REDIRECT_CODES,
  REVISIONS_KEPT,
} from '@/lib/editorial';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { mainContactSchema, pageContactSchema } from '@/lib/schemas/contact';
import {
  contentEntity,
  previewLinkSchema,
  publishable,
  redirectSchema,
  statusQuery,
} from '@/lib/schemas/editorial';
import { locationPageSchema } from '@/lib/schemas/location-page';
import { loginSchema } from '@/lib/schemas/login';
import { enquiryPatchSchema } from '@/lib/schemas/enquiry';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '@/lib/schemas/list-query';

// GET /api/openapi.json: the API described from the very zod schemas the handlers and
// forms validate with, so the description cannot drift from the checks.

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Where a record stands (src/lib/editorial.ts): every blog, case study and location page carries it. */
const publication = {
  status: z
    .enum(PUBLICATION_STATUSES)
    .describe('Only published records are shown to callers without a staff session'),
  publish_at: z
    .string()
    .nullable()
    .describe(
      'When it goes live (for a published record: when its pending changes do); null when nothing is scheduled',
    ),
  published_at: z.string().nullable().describe('When it last went live'),
  published_late_from: z
    .string()
    .nullable()
    .describe(
      'The planned time, when a scheduled publication ran over a minute late (no server was running)',
    ),
};
/** Staff callers only; left out of what anyone else is answered. */
const pendingChanges = {
  pending_changes: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe(
      "Staff callers only: a published record's saved draft (the full input), not live until it is published",
    ),
};

const revisionSummary = z.object({
  revision_id: z.number().int(),
  createdAt: z.string(),
  author: z.string().describe('Who saved: the name of the staff member, or Scheduler'),
  summary: z.string().describe('What the save did and the names of the fields it changed'),
});

const responses = {
  CaseStudy: caseStudySchema.extend({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    ...timestamps,
    ...publication,
    ...pendingChanges,
  }),
  BlogSummary: z.object({
    blog_id: z.number().int(),
    slug_url: z.string(),
    title: z.string(),
    brief_paragraph: z.string(),
    published_date: z.string(),
    blog_image: z.string(),
    category: z.number().int().nullable(),
    updatedAt: z.string(),
    ...publication,
  }),
  Blog: z.object({
    blog_id: z.number().int(),
    slug_url: z.string(),
    title: z.string(),
    brief_paragraph: z.string(),
    blog_image: z.string(),
    published_date: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    canonicalLink: z.string(),
    category: z.number().int().nullable(),
    updatedAt: z.string(),
    blogs_content: z.array(
      z.object({ heading: z.string(), paragraph: z.string().describe('Sanitized HTML') }),
    ),
    ...publication,
    ...pendingChanges,
  }),
  Category: z.object({ category_id: z.number().int(), category: z.string() }),
  LocationPage: locationPageSchema.extend({
    location_id: z.number().int(),
    ...timestamps,
    ...publication,
    ...pendingChanges,
  }),
  RevisionSummary: revisionSummary,
  Revision: revisionSummary.extend({
    entity: contentEntity,
    id: z.string().describe("The record's id: its blog_id, _id or location_id, as text"),
    snapshot: z
      .record(z.string(), z.unknown())
      .describe('The whole record as staff saw it after that save'),
  }),
  Redirect: z.object({
    id: z.number().int(),
    source: z.string().describe('A path on this site, without a trailing slash'),
    target: z.string().describe("Where visitors are sent; '' for 410 Gone"),
    code: z.literal(REDIRECT_CODES),
    hits: z.number().int().describe('How many times it has been answered'),
    ...timestamps,
  }),
  NotFoundEntry: z.object({
    path: z.string(),
    count: z.number().int().describe('How many times it was asked for'),
    referrer: z.string().describe('The last page that linked to it, or empty'),
    lastSeen: z.string(),
  }),
  PreviewLink: z.object({
    url: z.string().describe('The link to share: SITE_URL/preview/{token}'),
    expiresAt: z.string(),
  }),
  UserInfo: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
  }),
  Enquiry: z.object({
    id: z.number().int(),
    form: z.enum(['main', 'page']),
    name: z.string(),
    email: z.string(),
    phoneNum: z.string(),
    businessName: z.string(),
    role: z.string(),
    message: z.string(),
    formType: z.string(),
    createdAt: z.string(),
    handledAt: z.string().nullable(),
    delivery: z.enum(['sent', 'pending', 'failed-retrying']),
    deliveryAttempts: z.number().int(),
  }),
  Fail: z.object({ status: z.literal('fail'), message: z.string() }),
  Message: z.object({ status: z.literal('success'), message: z.string() }),
  ContactResult: z.object({ msg: z.enum(['success', 'fail']), message: z.string().optional() }),
};

// The content bodies are the handlers' own: the record's fields and the publication fields.
const requests = {
  CaseStudyInput: publishable(caseStudySchema),
  BlogInput: publishable(blogSchema),
  LocationPageInput: publishable(locationPageSchema),
  MainContactInput: mainContactSchema,
  PageContactInput: pageContactSchema,
  LoginInput: loginSchema,
  EnquiryPatch: enquiryPatchSchema,
  RedirectInput: redirectSchema,
  PreviewLinkInput: previewLinkSchema,
};

/**
 * What the publication fields mean, and the rule zod checks in code (checkSchedule) that
 * JSON Schema can state too: a schedule needs its time.
 */
function withPublicationRules(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: {
      ...properties,
      status: {
        ...properties.status,
        description:
          'draft: saved, not on the site (unpublishes a published record); scheduled: goes live at ' +
          'publish_at; published: live now. Without it the write publishes, as in the original API.',
      },
      publish_at: {
        ...properties.publish_at,
        description:
          'ISO 8601 with an offset (e.g. 2026-12-01T09:00:00+04:00); required when status is ' +
          'scheduled. A time already past publishes at once.',
      },
    },
    if: { properties: { status: { const: 'scheduled' } }, required: ['status'] },
    then: { required: ['publish_at'], properties: { publish_at: { type: 'string' } } },
  };
}

/** redirectSchema's own rule (superRefine), stated in JSON Schema: a redirect needs its target. */
function withRedirectRules(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: {
      ...properties,
      target: {
        ...properties.target,
        description:
          'A path on this site, other than the source; required unless code is 410 (then ignored)',
      },
      code: {
        ...properties.code,
        description: '301 or 308: redirect (308 keeps the method); 410: Gone',
      },
    },
    if: { properties: { code: { const: 410 } }, required: ['code'] },
    else: { required: ['target'], properties: { target: { minLength: 1 } } },
  };
}

/** What JSON Schema can say of the rules the zod schemas check in code. */
const SCHEMA_RULES: Partial<Record<keyof typeof requests, (schema: JsonSchema) => JsonSchema>> = {
  CaseStudyInput: withPublicationRules,
  BlogInput: withPublicationRules,
  LocationPageInput: withPublicationRules,
  RedirectInput: withRedirectRules,
};

const jsonBody = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: ref(name) } },
});
const jsonAnswer = (description: string, schema: JsonSchema) => ({
  description,
  content: { 'application/json': { schema } },
});
/** ?page=&limit=&q=: without any of them the whole list is answered (spec point 7). */
const listParameters = (searched: string) => [
  {
    name: 'page',
    in: 'query',
    description: 'Answer this page only (from 1); the total is in X-Total-Count',
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: 'limit',
    in: 'query',
    description: `Records a page (default ${LIST_DEFAULT_LIMIT})`,
    schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT },
  },
  {
    name: 'q',
    in: 'query',
    description: `Only records whose ${searched} contain this text, any case`,
    schema: { type: 'string', maxLength: 100 },
  },
];
const listAnswer = (description: string, schema: JsonSchema) => ({
  ...jsonAnswer(description, schema),
  headers: {
    'X-Total-Count': {
      description: 'With page, limit or q: how many records match in all',
      schema: { type: 'integer' },
    },
  },
});
const envelope = (data: JsonSchema, withMessage = false) => ({
  type: 'object',
  required: ['status', 'data'],
  properties: {
    status: { const: 'success' },
    data,
    ...(withMessage ? { message: { type: 'string' } } : {}),
  },
});
const fail = (description: string) => jsonAnswer(description, ref('Fail'));
const contactResult = (description: string) => jsonAnswer(description, ref('ContactResult'));
/** Both contact forms answer alike: the stored result, or why nothing was stored. */
const contactFormResponses = {
  200: contactResult('Stored'),
  400: contactResult('Invalid'),
  413: contactResult('Too large'),
  415: contactResult('Not JSON'),
  429: contactResult('Too many messages; see Retry-After'),
};
const admin = [{ bearer: [] }, { cookie: [] }];
const adminFailures = {
  401: fail('No valid session (missing, malformed, expired or revoked token)'),
  403: fail(
    'Signed in but not an administrator, or a cookie-authenticated call from another origin',
  ),
};
const bodyFailures = {
  400: fail('Invalid JSON or a field that fails validation; the message names the problem'),
  413: fail('Body over 1 MB'),
  415: fail('Body is not JSON'),
};
const idParam = (description: string, name = 'id') => [
  { name, in: 'path', required: true, schema: { type: 'string' }, description },
];

/** Public reads: anyone, or a staff session that sees more (`{}`: no credentials needed). */
const staffOptional = [{}, ...admin];
const queryField = (schema: z.ZodType, name: string) =>
  (jsonSchema(schema, 'input').properties as Record<string, JsonSchema>)[name]!;
const ONLY_PUBLISHED =
  'Without a staff session: published records only, without pending_changes (an invalid token counts as none). ' +
  'A staff caller (Bearer token or session cookie) sees every record with its pending_changes.';
/** What a content write does, by what it asks for (src/server/editorial/save.ts). */
const SAVE_RULES =
  'Without status the write publishes (the original API). status published: live now, pending changes ' +
  'and schedule cleared. draft: saved and off the site (a published record is unpublished). scheduled ' +
  'with publish_at: goes live then, within seconds, on one instance; a published record stays live as it ' +
  'is until then. A published record that changes its address leaves a 308 from the old one. Every save ' +
  `is a revision (the newest ${REVISIONS_KEPT} of each record are kept).`;
const statusFilter = {
  name: 'status',
  in: 'query',
  description:
    'Staff callers only: just the records of this status (others always get published ones)',
  schema: queryField(statusQuery, 'status'),
};
const draftParameter = {
  name: 'draft',
  in: 'query',
  description:
    'true: on a published record the body becomes its pending changes and the live version stays; ' +
    'on any other record it is saved in place, its status unchanged (status and publish_at are then ignored)',
  schema: queryField(statusQuery, 'draft'),
};
/** ?entity=&id=: one blog, case study or location page. */
const recordQuery = [
  {
    name: 'entity',
    in: 'query',
    required: true,
    description: 'The content type',
    schema: jsonSchema(contentEntity, 'input'),
  },
  {
    name: 'id',
    in: 'query',
    required: true,
    description: "The record's blog_id, _id or location_id",
    schema: { type: 'string', minLength: 1, maxLength: 40 },
  },
];
/** Any of the three records, as its own endpoints answer it bare. */
const anyRecord = { anyOf: [ref('Blog'), ref('CaseStudy'), ref('LocationPage')] };
const redirectTo = (description: string, setsCookies = false) => ({
  description,
  headers: {
    Location: { description: 'A path on this site', schema: { type: 'string' } },
    ...(setsCookies
      ? {
          'Set-Cookie': {
            description:
              "Next's draft-mode cookie and agency_preview (what this browser may see); not cached, X-Robots-Tag: noindex",
            schema: { type: 'string' },
          },
        }
      : {}),
  },
});
const redirectFailures = {
  ...bodyFailures,
  400: fail(
    'Invalid JSON or field, a live page of the site as the source, or a redirect that would loop',
  ),
  409: fail('A redirect from this source already exists'),
};

export function buildOpenApiDocument(serverUrl: string) {
  const schemas = Object.fromEntries([
    ...Object.entries(requests).map(([name, schema]) => {
      const json = jsonSchema(schema, 'input');
      const rules = SCHEMA_RULES[name as keyof typeof requests];
      return [name, rules ? rules(json) : json];
    }),
    ...Object.entries(responses).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
  ]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '1.0.0',
      description:
        'The JSON API of the site (spec point 7). Reads are public; every mutation needs an administrator session, ' +
        'sent as `Authorization: Bearer <token>` or the `agency_session` cookie set at sign-in. ' +
        'Blogs, case studies and location pages have a publication status (draft, scheduled, published): ' +
        'a write without `status` publishes, as in the original API, and reads without a staff session ' +
        'see published records only.',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token answered by POST /api/users/login',
        },
        cookie: { type: 'apiKey', in: 'cookie', name: 'agency_session' },
      },
    },
    paths: {
      '/api/caseStudies': {
        get: {
          summary: 'List case studies, newest first (bare array); one page with ?page=&limit=&q=',
          description: ONLY_PUBLISHED,
          security: staffOptional,
          parameters: [...listParameters('heading or client name'), statusFilter],
          responses: {
            200: listAnswer('Case studies', { type: 'array', items: ref('CaseStudy') }),
            400: fail('A paging parameter, or (staff) ?status=, is not valid'),
          },
        },
        post: {
          summary: 'Create an empty case study (any body is ignored)',
          description:
            'Published unless ?status=draft, as every write without a status is (the original API); ' +
            "the site's case study pages list it only once it has a heading.",
          security: admin,
          parameters: [
            {
              name: 'status',
              in: 'query',
              description:
                'draft or published; scheduled is refused: schedule it with its time by PUT',
              schema: queryField(statusQuery, 'status'),
            },
          ],
          responses: {
            201: jsonAnswer('The new case study', ref('CaseStudy')),
            400: fail('?status= is not valid, or is scheduled'),
            ...adminFailures,
          },
        },
      },
      '/api/caseStudies/{id}': {
        parameters: idParam('The case study _id (24 hex characters)'),
        get: {
          summary: 'One case study (bare object)',
          description: ONLY_PUBLISHED,
          security: staffOptional,
          responses: {
            200: jsonAnswer('The case study', ref('CaseStudy')),
            404: fail('Unknown id, or (without a staff session) not published'),
          },
        },
        put: {
          summary: 'Replace a case study; published unless status says otherwise',
          description: SAVE_RULES,
          security: admin,
          parameters: [draftParameter],
          requestBody: jsonBody('CaseStudyInput'),
          responses: {
            200: jsonAnswer('The updated case study', ref('CaseStudy')),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
        delete: {
          summary:
            "Delete a case study and its revisions; a published one's address then answers 410 Gone",
          security: admin,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
      },
      '/blog': {
        get: {
          summary: 'List blogs, newest first; one page with ?page=&limit=&q=',
          description:
            'Without a staff session: published blogs only. A staff caller (Bearer token or session cookie) ' +
            'sees every blog with its status.',
          security: staffOptional,
          parameters: [...listParameters('title or slug'), statusFilter],
          responses: {
            200: listAnswer('Blogs', envelope({ type: 'array', items: ref('BlogSummary') })),
            400: fail('A paging parameter, or (staff) ?status=, is not valid'),
          },
        },
        post: {
          summary:
            'Create a blog (paragraph HTML is sanitized); published unless status says otherwise',
          description: SAVE_RULES,
          security: admin,
          requestBody: jsonBody('BlogInput'),
          responses: {
            201: jsonAnswer('Created', envelope(ref('Blog'), true)),
            ...bodyFailures,
            ...adminFailures,
            409: fail('Slug taken'),
          },
        },
      },
      '/blog/{id}': {
        parameters: idParam('The numeric blog_id or the slug_url'),
        get: {
          summary: 'One blog with its sections',
          description: ONLY_PUBLISHED,
          security: staffOptional,
          responses: {
            200: jsonAnswer('The blog', envelope(ref('Blog'))),
            404: fail('Unknown blog, or (without a staff session) not published'),
          },
        },
        put: {
          summary: 'Replace a blog; published unless status says otherwise',
          description: SAVE_RULES,
          security: admin,
          parameters: [draftParameter],
          requestBody: jsonBody('BlogInput'),
          responses: {
            200: jsonAnswer('Updated', envelope(ref('Blog'), true)),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown blog'),
            409: fail('Slug taken'),
          },
        },
        delete: {
          summary:
            "Delete a blog and its revisions; a published one's address then answers 410 Gone",
          security: admin,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...adminFailures,
            404: fail('Unknown blog'),
          },
        },
      },
      '/api/categories': {
        get: {
          summary: 'Blog categories',
          responses: {
            200: jsonAnswer('Categories', envelope({ type: 'array', items: ref('Category') })),
          },
        },
      },
      '/api/locationpages': {
        get: {
          summary: 'List location pages (bare array); one page with ?page=&limit=&q=',
          description: ONLY_PUBLISHED,
          security: staffOptional,
          parameters: [...listParameters('URL or main heading'), statusFilter],
          responses: {
            200: listAnswer('Location pages', { type: 'array', items: ref('LocationPage') }),
            400: fail('A paging parameter, or (staff) ?status=, is not valid'),
          },
        },
      },
      '/api/locationpages/create': {
        post: {
          summary: 'Create a location page; published unless status says otherwise',
          description: SAVE_RULES,
          security: admin,
          requestBody: jsonBody('LocationPageInput'),
          responses: {
            201: jsonAnswer('Created', envelope(ref('LocationPage'), true)),
            ...bodyFailures,
            ...adminFailures,
            409: fail('Slug taken'),
          },
        },
      },
      '/api/locationpages/{id}': {
        parameters: idParam('The numeric location_id'),
        get: {
          summary: 'One location page (bare object)',
          description: ONLY_PUBLISHED,
          security: staffOptional,
          responses: {
            200: jsonAnswer('The page', ref('LocationPage')),
            404: fail('Unknown id, or (without a staff session) not published'),
          },
        },
        put: {
          summary: 'Replace a location page; published unless status says otherwise',
          description: SAVE_RULES,
          security: admin,
          parameters: [draftParameter],
          requestBody: jsonBody('LocationPageInput'),
          responses: {
            200: jsonAnswer('Updated', envelope(ref('LocationPage'), true)),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown id'),
            409: fail('Slug taken'),
          },
        },
        delete: {
          summary:
            "Delete a location page and its revisions; a published one's address then answers 410 Gone",
          security: admin,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
      },
      '/send-contact-form-main': {
        post: {
          summary:
            'The main contact form (home, company, service pages); limited per client address',
          requestBody: jsonBody('MainContactInput'),
          responses: contactFormResponses,
        },
      },
      '/send-contact-form': {
        post: {
          summary: 'The contact page form; limited per client address',
          requestBody: jsonBody('PageContactInput'),
          responses: contactFormResponses,
        },
      },
      '/api/users/login': {
        post: {
          summary: 'Sign in; also sets the agency_session cookie',
          requestBody: jsonBody('LoginInput'),
          responses: {
            200: jsonAnswer('User info with the session token', {
              allOf: [
                ref('UserInfo'),
                { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
              ],
            }),
            ...bodyFailures,
            401: fail('Invalid email or password.'),
            429: fail('Too many failed attempts for this e-mail or address; see Retry-After'),
          },
        },
      },
      '/api/users/logout': {
        post: {
          summary: 'Revoke the session and clear the cookie',
          responses: {
            200: jsonAnswer('Signed out', ref('Message')),
            403: fail('Cookie from another origin'),
          },
        },
      },
      '/api/users/me': {
        get: {
          summary: 'The signed-in user',
          security: admin,
          responses: { 200: jsonAnswer('User info', ref('UserInfo')), 401: fail('Not signed in') },
        },
      },
      '/api/upload': {
        post: {
          summary:
            'Upload an image (JPEG, PNG, WebP, AVIF, GIF; 10 MB) or video (MP4, WebM; 200 MB), recognised by content',
          security: admin,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: {
                    file: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                },
              },
            },
          },
          responses: {
            200: {
              description: "The file's address",
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            400: fail('No file field, empty or malformed body'),
            ...adminFailures,
            413: fail('Too large for its type'),
            415: fail('Not an allowed image or video type'),
          },
        },
      },
      '/uploads/{name}': {
        get: {
          summary: 'An uploaded file (local storage); supports Range',
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: 'The file' },
            206: { description: 'Part of the file' },
            404: fail('No such file'),
            416: { description: 'Range not satisfiable' },
          },
        },
      },
      '/api/enquiries': {
        get: {
          summary: 'The enquiry inbox, newest first',
          security: admin,
          parameters: [
            { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
            {
              name: 'pageSize',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            },
          ],
          responses: {
            200: jsonAnswer(
              'A page of enquiries',
              envelope({
                type: 'object',
                properties: {
                  items: { type: 'array', items: ref('Enquiry') },
                  page: { type: 'integer' },
                  pageSize: { type: 'integer' },
                  total: { type: 'integer' },
                },
              }),
            ),
            400: fail('Bad page or pageSize'),
            ...adminFailures,
          },
        },
      },
      '/api/enquiries/{id}': {
        parameters: idParam('The enquiry id'),
        get: {
          summary: 'One enquiry',
          security: admin,
          responses: {
            200: jsonAnswer('The enquiry', envelope(ref('Enquiry'))),
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
        patch: {
          summary: 'Mark an enquiry handled or not',
          security: admin,
          requestBody: jsonBody('EnquiryPatch'),
          responses: {
            200: jsonAnswer('The enquiry', envelope(ref('Enquiry'))),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
      },
      '/api/enquiries/export': {
        get: {
          summary: 'Every enquiry as CSV (formula cells neutralised)',
          security: admin,
          responses: {
            200: {
              description: 'CSV attachment',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            ...adminFailures,
          },
        },
      },
      '/api/revisions': {
        get: {
          summary: `A record's revisions, newest first (the newest ${REVISIONS_KEPT} are kept)`,
          security: admin,
          parameters: recordQuery,
          responses: {
            200: jsonAnswer('Revisions', { type: 'array', items: ref('RevisionSummary') }),
            400: fail('entity or id missing or not valid'),
            ...adminFailures,
          },
        },
      },
      '/api/revisions/{revision_id}': {
        parameters: idParam('The revision_id', 'revision_id'),
        get: {
          summary: 'One revision with its snapshot of the record',
          security: admin,
          responses: {
            200: jsonAnswer('The revision', ref('Revision')),
            ...adminFailures,
            404: fail('Unknown revision'),
          },
        },
      },
      '/api/revisions/{revision_id}/restore': {
        parameters: idParam('The revision_id', 'revision_id'),
        post: {
          summary: "Restore a revision's fields as the record's current version",
          description:
            'A save like any other (it makes a revision of its own); the status and any schedule stay: ' +
            'a published record is live with the restored fields at once.',
          security: admin,
          responses: {
            200: jsonAnswer('The record (bare, as its own endpoint answers it)', anyRecord),
            400: fail("The revision's fields are no longer valid"),
            ...adminFailures,
            404: fail('Unknown revision, or its record was deleted'),
          },
        },
      },
      '/api/redirects': {
        get: {
          summary: 'Redirects, newest change first, with hit counts; one page (20 by default)',
          security: admin,
          parameters: listParameters('source or target'),
          responses: {
            200: {
              ...jsonAnswer('Redirects', { type: 'array', items: ref('Redirect') }),
              headers: {
                'X-Total-Count': {
                  description: 'How many redirects match in all',
                  schema: { type: 'integer' },
                },
              },
            },
            400: fail('A paging parameter is not valid'),
            ...adminFailures,
          },
        },
        post: {
          summary: 'Add a redirect (301, 308) or a 410 Gone',
          description:
            'Answered by every instance within seconds, before any page or cache. Refused from a live page ' +
            'of the site and when it would loop; chains collapse (a redirect to a redirected path points to ' +
            "the chain's end, and redirects to this source are pointed on). Its source leaves the 404 log.",
          security: admin,
          requestBody: jsonBody('RedirectInput'),
          responses: {
            201: jsonAnswer('The redirect', ref('Redirect')),
            ...redirectFailures,
            ...adminFailures,
          },
        },
      },
      '/api/redirects/{id}': {
        parameters: idParam('The redirect id'),
        put: {
          summary: 'Change a redirect, under the rules of POST',
          security: admin,
          requestBody: jsonBody('RedirectInput'),
          responses: {
            200: jsonAnswer('The redirect', ref('Redirect')),
            ...redirectFailures,
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
        delete: {
          summary: 'Remove a redirect',
          security: admin,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
      },
      '/api/not-found-log': {
        get: {
          summary:
            'The addresses most asked for that answered 404, most requested first (at most 100)',
          description:
            'Page requests only (not the API, uploads or admin); the log keeps the 1,000 most requested paths.',
          security: admin,
          responses: {
            200: jsonAnswer('Missing addresses', { type: 'array', items: ref('NotFoundEntry') }),
            ...adminFailures,
          },
        },
      },
      '/api/preview-links': {
        post: {
          summary: `A link that shows the record's latest draft to anyone who has it, for ${PREVIEW_LINK_DAYS} days or until revoked`,
          security: admin,
          requestBody: jsonBody('PreviewLinkInput'),
          responses: {
            201: jsonAnswer('The link', ref('PreviewLink')),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown record'),
          },
        },
        delete: {
          summary: 'Revoke every preview link to a record',
          security: admin,
          parameters: recordQuery,
          responses: {
            200: jsonAnswer('How many links were revoked', ref('Message')),
            400: fail('entity or id missing or not valid'),
            ...adminFailures,
          },
        },
      },
      '/api/preview': {
        get: {
          summary: "Preview a record's latest draft on its public page, in this browser only",
          description:
            "Turns on Next's draft mode (the page cache is skipped for this browser) and redirects to the " +
            'address the draft would have.',
          security: admin,
          parameters: recordQuery,
          responses: {
            307: redirectTo("To the draft's public page", true),
            400: fail('entity or id missing or not valid'),
            ...adminFailures,
            404: fail('Unknown record'),
          },
        },
      },
      '/api/preview/exit': {
        get: {
          summary: 'Leave preview in this browser and go to a page',
          parameters: [
            {
              name: 'to',
              in: 'query',
              description: 'A path on this site (default /)',
              schema: { type: 'string', maxLength: 500 },
            },
          ],
          responses: {
            307: redirectTo('To the page; the preview cookies are cleared'),
            400: fail('to is not a path on this site'),
          },
        },
      },
      '/preview/{token}': {
        parameters: [
          {
            name: 'token',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            description: 'From POST /api/preview-links',
          },
        ],
        get: {
          summary:
            "A preview link: shows the record's latest draft in this browser (never indexed)",
          responses: {
            307: redirectTo("To the draft's public page", true),
            404: fail('Unknown, expired or revoked link, or the record was deleted'),
          },
        },
      },
      '/api/openapi.json': {
        get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
      },
    },
  };
}
