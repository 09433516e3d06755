import '../support/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, NO_BODY_LIMIT_BYTES } from '@/http/body';
import { testEngines } from '../support/test-databases';
import { call, createWorld, type CallOptions, type World } from '../support/harness';
import { ENDPOINTS } from '../support/routes';

// Every endpoint that takes a request body, or ignores one, refuses a body over its
// declared limit with 413 in its own envelope, and stores nothing.

const WITH_BODY = ENDPOINTS.filter((e) => !['GET', 'HEAD', 'OPTIONS'].includes(e.method));
const TABLES = ['case_studies', 'blogs', 'location_pages', 'enquiries', 'sessions'] as const;

describe.each(testEngines)('over-limit bodies on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  const rowCounts = () =>
    Promise.all(
      TABLES.map(async (table) => (await w.t.db.selectFrom(table).selectAll().execute()).length),
    );

  /** A path for the pattern: dynamic segments filled with ids that could exist. */
  const pathOf = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\*\w+/g, 'a');

  it.each(WITH_BODY.map((e) => [e.key, e] as const))('%s answers 413', async (_key, e) => {
    const { declaration } = e.handler;
    const limit =
      declaration.bodyLimit ?? (declaration.body ? JSON_BODY_LIMIT_BYTES : NO_BODY_LIMIT_BYTES);
    const before = await rowCounts();
    // A body the endpoint streams itself is judged by its declared length before it is read.
    const options: CallOptions = declaration.streamsBody
      ? { body: 'x', headers: { 'content-length': String(limit + 1) } }
      : {
          body: `{"padding":"${'x'.repeat(limit)}"}`,
          headers: { 'content-type': 'application/json' },
        };
    const response = await call(e.method, pathOf(e.route.pattern), {
      ...options,
      token: w.adminToken,
    });
    expect(response.status).toBe(413);
    const envelope = declaration.envelope ?? 'status';
    expect(await response.json()).toEqual({ [envelope]: 'fail', message: expect.any(String) });
    expect(await rowCounts()).toEqual(before);
  });

  it('a body without a declared length is refused once it passes the limit', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const response = await call('POST', '/api/caseStudies', {
      body: chunks,
      token: w.adminToken,
    });
    expect(response.status).toBe(413);
  });
});
