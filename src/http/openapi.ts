import 'server-only';
import { z } from 'zod';
import {
  PREVIEW_LINK_DAYS,
  PUBLICATION_STATUSES,
  REDIRECT_CODES,
  REVISIONS_KEPT,
} from '@/lib/editorial';
import { ROLES } from '@/lib/roles';
import {
  acceptInvitationSchema,
  inviteSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  settingsSchema,
  staffUpdateSchema,
  totpCodeSchema,
} from '@/lib/schemas/account';
import { auditQuery } from '@/lib/schemas/audit';
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
import { AUDIT_ENTITIES, AUDIT_PAGE_SIZE } from '@/server/audit/audit';
import { RECOVERY_CODE_COUNT } from '@/server/auth/two-factor';
import { LINK_LIFETIME_MS } from '@/server/users/link-tokens';

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

const userInfo = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean().describe("role is admin (spec point 3's field, for clients without roles)"),
  role: z.enum(ROLES),
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
  UserInfo: userInfo,
  CurrentUser: userInfo.extend({
    twoFactorEnabled: z.boolean(),
    twoFactorRequired: z
      .boolean()
      .describe('The site requires two-factor sign-in for every account (it cannot be turned off)'),
    mustEnrolTwoFactor: z
      .boolean()
      .describe(
        'The site requires two-factor sign-in and this account has not set it up: until it does, ' +
          'only this call, POST /api/users/me/totp, its /confirm and logout are answered (403 otherwise)',
      ),
  }),
  StaffMember: z.object({
    _id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z
      .enum(['invited', 'active', 'deactivated'])
      .describe('invited: has not accepted the invitation yet; deactivated: cannot sign in'),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
    twoFactorEnabled: z.boolean(),
    invitationExpiresAt: z
      .string()
      .nullable()
      .describe('While invited: when the invitation link stops working; null otherwise'),
  }),
  StaffSession: z.object({
    id: z.string().describe('For DELETE /api/users/me/sessions/{id}'),
    device: z.string().describe('Browser and system, read from the User-Agent'),
    clientIp: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
    current: z.boolean().describe('The session this call was made with'),
  }),
  TwoFactorSecret: z.object({
    secret: z.string().describe('Base32, for typing into an authenticator app'),
    otpauthUrl: z.string().describe('The otpauth:// URI, for a QR code'),
  }),
  RecoveryCodes: z.object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Single-use codes (xxxxx-xxxxx) that stand in for the app; shown only this once'),
  }),
  Settings: z.object({
    requireTwoFactor: z.boolean().describe('Every staff account must sign in with a second factor'),
  }),
  AuditEntry: z.object({
    id: z.number().int(),
    at: z.string(),
    userId: z.number().int().nullable().describe('The account that acted; null if none is known'),
    actor: z
      .string()
      .describe("Who acted: a staff member's name, or the e-mail tried in a failed sign-in"),
    action: z
      .string()
      .describe('e.g. sign-in, sign-in-failed, create, update, publish, delete, invite'),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string().nullable(),
    fields: z.array(z.string()).describe('The names of the fields changed (never their values)'),
    clientIp: z.string(),
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
  SecondFactorRequired: z.object({
    status: z.literal('fail'),
    message: z.string(),
    totpRequired: z
      .literal(true)
      .describe('The password was right: sign in again with the code from the authenticator app'),
  }),
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
  InviteInput: inviteSchema,
  StaffUpdate: staffUpdateSchema,
  AcceptInvitationInput: acceptInvitationSchema,
  PasswordResetInput: passwordResetSchema,
  PasswordResetConfirmInput: passwordResetConfirmSchema,
  PasswordChangeInput: passwordChangeSchema,
  TotpCode: totpCodeSchema,
  SettingsInput: settingsSchema,
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

/** Says what some of a schema's properties mean (rules zod checks in code, or the server does). */
const describing =
  (descriptions: Record<string, string>) =>
  (schema: JsonSchema): JsonSchema => {
    const properties = schema.properties as Record<string, JsonSchema>;
    return {
      ...schema,
      properties: {
        ...properties,
        ...Object.fromEntries(
          Object.entries(descriptions).map(([name, description]) => [
            name,
            { ...properties[name], description },
          ]),
        ),
      },
    };
  };
const NEW_PASSWORD =
  `The new password: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, and not in the server's list of ` +
  'common passwords (400 names the rule it fails)';
const SECOND_FACTOR_CODE =
  'The 6-digit code from the authenticator app, or an unused recovery code (xxxxx-xxxxx); spaces are ignored';
const LINK_TOKEN = 'The token from the e-mailed link (the part after #token=)';

/** What JSON Schema can say of the rules the zod schemas check in code. */
const SCHEMA_RULES: Partial<Record<keyof typeof requests, (schema: JsonSchema) => JsonSchema>> = {
  CaseStudyInput: withPublicationRules,
  BlogInput: withPublicationRules,
  LocationPageInput: withPublicationRules,
  RedirectInput: withRedirectRules,
  LoginInput: describing({
    code: `${SECOND_FACTOR_CODE}. Only for an account with two-factor sign-in: ask for it when the answer is 401 with totpRequired`,
  }),
  // staffUpdateSchema's refine: something to change.
  StaffUpdate: (schema) => ({
    ...describing({
      active: "false: deactivate (the account's sessions end at once); true: reactivate",
    })(schema),
    minProperties: 1,
  }),
  AcceptInvitationInput: describing({ token: LINK_TOKEN, password: NEW_PASSWORD }),
  PasswordResetConfirmInput: describing({ token: LINK_TOKEN, password: NEW_PASSWORD }),
  PasswordChangeInput: describing({ password: NEW_PASSWORD }),
  TotpCode: describing({ code: SECOND_FACTOR_CODE }),
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
/** GET /api/ready's answer: its status, each check's result (absent while stopping), why not. */
const readiness = (status: string[], database: string[], redis: string[]) => ({
  type: 'object',
  required: ['status'],
  properties: {
    status: { enum: status },
    checks: {
      type: 'object',
      required: ['database', 'redis'],
      properties: { database: { enum: database }, redis: { enum: redis } },
    },
    message: { type: 'string' },
  },
});
const contactResult = (description: string) => jsonAnswer(description, ref('ContactResult'));
/** Both contact forms answer alike: the stored result, or why nothing was stored. */
const contactFormResponses = {
  200: contactResult('Stored'),
  400: contactResult('Invalid'),
  413: contactResult('Too large'),
  415: contactResult('Not JSON'),
  429: contactResult('Too many messages; see Retry-After'),
};
/** Staff (src/lib/roles.ts): who of them may call is in each operation's 403. */
const staff = [{ bearer: [] }, { cookie: [] }];
const NO_SESSION = 'No valid session (missing, malformed, expired or revoked token)';
const NOT_ENROLLED =
  'the site requires two-factor sign-in and the caller has not set it up (Set up two-factor sign-in to continue.)';
/** Any staff member: admin or editor. */
const staffFailures = {
  401: fail(NO_SESSION),
  403: fail(`A cookie-authenticated call from another origin, or ${NOT_ENROLLED}`),
};
/** Administrators only. */
const adminFailures = {
  401: fail(NO_SESSION),
  403: fail(
    `An editor (Only administrators can do this.), a cookie-authenticated call from another origin, or ${NOT_ENROLLED}`,
  ),
};
/** The calls allowed before a required second factor is set up (beforeTwoFactor): no 403 for it. */
const enrolmentFailures = {
  401: fail(NO_SESSION),
  403: fail('A cookie-authenticated call from another origin'),
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
const staffOptional = [{}, ...staff];
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
/** ?user=&entity=&from=&to=, every one optional (src/lib/schemas/audit.ts). */
const auditFilters = [
  {
    name: 'user',
    in: 'query',
    description: 'Only what this staff member did (their StaffMember _id)',
    schema: queryField(auditQuery, 'user'),
  },
  {
    name: 'entity',
    in: 'query',
    description: 'Only entries about this kind of thing',
    schema: { type: 'string', enum: [...AUDIT_ENTITIES] },
  },
  {
    name: 'from',
    in: 'query',
    description: 'From this day (YYYY-MM-DD, in SITE_TIME_ZONE), inclusive',
    schema: queryField(auditQuery, 'from'),
  },
  {
    name: 'to',
    in: 'query',
    description: 'Up to this day (YYYY-MM-DD, in SITE_TIME_ZONE), inclusive',
    schema: queryField(auditQuery, 'to'),
  },
];
const hours = (ms: number) => `${ms / 3_600_000} h`;
const linkFailures = (what: string) => ({
  ...bodyFailures,
  400: fail(
    `Invalid JSON or field, a common password, or the ${what} link has expired or was already used`,
  ),
});
const TOO_MANY_CODES = fail(
  'Too many wrong codes from this account (LOGIN_RATE_LIMIT); see Retry-After',
);
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
        'The JSON API of the site (spec point 7). Content reads and the contact forms are public; the rest ' +
        'needs a staff session, sent as `Authorization: Bearer <token>` or the `agency_session` cookie set at ' +
        'sign-in. Staff are administrators or editors: both work on content (with its revisions and ' +
        'previews), uploads and enquiries; staff accounts, settings, redirects, the 404 log and the audit log are ' +
        'for administrators (403 for an editor). While the site requires two-factor sign-in, a staff member ' +
        'who has not set it up gets 403 everywhere but GET /api/users/me, POST /api/users/me/totp and ' +
        '/api/users/me/totp/confirm, and logout. ' +
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
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The METRICS_TOKEN setting (GET /api/metrics only)',
        },
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
          security: staff,
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
            ...staffFailures,
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
          security: staff,
          parameters: [draftParameter],
          requestBody: jsonBody('CaseStudyInput'),
          responses: {
            200: jsonAnswer('The updated case study', ref('CaseStudy')),
            ...bodyFailures,
            ...staffFailures,
            404: fail('Unknown id'),
          },
        },
        delete: {
          summary:
            "Delete a case study and its revisions; a published one's address then answers 410 Gone",
          security: staff,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...staffFailures,
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
          security: staff,
          requestBody: jsonBody('BlogInput'),
          responses: {
            201: jsonAnswer('Created', envelope(ref('Blog'), true)),
            ...bodyFailures,
            ...staffFailures,
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
          security: staff,
          parameters: [draftParameter],
          requestBody: jsonBody('BlogInput'),
          responses: {
            200: jsonAnswer('Updated', envelope(ref('Blog'), true)),
            ...bodyFailures,
            ...staffFailures,
            404: fail('Unknown blog'),
            409: fail('Slug taken'),
          },
        },
        delete: {
          summary:
            "Delete a blog and its revisions; a published one's address then answers 410 Gone",
          security: staff,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...staffFailures,
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
          security: staff,
          requestBody: jsonBody('LocationPageInput'),
          responses: {
            201: jsonAnswer('Created', envelope(ref('LocationPage'), true)),
            ...bodyFailures,
            ...staffFailures,
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
          security: staff,
          parameters: [draftParameter],
          requestBody: jsonBody('LocationPageInput'),
          responses: {
            200: jsonAnswer('Updated', envelope(ref('LocationPage'), true)),
            ...bodyFailures,
            ...staffFailures,
            404: fail('Unknown id'),
            409: fail('Slug taken'),
          },
        },
        delete: {
          summary:
            "Delete a location page and its revisions; a published one's address then answers 410 Gone",
          security: staff,
          responses: {
            200: jsonAnswer('Deleted', ref('Message')),
            ...staffFailures,
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
          description:
            'An account with two-factor sign-in needs code as well: without it, or with a wrong one, the ' +
            'answer is 401 with totpRequired (the password was right), and the call is made again with ' +
            'the code. Wrong passwords and wrong codes count against LOGIN_RATE_LIMIT.',
          requestBody: jsonBody('LoginInput'),
          responses: {
            200: jsonAnswer('User info with the session token', {
              allOf: [
                ref('UserInfo'),
                { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
              ],
            }),
            ...bodyFailures,
            401: jsonAnswer(
              'Invalid email or password, a deactivated account, or (totpRequired) a code missing or wrong',
              { anyOf: [ref('Fail'), ref('SecondFactorRequired')] },
            ),
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
          summary:
            'The signed-in staff member (any role; also before a required second factor is set up)',
          security: staff,
          responses: {
            200: jsonAnswer('User info', ref('CurrentUser')),
            401: fail('Not signed in'),
          },
        },
      },
      '/api/users/me/password': {
        post: {
          summary: "Change the caller's password (any staff member); their other sessions end",
          security: staff,
          requestBody: jsonBody('PasswordChangeInput'),
          responses: {
            200: jsonAnswer('Changed', ref('Message')),
            ...bodyFailures,
            400: fail('Invalid JSON or field, a wrong current password, or a common new password'),
            ...staffFailures,
          },
        },
      },
      '/api/users/me/totp': {
        post: {
          summary:
            'Start setting up two-factor sign-in (any staff member): a new secret, in use once confirmed',
          security: staff,
          responses: {
            200: jsonAnswer('The secret for the authenticator app', ref('TwoFactorSecret')),
            ...enrolmentFailures,
            409: fail('Two-factor sign-in is already on'),
          },
        },
        delete: {
          summary: 'Turn two-factor sign-in off with a current or recovery code (any staff member)',
          security: staff,
          requestBody: jsonBody('TotpCode'),
          responses: {
            200: jsonAnswer('Off', ref('Message')),
            ...bodyFailures,
            400: fail('Invalid JSON or field, or the code is not right'),
            ...staffFailures,
            403: fail(
              'The site requires two-factor sign-in for all staff, so it cannot be turned off; ' +
                `a cookie-authenticated call from another origin; or ${NOT_ENROLLED}`,
            ),
            409: fail('Two-factor sign-in is already off'),
            429: TOO_MANY_CODES,
          },
        },
      },
      '/api/users/me/totp/confirm': {
        post: {
          summary: `Turn two-factor sign-in on with a code from the new secret; answers ${RECOVERY_CODE_COUNT} recovery codes, once`,
          security: staff,
          requestBody: jsonBody('TotpCode'),
          responses: {
            200: jsonAnswer('On', ref('RecoveryCodes')),
            ...bodyFailures,
            400: fail('Invalid JSON or field, or the code is not right'),
            ...enrolmentFailures,
            409: fail('Already on, or no secret is waiting (POST /api/users/me/totp first)'),
            429: TOO_MANY_CODES,
          },
        },
      },
      '/api/users/me/sessions': {
        get: {
          summary: "The caller's live sessions, most recently used first (any staff member)",
          security: staff,
          responses: {
            200: jsonAnswer('Sessions', envelope({ type: 'array', items: ref('StaffSession') })),
            ...staffFailures,
          },
        },
        delete: {
          summary: "End every session of the caller's but this one (any staff member)",
          security: staff,
          responses: {
            200: jsonAnswer('How many sessions ended', ref('Message')),
            ...staffFailures,
          },
        },
      },
      '/api/users/me/sessions/{id}': {
        parameters: idParam('A session id from GET /api/users/me/sessions'),
        delete: {
          summary:
            "End one of the caller's sessions (any staff member); that browser is signed out at its next request",
          security: staff,
          responses: {
            200: jsonAnswer('Ended', ref('Message')),
            ...staffFailures,
            404: fail('No live session of the caller has that id'),
          },
        },
      },
      '/api/users/password-reset': {
        post: {
          summary: `E-mail a single-use password reset link (${hours(LINK_LIFETIME_MS['password-reset'])}) if the address has an account`,
          description:
            'The answer is the same whether or not it has one. Limited per address (PASSWORD_RESET_RATE_LIMIT) ' +
            'and per client, known address or not.',
          requestBody: jsonBody('PasswordResetInput'),
          responses: {
            200: jsonAnswer('Asked (the same answer either way)', ref('Message')),
            ...bodyFailures,
            429: fail('Too many requests for this address or from this client; see Retry-After'),
          },
        },
      },
      '/api/users/password-reset/confirm': {
        post: {
          summary: 'Set a new password from a reset link, once; every session of the account ends',
          requestBody: jsonBody('PasswordResetConfirmInput'),
          responses: {
            200: jsonAnswer('Changed: sign in with the new password', ref('Message')),
            ...linkFailures('reset'),
          },
        },
      },
      '/api/users/invitations/accept': {
        post: {
          summary: "Accept an invitation: set the account's name and password, once",
          requestBody: jsonBody('AcceptInvitationInput'),
          responses: {
            200: jsonAnswer(
              'The account is ready: sign in with it',
              envelope(
                { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
                true,
              ),
            ),
            ...linkFailures('invitation'),
          },
        },
      },
      '/api/users': {
        get: {
          summary: 'Every staff account with its role, status and last sign-in (admin)',
          security: staff,
          responses: {
            200: jsonAnswer('Staff', envelope({ type: 'array', items: ref('StaffMember') })),
            ...adminFailures,
          },
        },
        post: {
          summary: `Invite a staff member (admin): e-mails a single-use link (${hours(LINK_LIFETIME_MS.invitation)})`,
          description:
            'The account cannot sign in until the invitation is accepted (POST /api/users/invitations/accept).',
          security: staff,
          requestBody: jsonBody('InviteInput'),
          responses: {
            201: jsonAnswer('Invited', envelope(ref('StaffMember'), true)),
            ...bodyFailures,
            ...adminFailures,
            409: fail('An account with this e-mail address already exists'),
          },
        },
      },
      '/api/users/{id}': {
        parameters: idParam('The StaffMember _id'),
        put: {
          summary: "Change a staff member's role, name or whether they may sign in (admin)",
          description:
            "Deactivating ends the account's sessions at once and voids its reset links.",
          security: staff,
          requestBody: jsonBody('StaffUpdate'),
          responses: {
            200: jsonAnswer('Saved', envelope(ref('StaffMember'), true)),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown id'),
            409: fail('It would leave no active administrator who can sign in'),
          },
        },
      },
      '/api/users/{id}/invitation': {
        parameters: idParam('The StaffMember _id'),
        post: {
          summary: 'Send an invitation again (admin): a new link; the old one stops working',
          security: staff,
          responses: {
            200: jsonAnswer('Sent', envelope(ref('StaffMember'), true)),
            ...adminFailures,
            404: fail('Unknown id'),
            409: fail('The invitation was already accepted'),
          },
        },
      },
      '/api/settings': {
        get: {
          summary: 'Site-wide settings (admin)',
          security: staff,
          responses: {
            200: jsonAnswer('The settings', envelope(ref('Settings'))),
            ...adminFailures,
          },
        },
        put: {
          summary: 'Change the site-wide settings (admin)',
          description:
            'Once requireTwoFactor is true, a staff member without two-factor sign-in may only set it up ' +
            '(and read GET /api/users/me, and sign out) until they have.',
          security: staff,
          requestBody: jsonBody('SettingsInput'),
          responses: {
            200: jsonAnswer('Saved', envelope(ref('Settings'), true)),
            ...bodyFailures,
            ...adminFailures,
          },
        },
      },
      '/api/audit': {
        get: {
          summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} entries a page (admin)`,
          description:
            'Who changed what, when and from where; the names of changed fields, never their contents. ' +
            'Entries are kept a year.',
          security: staff,
          parameters: [
            ...auditFilters,
            {
              name: 'page',
              in: 'query',
              description: 'The page (from 1; default 1)',
              schema: queryField(auditQuery, 'page'),
            },
          ],
          responses: {
            200: {
              ...jsonAnswer('Entries', envelope({ type: 'array', items: ref('AuditEntry') })),
              headers: {
                'X-Total-Count': {
                  description: 'How many entries match in all',
                  schema: { type: 'integer' },
                },
              },
            },
            400: fail('A filter or page is not valid'),
            ...adminFailures,
          },
        },
      },
      '/api/audit/export': {
        get: {
          summary:
            'Every matching audit entry as CSV, newest first (admin; the export is itself logged)',
          security: staff,
          parameters: auditFilters,
          responses: {
            200: {
              description: 'CSV attachment',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            400: fail('A filter is not valid'),
            ...adminFailures,
          },
        },
      },
      '/api/upload': {
        post: {
          summary:
            'Upload an image (JPEG, PNG, WebP, AVIF, GIF; 10 MB) or video (MP4, WebM; 200 MB), recognised by content',
          security: staff,
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
            ...staffFailures,
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
          security: staff,
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
            ...staffFailures,
          },
        },
      },
      '/api/enquiries/{id}': {
        parameters: idParam('The enquiry id'),
        get: {
          summary: 'One enquiry',
          security: staff,
          responses: {
            200: jsonAnswer('The enquiry', envelope(ref('Enquiry'))),
            ...staffFailures,
            404: fail('Unknown id'),
          },
        },
        patch: {
          summary: 'Mark an enquiry handled or not',
          security: staff,
          requestBody: jsonBody('EnquiryPatch'),
          responses: {
            200: jsonAnswer('The enquiry', envelope(ref('Enquiry'))),
            ...bodyFailures,
            ...staffFailures,
            404: fail('Unknown id'),
          },
        },
      },
      '/api/enquiries/export': {
        get: {
          summary: 'Every enquiry as CSV (formula cells neutralised)',
          security: staff,
          responses: {
            200: {
              description: 'CSV attachment',
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            ...staffFailures,
          },
        },
      },
      '/api/revisions': {
        get: {
          summary: `A record's revisions, newest first (the newest ${REVISIONS_KEPT} are kept)`,
          security: staff,
          parameters: recordQuery,
          responses: {
            200: jsonAnswer('Revisions', { type: 'array', items: ref('RevisionSummary') }),
            400: fail('entity or id missing or not valid'),
            ...staffFailures,
          },
        },
      },
      '/api/revisions/{revision_id}': {
        parameters: idParam('The revision_id', 'revision_id'),
        get: {
          summary: 'One revision with its snapshot of the record',
          security: staff,
          responses: {
            200: jsonAnswer('The revision', ref('Revision')),
            ...staffFailures,
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
          security: staff,
          responses: {
            200: jsonAnswer('The record (bare, as its own endpoint answers it)', anyRecord),
            400: fail("The revision's fields are no longer valid"),
            ...staffFailures,
            404: fail('Unknown revision, or its record was deleted'),
          },
        },
      },
      '/api/redirects': {
        get: {
          summary:
            'Redirects, newest change first, with hit counts; one page (20 by default) (admin)',
          security: staff,
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
          summary: 'Add a redirect (301, 308) or a 410 Gone (admin)',
          description:
            'Answered by every instance within seconds, before any page or cache. Refused from a live page ' +
            'of the site and when it would loop; chains collapse (a redirect to a redirected path points to ' +
            "the chain's end, and redirects to this source are pointed on). Its source leaves the 404 log.",
          security: staff,
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
          summary: 'Change a redirect, under the rules of POST (admin)',
          security: staff,
          requestBody: jsonBody('RedirectInput'),
          responses: {
            200: jsonAnswer('The redirect', ref('Redirect')),
            ...redirectFailures,
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
        delete: {
          summary: 'Remove a redirect (admin)',
          security: staff,
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
            'The addresses most asked for that answered 404, most requested first (at most 100; admin)',
          description:
            'Page requests only (not the API, uploads or admin); the log keeps the 1,000 most requested paths.',
          security: staff,
          responses: {
            200: jsonAnswer('Missing addresses', { type: 'array', items: ref('NotFoundEntry') }),
            ...adminFailures,
          },
        },
      },
      '/api/preview-links': {
        post: {
          summary: `A link that shows the record's latest draft to anyone who has it, for ${PREVIEW_LINK_DAYS} days or until revoked`,
          security: staff,
          requestBody: jsonBody('PreviewLinkInput'),
          responses: {
            201: jsonAnswer('The link', ref('PreviewLink')),
            ...bodyFailures,
            ...staffFailures,
            404: fail('Unknown record'),
          },
        },
        delete: {
          summary: 'Revoke every preview link to a record',
          security: staff,
          parameters: recordQuery,
          responses: {
            200: jsonAnswer('How many links were revoked', ref('Message')),
            400: fail('entity or id missing or not valid'),
            ...staffFailures,
          },
        },
      },
      '/api/preview': {
        get: {
          summary: "Preview a record's latest draft on its public page, in this browser only",
          description:
            "Turns on Next's draft mode (the page cache is skipped for this browser) and redirects to the " +
            'address the draft would have.',
          security: staff,
          parameters: recordQuery,
          responses: {
            307: redirectTo("To the draft's public page", true),
            400: fail('entity or id missing or not valid'),
            ...staffFailures,
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
      '/api/ready': {
        get: {
          summary: "The load balancer's readiness check: can this instance take requests?",
          description:
            'Ready when the database answers a trivial query within 2 s. Redis (when REDIS_URL is set) is ' +
            'sent a PING and reported; without it the instance still serves (status "degraded"), so a ' +
            'shared Redis outage does not take every instance out. Never cached. While the instance shuts ' +
            'down (SIGTERM) it answers 503, so the balancer stops sending before the listener closes. ' +
            'GET /api/health is the liveness check.',
          responses: {
            200: jsonAnswer(
              'Ready (degraded: Redis configured but not answering)',
              readiness(
                ['ready', 'degraded'],
                ['ok'],
                ['ok', 'not configured', 'failed', 'timed out'],
              ),
            ),
            503: {
              ...jsonAnswer(
                'Not ready: the database did not answer (checks and message say so), or the instance is shutting down',
                readiness(
                  ['unavailable', 'stopping'],
                  ['ok', 'failed', 'timed out'],
                  ['ok', 'not configured', 'failed', 'timed out'],
                ),
              ),
              headers: { 'Retry-After': { schema: { type: 'integer' } } },
            },
          },
        },
      },
      '/api/metrics': {
        get: {
          summary: "This instance's metrics in Prometheus's text format",
          description:
            'Requests (rate, latency histogram) by method, route pattern and status class; page-cache ' +
            'lookups and writes; e-mails sent and failed, the outbox depth and failing rows; the ' +
            "scheduler's lag and last run; Node's process metrics. Each instance answers for itself " +
            '(scrape every one); the outbox and scheduler gauges are read from the shared database. ' +
            'The endpoint exists only while METRICS_TOKEN is set.',
          security: [{ metricsToken: [] }],
          responses: {
            200: {
              description: 'Prometheus exposition format 0.0.4',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            401: fail('No token, or not METRICS_TOKEN'),
            404: fail('METRICS_TOKEN is not set'),
          },
        },
      },
    },
  };
}
