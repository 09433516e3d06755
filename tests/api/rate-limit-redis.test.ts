import '../support/env';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLimiters, Limiter, parseRateLimit } from '@/server/rate-limit/rate-limit';
import { redisReachable, removeKeys, TEST_REDIS_URL } from '../support/redis';
import { testEngines } from '../support/test-databases';
import { callJson, createWorld, randomIp, type World } from '../support/harness';

// With REDIS_URL set, counters live in Redis so that every instance of the site sees
// the same counts. Runs against TEST_REDIS_URL (default redis://127.0.0.1:6379) under a
// key prefix of its own, removed afterwards.

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `agency-test-${randomBytes(4).toString('hex')}:`;

const available = await redisReachable();
if (!available)
  console.warn(
    `[test] Redis at ${REDIS_URL} is not reachable: the Redis rate-limit tests are skipped`,
  );

describe.runIf(available)('rate limits in Redis', () => {
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(REDIS_URL);
    Object.assign(process.env, { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, LOGIN_RATE_LIMIT: '3/1m' });
  });
  afterAll(async () => {
    admin.disconnect();
    await removeKeys(PREFIX);
    const holder = globalThis as typeof globalThis & { __limiterRedis?: Redis };
    holder.__limiterRedis?.disconnect();
  });

  it('shares one count between two instances', async () => {
    const connect = () => new Redis(REDIS_URL, { enableOfflineQueue: true });
    const [first, second] = [connect(), connect()];
    try {
      await Promise.all([first.ping(), second.ping()]); // until ready, the in-memory stand-in counts
      const options = { name: 'shared', limit: parseRateLimit('5/1m'), keyPrefix: PREFIX };
      const a = new Limiter({ ...options, redis: first });
      const b = new Limiter({ ...options, redis: second });
      for (let i = 0; i < 3; i++) expect((await a.consume('203.0.113.9')).allowed).toBe(true);
      for (let i = 0; i < 2; i++) expect((await b.consume('203.0.113.9')).allowed).toBe(true);
      const refused = await a.consume('203.0.113.9');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect((await b.consume('203.0.113.9')).allowed).toBe(false);
      expect((await b.consume('203.0.113.10')).allowed).toBe(true);
      expect(await admin.keys(`${PREFIX}shared*`)).not.toHaveLength(0);
    } finally {
      first.disconnect();
      second.disconnect();
    }
  });

  it('lets requests through on the in-memory stand-in when Redis is unreachable', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    const limiter = new Limiter({
      name: 'down',
      limit: parseRateLimit('2/1m'),
      redis: dead,
      keyPrefix: PREFIX,
    });
    expect((await limiter.consume('x')).allowed).toBe(true);
    expect((await limiter.consume('x')).allowed).toBe(true);
    expect((await limiter.consume('x')).allowed).toBe(false); // still limited, per instance
    dead.disconnect();
  });

  describe.each(testEngines)('sign-in through the endpoint on %s', (engine) => {
    let w: World;
    beforeAll(async () => {
      w = await createWorld(engine);
    });
    afterAll(async () => w.t.drop());

    it('counts failed sign-ins in Redis under REDIS_KEY_PREFIX', async () => {
      getLimiters(); // connects to REDIS_URL; until it is ready the in-memory stand-in would count
      const redis = (globalThis as typeof globalThis & { __limiterRedis?: Redis }).__limiterRedis!;
      if (redis.status !== 'ready') await once(redis, 'ready');
      const email = 'editor@agency.test';
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await callJson('POST', '/api/users/login', {
              ip: randomIp(),
              json: { email, password: 'wrong-pass' },
            })
          ).status,
        ).toBe(401);
      }
      const locked = await callJson('POST', '/api/users/login', {
        ip: randomIp(),
        json: { email, password: w.editorPassword },
      });
      expect(locked.status).toBe(429);
      expect(await admin.keys(`${PREFIX}rl:login-email*`)).not.toHaveLength(0);
      // Clear the lock for the next engine, as an operator would.
      const keys = await admin.keys(`${PREFIX}rl:login-*`);
      if (keys.length > 0) await admin.del(...keys);
    });
  });
});
