import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisReachable, removeKeys, TEST_REDIS_URL } from '../../../tests/support/redis';

// The cache handler against a real Redis, under a key prefix of its own. Two handler
// modules loaded separately stand for two instances of the site behind one balancer.

const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `agency-test-${randomBytes(4).toString('hex')}:`;

type Handler = InstanceType<typeof import('./shared-cache-handler.mjs').default>;

const available = await redisReachable();
if (!available)
  console.warn(`[test] Redis at ${REDIS_URL} is not reachable: the shared cache tests are skipped`);

/** A build folder with a BUILD_ID, as `next build` leaves it. */
function buildFolder(buildId: string): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
  fs.mkdirSync(path.join(distDir, 'server'));
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
  return distDir;
}

/** A fresh copy of the module (its own Redis connection), as a separate process would load it. */
async function instance(
  env: Record<string, string | undefined>,
  buildId = 'build-1',
): Promise<Handler> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { default: SharedCacheHandler } = await import('./shared-cache-handler.mjs');
  const serverDistDir = path.join(buildFolder(buildId), 'server');
  const handler = new SharedCacheHandler({
    serverDistDir,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  // A page arriving before the connection is up reads from the database; these tests
  // are about what happens once it is up.
  if (env.REDIS_URL === REDIS_URL) await expect.poll(() => handler.shared?.connected).toBe(true);
  return handler;
}

// Next declares the kinds as const enums, which a test cannot name at run time.
type StoredValue = Parameters<Handler['set']>[1];
type ReadContext = Parameters<Handler['get']>[1];
type WriteContext = Parameters<Handler['set']>[2];

/** What `unstable_cache` stores: its result as a JSON body. */
const fetchValue = (result: unknown) =>
  ({
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify(result), status: 200, url: '' },
    revalidate: 60,
  }) as unknown as StoredValue;

const readCtx = (tags: string[], softTags: string[] = []) =>
  ({ kind: 'FETCH', revalidate: 60, tags, softTags }) as unknown as ReadContext;
const writeCtx = (tags: string[]) =>
  ({ fetchCache: true, revalidate: 60, tags }) as unknown as WriteContext;

const bodyOf = (entry: Awaited<ReturnType<Handler['get']>>) =>
  entry?.value && 'data' in entry.value
    ? JSON.parse((entry.value.data as { body: string }).body)
    : undefined;

describe.runIf(available)('shared cache handler with REDIS_URL', () => {
  const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, NEXT_PHASE: undefined };
  let admin: Redis;

  beforeAll(() => {
    admin = new Redis(REDIS_URL);
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    admin.disconnect();
    await removeKeys(PREFIX);
  });

  it('lets a second instance read what the first stored', async () => {
    const first = await instance(env);
    const second = await instance(env);
    await first.set('blogs-list', fetchValue(['Arabic SEO']), writeCtx(['blogs']));

    const entry = await second.get('blogs-list', readCtx(['blogs']));
    expect(bodyOf(entry)).toEqual(['Arabic SEO']);
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('expires an entry on every instance when one instance expires its tag', async () => {
    const first = await instance(env);
    const second = await instance(env);
    await second.set('case-study-1', fetchValue({ heading: 'Old' }), writeCtx(['case-studies']));
    await second.set('blog-1', fetchValue({ title: 'Kept' }), writeCtx(['blogs']));

    await first.revalidateTag('case-studies', { expire: 0 });

    expect(await second.get('case-study-1', readCtx(['case-studies']))).toBeNull();
    expect(bodyOf(await second.get('blog-1', readCtx(['blogs'])))).toEqual({ title: 'Kept' });

    // Stored again after the edit, the entry is served again.
    await second.set('case-study-1', fetchValue({ heading: 'New' }), writeCtx(['case-studies']));
    expect(bodyOf(await first.get('case-study-1', readCtx(['case-studies'])))).toEqual({
      heading: 'New',
    });
  });

  it('honours the tags of the reader too (the implicit path tags Next adds)', async () => {
    const first = await instance(env);
    await first.set('page-data', fetchValue('x'), writeCtx([]));
    await first.revalidateTag(['_N_T_/insights']);
    expect(await first.get('page-data', readCtx([], ['_N_T_/insights']))).toBeNull();
  });

  it('keeps the entries of different builds apart', async () => {
    const oldBuild = await instance(env, 'build-old');
    const newBuild = await instance(env, 'build-new');
    await oldBuild.set('shape-changed', fetchValue({ v: 1 }), writeCtx(['blogs']));
    expect(await newBuild.get('shape-changed', readCtx(['blogs']))).toBeNull();
  });

  it('stores entries with a lifetime, so Redis does not fill up with old ones', async () => {
    const first = await instance(env);
    await first.set('with-lifetime', fetchValue('x'), writeCtx(['blogs']));
    const [key] = await admin.keys(`${PREFIX}next:entry:*with-lifetime`);
    expect(await admin.ttl(key!)).toBeGreaterThan(60);
    expect(await admin.ttl(key!)).toBeLessThanOrEqual(600);
  });
});

describe('shared cache handler when Redis is away', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('treats reads as misses and skips writes instead of failing the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Nothing listens on port 1.
    const handler = await instance({ REDIS_URL: 'redis://127.0.0.1:1', NEXT_PHASE: undefined });
    await expect(handler.set('k', fetchValue('x'), writeCtx(['blogs']))).resolves.toBeUndefined();
    await expect(handler.get('k', readCtx(['blogs']))).resolves.toBeNull();
    await expect(handler.revalidateTag('blogs', { expire: 0 })).resolves.toBeUndefined();
    // ioredis retries every few hundred ms; the log says so once per outage.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const outageLines = errors.mock.calls.filter(([text]) =>
      String(text).includes('Redis unavailable'),
    );
    expect(outageLines).toHaveLength(1);
    errors.mockRestore();
  });
});

describe.runIf(available)('shared cache handler without REDIS_URL', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is Next’s file-system cache: nothing goes to Redis', async () => {
    const prefix = `agency-test-${randomBytes(4).toString('hex')}:`;
    const handler = await instance({ REDIS_URL: undefined, REDIS_KEY_PREFIX: prefix });
    await handler.set('local-only', fetchValue('x'), writeCtx(['blogs']));
    const admin = new Redis(REDIS_URL);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    admin.disconnect();
  });
});
