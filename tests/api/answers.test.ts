import '../support/env';
import { builtDocument as document } from '../support/built-openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getEnv } from '@/env';
import { openApiPath } from '@/http/openapi';
import { updateSettings } from '@/server/settings/settings';
import { call, createWorld, pointDbAt, type CallOptions, type World } from '../support/harness';
import { ENDPOINTS } from '../support/routes';
import {
  answerScenarios,
  METRICS_TOKEN,
  type Request,
  type Scenarios,
} from '../support/answer-scenarios';
import { createTestDatabase, testEngines } from '../support/test-databases';
import { translationAnswerScenarios } from '../support/translation-scenarios';

// The contract checked against real answers: every operation of the generated OpenAPI
// document is called through its route handler, for a success and for every status the
// document says it may answer, and each answer's status and body are validated against
// the document with a JSON Schema validator (ajv). Our records' schemas forbid unknown
// keys, so a handler that answers a field its declaration does not describe fails here.

Object.assign(process.env, {
  METRICS_TOKEN,
  // Small limits, so that each rate-limited answer is reached in a few calls.
  LOGIN_RATE_LIMIT: '3/15m',
  CONTACT_RATE_LIMIT: '2/10m',
  PASSWORD_RESET_RATE_LIMIT: '2/1h',
});

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
// Preview runs in Next's request scope (draft mode, cookies); here there is none.
vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable() {}, disable() {} }),
  cookies: async () => ({ set() {}, delete() {} }),
}));

type Json = Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi');

/** The JSON pointer of a part of the document, as a URI fragment. */
const pointer = (...parts: string[]) =>
  parts
    .map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/');

const validators = new Map<string, ValidateFunction>();
function validatorFor(openapiPath: string, method: string, status: string): ValidateFunction {
  const ref = `openapi#/${pointer('paths', openapiPath, method, 'responses', status, 'content', 'application/json', 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
  return validate;
}

/** Calls an operation and validates the answer against its description in the document. */
async function expectDescribed(key: string, request: Request, status: number): Promise<Json> {
  const [method, pattern] = key.split(' ') as [string, string];
  const openapiPath = openApiPath(pattern);
  const operation = (document.paths as Record<string, Record<string, Json>>)[openapiPath]?.[
    method.toLowerCase()
  ] as { responses: Record<string, { content?: Record<string, unknown> }> };
  const response = await call(request.method ?? method, request.path, request.options);
  const text = await response.text();
  expect(response.status, `${key}: ${text.slice(0, 300)}`).toBe(status);
  const described = operation.responses[String(status)];
  expect(described, `${key} answered ${status}, which its description lacks`).toBeDefined();
  const [contentType] = Object.keys(described!.content ?? {});
  if (status === 307) expect(response.headers.get('location')).toMatch(/^\//);
  if (contentType === 'application/json') {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as unknown;
    const validate = validatorFor(openapiPath, method.toLowerCase(), String(status));
    expect(validate(body) ? [] : validate.errors, `${key} ${status} against the document`).toEqual(
      [],
    );
    return body as Json;
  }
  if (contentType && contentType !== 'application/octet-stream') {
    expect(response.headers.get('content-type')).toContain(contentType);
  }
  return {};
}

/** Answers provoked by tests of their own below, not by the walk over every operation. */
const ELSEWHERE = new Set(['GET /api/metrics 404']);

const withoutCredentials = ({ token: _t, cookie: _c, ...rest }: CallOptions = {}) => rest;

/** The document's operations, as `METHOD /pattern` (HEAD is described by GET). */
const OPERATIONS = ENDPOINTS.filter((e) => e.method !== 'HEAD').map((e) => e.key);

describe.each(testEngines)('answers match the OpenAPI document on %s', (engine) => {
  let w: World;
  const exercised = new Set<string>();
  beforeAll(async () => {
    w = await createWorld(engine);
    SCENARIOS = answerScenarios(w);
  });
  afterAll(async () => w.t.drop());

  let SCENARIOS: Record<string, Scenarios>;
  /** The database gone: both load-balancer checks answer 503. */
  async function withDatabaseDown<T>(work: () => Promise<T>): Promise<T> {
    const dead = await createTestDatabase(engine, { migrate: false });
    await dead.drop(); // its connections closed: every query fails
    pointDbAt(dead);
    try {
      return await work();
    } finally {
      pointDbAt(w.t);
    }
  }

  /** The statuses an operation's description lists (`default`, a fault, is not provoked). */
  const statusesOf = (key: string) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const operation = (document.paths as Record<string, Record<string, Json>>)[
      openApiPath(pattern)
    ]![method.toLowerCase()] as { responses: Record<string, unknown> };
    return Object.keys(operation.responses)
      .filter((status) => status !== 'default')
      .map(Number);
  };

  /**
   * The request for a status no scenario names, from what the declaration implies: 401
   * without credentials, 400/413/415 from a bad body or query. 403 is provoked for every
   * staff endpoint at once below (two-factor required and not set up).
   */
  async function implied(key: string, status: number): Promise<Request | undefined> {
    const { handler } = ENDPOINTS.find((e) => e.key === key)!;
    const declaration = handler.declaration;
    const base = await SCENARIOS[key]!.success();
    const options = base.options ?? {};
    if (status === 401) return { ...base, options: withoutCredentials(options) };
    if (status === 400 && declaration.body) {
      return {
        ...base,
        options: {
          ...options,
          json: undefined,
          body: '{',
          headers: { 'content-type': 'application/json' },
        },
      };
    }
    if (status === 400 && declaration.query) {
      const url = new URL(base.path, 'http://x');
      for (const name of Object.keys(declaration.query.shape))
        url.searchParams.set(name, 'x'.repeat(101));
      return { ...base, path: `${url.pathname}${url.search}` };
    }
    if (status === 413) {
      const json = declaration.body ? { padding: 'x'.repeat(1024 * 1024) } : undefined;
      return {
        ...base,
        options: { ...options, json, body: json ? undefined : 'x'.repeat(17 * 1024) },
      };
    }
    if (status === 415) {
      return {
        ...base,
        options: {
          ...options,
          json: undefined,
          body: JSON.stringify({}),
          headers: { 'content-type': 'text/plain' },
        },
      };
    }
    return undefined;
  }

  it('has a scenario for every operation', () => {
    expect(OPERATIONS.filter((key) => !SCENARIOS[key])).toEqual([]);
  });

  it.each(OPERATIONS)('%s answers as described', async (key) => {
    const scenarios = SCENARIOS[key]!;
    const [success] = statusesOf(key).filter((status) => status < 300 || status === 307);
    await expectDescribed(key, await scenarios.success(), success!);
    exercised.add(`${key} ${success}`);
    for (const status of statusesOf(key)) {
      if (status === success || status === 403 || status === 503) continue;
      if (ELSEWHERE.has(`${key} ${status}`)) continue;
      const scenario = scenarios.others?.[status];
      const request = scenario ? await scenario() : await implied(key, status);
      expect(request, `${key}: no request provokes its ${status}`).toBeDefined();
      await expectDescribed(key, request!, status);
      exercised.add(`${key} ${status}`);
    }
  });

  it('answers 403 as described', async () => {
    // Staff endpoints refuse a staff member who has not set up a required second factor;
    // those usable before it refuse a cookie from another origin.
    // The requests are made ready first: their set-up calls staff endpoints too.
    const requests: [string, Request][] = [];
    for (const key of OPERATIONS.filter((k) => statusesOf(k).includes(403))) {
      const scenarios = SCENARIOS[key]!;
      const { declaration } = ENDPOINTS.find((e) => e.key === key)!.handler;
      let request = scenarios.others?.[403] ? await scenarios.others[403]() : undefined;
      if (!request) {
        expect(declaration.beforeTwoFactor, key).toBeUndefined();
        const base = await scenarios.success();
        request = { ...base, options: { ...base.options, token: w.adminToken } };
      }
      requests.push([key, request]);
    }
    await updateSettings(w.t.db, { requireTwoFactor: true });
    try {
      for (const [key, request] of requests) {
        await expectDescribed(key, request, 403);
        exercised.add(`${key} 403`);
      }
    } finally {
      await updateSettings(w.t.db, { requireTwoFactor: false });
    }
  });

  it('answers 503 as described while the database is down', async () => {
    for (const key of OPERATIONS.filter((k) => statusesOf(k).includes(503))) {
      await withDatabaseDown(() => expectDescribed(key, { path: key.split(' ')[1]! }, 503));
      exercised.add(`${key} 503`);
    }
  });

  it('answers 404 for the metrics while METRICS_TOKEN is unset', async () => {
    const env = getEnv() as { METRICS_TOKEN?: string };
    env.METRICS_TOKEN = undefined;
    try {
      await expectDescribed('GET /api/metrics', { path: '/api/metrics' }, 404);
      exercised.add('GET /api/metrics 404');
    } finally {
      env.METRICS_TOKEN = METRICS_TOKEN;
    }
  });

  // Issue 29: with ?locale=ar, each operation's answers in Arabic match the same description.
  it('answers ?locale= as described', async () => {
    for (const { key, status, label, request } of translationAnswerScenarios(w)) {
      const answer = await expectDescribed(key, await request(), status).catch((error: unknown) => {
        throw new Error(`${key} (${label}): ${String(error)}`);
      });
      if (status === 200 && key.startsWith('GET ') && label.includes('Arabic')) {
        const data = (answer.data ?? answer) as unknown;
        const items = Array.isArray(data) ? data : [data];
        expect(items.length, `${key} (${label})`).toBeGreaterThan(0);
        for (const item of items) expect(item, `${key} (${label})`).toMatchObject({ locale: 'ar' });
      }
    }
  });

  it('has called every operation for every status its description lists', () => {
    const listed = OPERATIONS.flatMap((key) => statusesOf(key).map((status) => `${key} ${status}`));
    expect(listed.filter((answer) => !exercised.has(answer))).toEqual([]);
  });
});
