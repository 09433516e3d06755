import 'server-only';
import { z } from 'zod';
import { contactResult, failAnswer } from '@/lib/schemas/answers/envelopes';
import type { ErrorCode } from '@/server/errors';
import { rolesOf, type Declaration, type ErrorAnswer, type OtherAnswer } from './endpoint';
import { ERROR_STATUS } from './errors';
import type { RouteEntry } from './route-files';

// The OpenAPI 3.1 document, generated from the endpoint declarations of the route files
// (src/http/route-files.ts): paths from the files' folders, security from `auth`, bodies,
// parameters and answers from the zod schemas (zod 4 writes JSON Schema itself), errors
// from what the declaration implies plus what it lists. Nothing here names an endpoint.
// scripts/build-openapi.ts writes it when the site is built; GET /api/openapi.json serves it.

type Json = Record<string, unknown>;

const INFO = {
  title: 'Agency site API',
  version: '1.0.0',
  license: { name: 'Proprietary: the agency site and its API, all rights reserved', url: '/' },
  description:
    'The JSON API of the site (spec point 7). Content reads and the contact forms are public; the rest ' +
    'needs a staff session, sent as `Authorization: Bearer <token>` or the `agency_session` cookie set at ' +
    'sign-in. Staff are administrators or editors: both work on content (with its revisions and ' +
    'previews), uploads and enquiries; staff accounts, settings, redirects, the 404 log and the audit log are ' +
    'for administrators (403 for an editor). While the site requires two-factor sign-in, a staff member ' +
    'who has not set it up gets 403 everywhere but GET /api/users/me, POST /api/users/me/totp and ' +
    '/api/users/me/totp/confirm, and logout. Blogs, case studies and location pages have a publication ' +
    'status (draft, scheduled, published): a write without `status` publishes, as in the original API, ' +
    'and reads without a staff session see published records only.',
};

const SECURITY_SCHEMES = {
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
};
const STAFF = [{ bearer: [] }, { cookie: [] }];

const NO_SESSION = 'No valid session (missing, malformed, expired or revoked token)';
const OTHER_ORIGIN = 'a cookie-authenticated call from another origin';
const NOT_ENROLLED =
  'the site requires two-factor sign-in and the caller has not set it up (Set up two-factor sign-in to continue.)';
const FAULT =
  'A fault on our side (500), or the database briefly unavailable (503, see Retry-After)';
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const SUCCESS_WORDS: Record<number, string> = { 200: 'OK', 201: 'Created' };

/** Turns zod schemas into JSON Schema, gathering the named ones (`.meta({id})`) as components. */
class SchemaSet {
  readonly components: Record<string, Json> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): Json {
    const converted = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as Json;
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = JSON.parse(
      JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as Json & { $defs?: Record<string, Json> };
    Object.assign(this.components, $defs);
    return root;
  }

  /** A schema's object properties, following a reference to a named one. */
  properties(schema: z.ZodObject): { properties: Record<string, Json>; required: string[] } {
    let json = this.of(schema, 'input');
    if (typeof json.$ref === 'string') json = this.components[json.$ref.split('/').pop()!]!;
    return {
      properties: (json.properties ?? {}) as Record<string, Json>,
      required: (json.required ?? []) as string[],
    };
  }
}

/** `/blog/:id` → `/blog/{id}`; `/uploads/*path` → `/uploads/{path}`. */
export const openApiPath = (pattern: string) => pattern.replace(/[:*](\w+)/g, '{$1}');

/** `PUT /api/caseStudies/:id` → `putCaseStudiesById`: stable, unique, readable by client generators. */
export function operationIdOf(method: string, pattern: string): string {
  const words = pattern
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) =>
      /^[:*]/.test(segment) ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    );
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

function securityOf(declaration: Declaration): Json[] {
  if (declaration.credential) return [{ [declaration.credential]: [] }];
  if (declaration.auth !== 'public') return STAFF;
  return declaration.staffSeesMore ? [{}, ...STAFF] : [];
}

/** Why the endpoint may refuse, by status, from its declaration and the method. */
function refusalsOf(declaration: Declaration, method: string): Map<number, ErrorAnswer[]> {
  const refusals = new Map<number, ErrorAnswer[]>();
  const add = (status: number, answer: ErrorAnswer) =>
    refusals.set(status, [...(refusals.get(status) ?? []), answer]);
  const mutation = !SAFE_METHODS.has(method);
  if (declaration.auth !== 'public') {
    add(401, NO_SESSION);
    const roles = rolesOf(declaration.auth);
    const reasons = [
      roles && !roles.includes('editor') ? 'An editor (Only administrators can do this.)' : '',
      mutation ? OTHER_ORIGIN : '',
      declaration.beforeTwoFactor ? '' : NOT_ENROLLED,
    ].filter(Boolean);
    if (reasons.length > 0) add(403, reasons.join('; or '));
  }
  if (declaration.query) add(400, 'A query parameter is not valid (the message names it)');
  if (declaration.body && mutation) {
    add(400, 'The body is not valid JSON, or a field fails validation (the message names it)');
    add(413, 'The body is over 1 MB');
    add(415, 'The body is not JSON');
  } else if (declaration.streamsBody) {
    add(413, 'The declared length is over the limit');
  } else if (mutation) {
    add(413, 'A body over 16 KB (the endpoint takes none)');
  }
  for (const [key, answer] of Object.entries(declaration.errors ?? {})) {
    add(ERROR_STATUS[key as ErrorCode] ?? Number(key), answer);
  }
  return refusals;
}

function refusalAnswer(
  answers: ErrorAnswer[],
  status: number,
  fallback: z.ZodType,
  schemas: SchemaSet,
): Json {
  // One sentence of alternatives: "No file field; or too large for its type".
  const texts = answers.map((answer, index) => {
    const text = typeof answer === 'string' ? answer : answer.description;
    const initial = index === 0 ? text[0]!.toUpperCase() : text[0]!.toLowerCase();
    return initial + text.slice(1);
  });
  const given = answers.find((answer) => typeof answer !== 'string');
  const body = typeof given === 'object' ? given.body : fallback;
  return {
    description: texts.join('; or '),
    ...(body ? { content: { 'application/json': { schema: schemas.of(body, 'output') } } } : {}),
    ...(status === 429 || status === 503
      ? {
          headers: {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
          },
        }
      : {}),
  };
}

function headersOf(named: Record<string, string>): Json {
  return Object.fromEntries(
    Object.entries(named).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
}

function successOf(declaration: Declaration, schemas: SchemaSet): Record<number, Json> {
  const { response, status = 200, headers = {} } = declaration;
  const withHeaders = (answer: Json) =>
    Object.keys(headers).length > 0 ? { ...answer, headers: headersOf(headers) } : answer;
  if (response instanceof z.ZodType) {
    const schema = schemas.of(response, 'output');
    const content = { 'application/json': { schema } };
    return { [status]: withHeaders({ description: SUCCESS_WORDS[status], content }) };
  }
  const other: OtherAnswer = response;
  if ('redirect' in other) {
    const cookies: Record<string, string> = other.setsCookies
      ? { 'Set-Cookie': "Next's draft-mode cookie and agency_preview (what this browser may see)" }
      : {};
    return {
      307: {
        description: other.redirect,
        headers: headersOf({ Location: 'A path on this site', ...cookies }),
      },
    };
  }
  const content = { [other.contentType]: { schema: { type: 'string' } } };
  const answers: Record<number, Json> = {
    [status]: withHeaders({ description: other.description, content }),
  };
  if (other.partial) answers[206] = { description: 'Part of it (a Range request)', content };
  return answers;
}

function parametersOf(declaration: Declaration, pattern: string, schemas: SchemaSet): Json[] {
  const inPath = [...pattern.matchAll(/[:*](\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!declaration.query) return inPath;
  const { properties, required } = schemas.properties(declaration.query);
  const inQuery = Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(description ? { description } : {}),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBodyOf(declaration: Declaration, schemas: SchemaSet): Json | undefined {
  const { body, form } = declaration;
  if (body) {
    const schema = schemas.of(body, 'input');
    return { required: true, content: { 'application/json': { schema } } };
  }
  if (form) {
    const schema = schemas.of(form, 'input');
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function operationOf(
  method: string,
  pattern: string,
  declaration: Declaration,
  schemas: SchemaSet,
) {
  const failure = declaration.envelope === 'msg' ? contactResult : failAnswer;
  const responses: Record<string, Json> = successOf(declaration, schemas);
  for (const [status, answers] of [...refusalsOf(declaration, method)].sort(([a], [b]) => a - b)) {
    responses[status] = refusalAnswer(answers, status, failure, schemas);
  }
  responses.default = {
    description: FAULT,
    content: { 'application/json': { schema: schemas.of(failure, 'output') } },
  };
  const parameters = parametersOf(declaration, pattern, schemas);
  const requestBody = requestBodyOf(declaration, schemas);
  return {
    operationId: operationIdOf(method, pattern),
    summary: declaration.summary,
    ...(declaration.description ? { description: declaration.description } : {}),
    security: securityOf(declaration),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * The document of the given routes. Its server is the site that serves it (`/`), so one
 * build describes itself under any address.
 */
export function buildOpenApiDocument(routes: readonly RouteEntry[]) {
  const schemas = new SchemaSet();
  const paths: Record<string, Record<string, Json>> = {};
  for (const { pattern, handlers } of routes) {
    for (const [method, handler] of Object.entries(handlers)) {
      // HEAD is GET without the body (HTTP's rule): the GET describes it.
      if (method === 'HEAD' && handlers.GET) continue;
      const operation = operationOf(method, pattern, handler.declaration, schemas);
      (paths[openApiPath(pattern)] ??= {})[method.toLowerCase()] = operation;
    }
  }
  const sorted = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: [{ url: '/', description: 'The site serving this document (SITE_URL)' }],
    paths: sorted(paths),
    components: { schemas: sorted(schemas.components), securitySchemes: SECURITY_SCHEMES },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
