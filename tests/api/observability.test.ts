import '../support/env';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRequestHook, useRouteMatcher } from '@/http/request-hook';
import { routeMatcher } from '@/http/route-pattern';
import { log } from '@/server/log';
import { queueMail } from '@/server/mail/outbox';
import { getMetrics } from '@/server/metrics';
import { getSharedRedis } from '@/server/rate-limit/rate-limit';
import { blogPayload } from '../support/fixtures';
import { captureLog } from '../support/log-capture';
import { call, callJson, createWorld, type World } from '../support/harness';
import { redisReachable, TEST_REDIS_URL } from '../support/redis';
import { testEngines } from '../support/test-databases';

// Issue 14, observability: JSON request logs with a request id, Prometheus metrics behind
// METRICS_TOKEN, and the readiness check. The request log is read from a real Node
// server with the hook installed, as Next's server has it; the endpoints through the
// route handlers. (Settings are read once per process: this file sets its own.)

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const METRICS_TOKEN = 'metrics-token-0123456789';
const redisUp = await redisReachable();
Object.assign(process.env, {
  METRICS_TOKEN,
  // The test server's clients come from loopback: X-Forwarded-For is believed from it.
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'info',
  ...(redisUp ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: 'agency-test-ready:' } : {}),
});

/** Log lines written while the test runs, parsed. */
const lines = captureLog();

describe('the log', () => {
  it('writes one JSON object a line, naming its component', () => {
    log('outbox').warn('e-mail 7 not sent (attempt 2): connection refused');
    log('scheduler').error({ err: new Error('database gone') }, 'run failed');
    expect(lines.at(-2)).toMatchObject({
      level: 'warn',
      component: 'outbox',
      msg: 'e-mail 7 not sent (attempt 2): connection refused',
    });
    expect(lines.at(-1)).toMatchObject({
      level: 'error',
      component: 'scheduler',
      msg: 'run failed',
      err: { message: 'database gone', type: 'Error' },
    });
    expect(Date.parse(String(lines.at(-1)!.time))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('each request through the Node server', () => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    installRequestHook();
    useRouteMatcher(
      routeMatcher({
        staticRoutes: [{ page: '/api/boom', regex: '^/api/boom(?:/)?$' }],
        dynamicRoutes: [{ page: '/blogs/[id]', regex: '^/blogs/([^/]+?)(?:/)?$' }],
      }),
    );
    server = http.createServer((request, response) => {
      const status = request.url?.startsWith('/api/boom')
        ? 500
        : request.url?.startsWith('/blogs/')
          ? 200
          : 404;
      setTimeout(() => response.writeHead(status).end('answer'), 20);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const requestLines = () => lines.filter((line) => line.msg === 'request');

  it('logs method, path without the query, route, status, time and client address', async () => {
    const answer = await fetch(`${origin}/blogs/choosing-a-cms?token=secret-token-value`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(answer.status).toBe(200);
    const line = requestLines().at(-1)!;
    expect(line).toMatchObject({
      level: 'info',
      component: 'http',
      method: 'GET',
      path: '/blogs/choosing-a-cms',
      route: '/blogs/[id]',
      status: 200,
      ip: '203.0.113.9',
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(15);
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('echoes a well-formed X-Request-Id, and gives a new one instead of a malformed one', async () => {
    const given = await fetch(`${origin}/blogs/a`, { headers: { 'X-Request-Id': 'lb-4f2a.91' } });
    expect(given.headers.get('x-request-id')).toBe('lb-4f2a.91');
    expect(requestLines().at(-1)!.reqId).toBe('lb-4f2a.91');

    for (const malformed of ['<script>', 'a b', 'x'.repeat(129)]) {
      const answer = await fetch(`${origin}/blogs/a`, { headers: { 'X-Request-Id': malformed } });
      const id = answer.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLines().at(-1)!.reqId).toBe(id);
    }
    const none = await fetch(`${origin}/blogs/a`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a 5xx at error level', async () => {
    await fetch(`${origin}/api/boom`);
    expect(requestLines().at(-1)).toMatchObject({
      level: 'error',
      status: 500,
      route: '/api/boom',
    });
  });

  it('counts requests and their latency by route pattern and status class', async () => {
    const { registry } = getMetrics();
    const before = await registry.getSingleMetricAsString('http_requests_total');
    const count = (text: string, labels: string) =>
      Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    await fetch(`${origin}/blogs/one`);
    await fetch(`${origin}/blogs/two`);
    await fetch(`${origin}/no/such/page/${Math.random()}`);
    const after = await registry.getSingleMetricAsString('http_requests_total');
    const blogs = 'method="GET",route="/blogs/\\[id\\]",status_class="2xx"';
    const other = 'method="GET",route="other",status_class="4xx"';
    expect(count(after, blogs) - count(before, blogs)).toBe(2);
    expect(count(after, other) - count(before, other)).toBe(1);
    // No raw path becomes a label.
    expect(after).not.toContain('/blogs/one');
    const histogram = await registry.getSingleMetricAsString('http_request_duration_seconds');
    expect(histogram).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/blogs\/\[id\]",status_class="2xx"\} \d+/,
    );
  });
});

describe.each(testEngines)('GET /api/ready and GET /api/metrics on %s', (engine) => {
  let w: World;
  beforeAll(async () => {
    w = await createWorld(engine);
  });
  afterAll(async () => w.t.drop());

  it('is ready when the database answers, and Redis where configured; never cached', async () => {
    const answer = await callJson('GET', '/api/ready');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        status: 'ready',
        checks: { database: 'ok', redis: redisUp ? 'ok' : 'not configured' },
      },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with Retry-After, naming the database, when it does not answer', async () => {
    const holder = globalThis as typeof globalThis & { __dbReady?: Promise<unknown> };
    const working = holder.__dbReady;
    const down = Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    down.catch(() => {});
    holder.__dbReady = down;
    try {
      const answer = await callJson('GET', '/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'failed' },
        message: expect.stringContaining('database'),
      });
    } finally {
      holder.__dbReady = working;
    }
  });

  it.runIf(redisUp)('stays ready, as degraded, when Redis does not answer', async () => {
    // Redis is shared: were an instance unready without it, all would leave the balancer.
    getSharedRedis(); // the process's connection, put back afterwards
    const holder = globalThis as typeof globalThis & { __limiterRedis?: Redis };
    const working = holder.__limiterRedis;
    // Nothing listens on port 1.
    const dead = new Redis('redis://127.0.0.1:1', { retryStrategy: () => null });
    dead.on('error', () => {});
    await new Promise((resolve) => dead.once('end', resolve));
    holder.__limiterRedis = dead;
    try {
      const answer = await callJson('GET', '/api/ready');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 'degraded',
        checks: { database: 'ok', redis: 'failed' },
      });
    } finally {
      holder.__limiterRedis = working;
    }
    expect((await callJson('GET', '/api/ready')).status).toBe(200);
  });

  it('refuses the metrics without the token, or with a wrong one', async () => {
    const none = await call('GET', '/api/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect((await call('GET', '/api/metrics', { token: 'wrong-token-0123456789' })).status).toBe(
      401,
    );
    expect((await call('GET', '/api/metrics', { token: w.adminToken })).status).toBe(401);
  });

  it('reports the outbox depth and failures, the scheduler lag and the cache', async () => {
    await queueMail(w.t.db, { recipient: 'a@agency.test', subject: 'One', text: 'Body' });
    await queueMail(w.t.db, { recipient: 'b@agency.test', subject: 'Two', text: 'Body' });
    await w.t.db
      .updateTable('outbox')
      .set({ lastError: 'connection refused' })
      .where('subject', '=', 'Two')
      .execute();
    // A record due 90 s ago that no scheduler has published (none runs in this test).
    const created = await callJson('POST', '/blog', {
      token: w.adminToken,
      json: blogPayload(w.categoryId, {
        status: 'scheduled',
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    await w.t.db
      .updateTable('blogs')
      .set({ publish_at: new Date(Date.now() - 90_000).toISOString() })
      .where('blog_id', '=', created.body.data.blog_id)
      .execute();
    // The cache handler reports through the process's metrics.
    const cacheEvents = (globalThis as Record<symbol, unknown>)[
      Symbol.for('agency.metrics.cache')
    ] as (event: object) => void;
    cacheEvents({ op: 'get', kind: 'page', result: 'hit', store: 'memory' });
    getMetrics().outboxFailures.inc();

    const answer = await call('GET', '/api/metrics', { token: METRICS_TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('outbox_unsent_messages')).toBeGreaterThanOrEqual(2);
    expect(value('outbox_failing_messages')).toBeGreaterThanOrEqual(1);
    expect(value('outbox_send_failures_total')).toBeGreaterThanOrEqual(1);
    expect(value('scheduler_lag_seconds')).toBeGreaterThanOrEqual(89);
    expect(value('scheduler_lag_seconds')).toBeLessThan(200);
    expect(text).toMatch(
      /^page_cache_lookups_total\{kind="page",result="hit",store="memory"\} \d+$/m,
    );
    // Node's process metrics.
    expect(text).toMatch(/^process_cpu_user_seconds_total \S+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
  });
});
