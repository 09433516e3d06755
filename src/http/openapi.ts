import 'server-only';
import { z } from 'zod';
import { blogSchema } from '@/lib/schemas/blog';
import { caseStudySchema } from '@/lib/schemas/case-study';
import { mainContactSchema, pageContactSchema } from '@/lib/schemas/contact';
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

const responses = {
  CaseStudy: caseStudySchema.extend({ _id: z.string().regex(/^[0-9a-f]{24}$/), ...timestamps }),
  BlogSummary: z.object({
    blog_id: z.number().int(),
    slug_url: z.string(),
    title: z.string(),
    brief_paragraph: z.string(),
    published_date: z.string(),
    blog_image: z.string(),
    category: z.number().int().nullable(),
    updatedAt: z.string(),
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
  }),
  Category: z.object({ category_id: z.number().int(), category: z.string() }),
  LocationPage: locationPageSchema.extend({ location_id: z.number().int(), ...timestamps }),
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

const requests = {
  CaseStudyInput: caseStudySchema,
  BlogInput: blogSchema,
  LocationPageInput: locationPageSchema,
  MainContactInput: mainContactSchema,
  PageContactInput: pageContactSchema,
  LoginInput: loginSchema,
  EnquiryPatch: enquiryPatchSchema,
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
const idParam = (description: string) => [
  { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description },
];

export function buildOpenApiDocument(serverUrl: string) {
  const schemas = Object.fromEntries([
    ...Object.entries(requests).map(([name, schema]) => [name, jsonSchema(schema, 'input')]),
    ...Object.entries(responses).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
  ]);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency site API',
      version: '1.0.0',
      description:
        'The JSON API of the site (spec point 7). Reads are public; every mutation needs an administrator session, ' +
        'sent as `Authorization: Bearer <token>` or the `agency_session` cookie set at sign-in.',
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
          parameters: listParameters('heading or client name'),
          responses: {
            200: listAnswer('Case studies', { type: 'array', items: ref('CaseStudy') }),
            400: fail('A paging parameter is not valid'),
          },
        },
        post: {
          summary: 'Create an empty case study draft',
          security: admin,
          responses: { 201: jsonAnswer('The new case study', ref('CaseStudy')), ...adminFailures },
        },
      },
      '/api/caseStudies/{id}': {
        parameters: idParam('The case study _id (24 hex characters)'),
        get: {
          summary: 'One case study (bare object)',
          responses: {
            200: jsonAnswer('The case study', ref('CaseStudy')),
            404: fail('Unknown id'),
          },
        },
        put: {
          summary: 'Replace a case study',
          security: admin,
          requestBody: jsonBody('CaseStudyInput'),
          responses: {
            200: jsonAnswer('The updated case study', ref('CaseStudy')),
            ...bodyFailures,
            ...adminFailures,
            404: fail('Unknown id'),
          },
        },
        delete: {
          summary: 'Delete a case study',
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
          parameters: listParameters('title or slug'),
          responses: {
            200: listAnswer('Blogs', envelope({ type: 'array', items: ref('BlogSummary') })),
            400: fail('A paging parameter is not valid'),
          },
        },
        post: {
          summary: 'Create a blog (paragraph HTML is sanitized)',
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
          responses: {
            200: jsonAnswer('The blog', envelope(ref('Blog'))),
            404: fail('Unknown blog'),
          },
        },
        put: {
          summary: 'Replace a blog',
          security: admin,
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
          summary: 'Delete a blog',
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
          parameters: listParameters('URL or main heading'),
          responses: {
            200: listAnswer('Location pages', { type: 'array', items: ref('LocationPage') }),
            400: fail('A paging parameter is not valid'),
          },
        },
      },
      '/api/locationpages/create': {
        post: {
          summary: 'Create a location page',
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
          responses: { 200: jsonAnswer('The page', ref('LocationPage')), 404: fail('Unknown id') },
        },
        put: {
          summary: 'Replace a location page',
          security: admin,
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
          summary: 'Delete a location page',
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
      '/api/openapi.json': {
        get: { summary: 'This document', responses: { 200: { description: 'OpenAPI 3.1' } } },
      },
    },
  };
}
