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
  if (env.REDIS_URL === REDIS_URL)
    await expect.poll(() => handler.shared?.tags.connected).toBe(true);
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

/** A rendered page as Next stores it: HTML, RSC payload and the tags of its reads. */
const pageValue = (html: string, tags: string[]) =>
  ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  }) as unknown as StoredValue;
const pageReadCtx = { kind: 'APP_PAGE', isFallback: false } as unknown as ReadContext;
const cacheControl = { revalidate: 60, expire: 86_400 };
const pageWriteCtx = { cacheControl, isFallback: false } as unknown as WriteContext;
const htmlOf = (entry: Awaited<ReturnType<Handler['get']>>) =>
  entry?.value && 'html' in entry.value ? entry.value.html : undefined;

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

  it('serves a page rendered on one instance from the other, with its revalidate time', async () => {
    const first = await instance(env);
    const second = await instance(env);
    await first.set('/insights', pageValue('<h1>Insights</h1>', ['blogs:list']), pageWriteCtx);

    const entry = await second.get('/insights', pageReadCtx);
    expect(htmlOf(entry)).toBe('<h1>Insights</h1>');
    expect(entry?.value).toMatchObject({ rscData: Buffer.from('rsc:<h1>Insights</h1>') });
    expect(
      (entry?.value as { segmentData: Map<string, Buffer> }).segmentData.get('/_tree'),
    ).toEqual(Buffer.from('tree'));
    // Without it Next would treat the page as stale after 1 s (vercel/next.js#72020).
    expect(entry?.cacheControl).toEqual(cacheControl);
  });

  it('expires on every instance exactly the pages carrying an expired tag', async () => {
    const first = await instance(env);
    const second = await instance(env);
    await second.set('/blogs/a', pageValue('A', ['blog:1', 'blog-slug:a']), pageWriteCtx);
    await second.set('/blogs/b', pageValue('B', ['blog:2', 'blog-slug:b']), pageWriteCtx);

    await first.revalidateTag(['blog:1'], { expire: 0 });

    expect(await second.get('/blogs/a', pageReadCtx)).toBeNull();
    expect(htmlOf(await second.get('/blogs/b', pageReadCtx))).toBe('B');
    expect(htmlOf(await first.get('/blogs/b', pageReadCtx))).toBe('B');
  });

  it('expires a page whose render overlapped the save (stored as rendered a little earlier)', async () => {
    const first = await instance(env);
    // The save's expiry lands while the page is still being rendered from the old data.
    await first.revalidateTag(['blog:7'], { expire: 0 });
    await first.set('/blogs/g', pageValue('old data', ['blog:7']), pageWriteCtx);
    expect(await first.get('/blogs/g', pageReadCtx)).toBeNull();
  });

  it('keeps pages when Redis is away, in the instance’s memory, and never fails the page', async () => {
    const handler = await instance(env);
    const redis = (handler.shared as unknown as { tags: { redis: Redis } }).tags.redis;
    redis.disconnect(); // as if Redis went away
    await expect.poll(() => handler.shared?.tags.connected).toBe(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await handler.set('/away', pageValue('kept locally', []), pageWriteCtx);
    expect(htmlOf(await handler.get('/away', pageReadCtx))).toBe('kept locally');
    await expect(handler.revalidateTag(['blog:9'], { expire: 0 })).resolves.toBeUndefined();
    errors.mockRestore();
    // Back, the expiry that could not be sent reaches Redis.
    await redis.connect().catch(() => {});
    await expect
      .poll(() => admin.hget(`${PREFIX}next:tags`, 'blog:9'), { timeout: 5000 })
      .not.toBeNull();
  });

  it('stores entries with a lifetime, so Redis does not fill up with old ones', async () => {
    const first = await instance(env);
    await first.set('with-lifetime', fetchValue('x'), writeCtx(['blogs']));
    const [key] = await admin.keys(`${PREFIX}next:entry:*with-lifetime`);
    expect(await admin.ttl(key!)).toBeGreaterThan(60);
    expect(await admin.ttl(key!)).toBeLessThanOrEqual(600);
  });
});

describe('shared cache handler without REDIS_URL: pages in memory', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves a page it stored, with its policy, until a save here expires one of its tags', async () => {
    const handler = await instance({ REDIS_URL: undefined, NEXT_PHASE: undefined });
    const html = '<html><body><script>self.__next_f.push([1])</script></body></html>';
    await handler.set('/blogs/m', pageValue(html, ['blog:31']), pageWriteCtx);
    const entry = await handler.get('/blogs/m', pageReadCtx);
    expect(htmlOf(entry)).toBe(html);
    expect(
      (entry?.value as { headers: Record<string, string> }).headers['content-security-policy'],
    ).toMatch(/script-src 'self' 'sha256-[^']+'/);

    // Expired even once past its revalidate time, when Next no longer checks its tags.
    await handler.revalidateTag(['blog:31'], { expire: 0 });
    expect(await handler.get('/blogs/m', pageReadCtx)).toBeNull();
  });
});

describe('the build’s own pages', () => {
  afterEach(() => vi.unstubAllEnvs());

  /** A page `next build` wrote, as the file-system cache reads it back. */
  async function withBuiltPage(tags: string[]) {
    const handler = await instance({ REDIS_URL: undefined, NEXT_PHASE: undefined });
    const local = (handler as unknown as { local: { get: (...args: unknown[]) => unknown } }).local;
    vi.spyOn(local, 'get').mockResolvedValue({
      lastModified: Date.now() - 60_000,
      value: pageValue('built', tags),
    });
    return handler;
  }

  it('serves a page the build rendered', async () => {
    const handler = await withBuiltPage(['_N_T_/privacy-policy']);
    expect(htmlOf(await handler.get('/privacy-policy', pageReadCtx))).toBe('built');
  });

  it('never serves a placeholder the build rendered without a database', async () => {
    const handler = await withBuiltPage(['build-placeholder', '_N_T_/insights']);
    expect(await handler.get('/insights', pageReadCtx)).toBeNull();
  });

  it('stores a 404 of an on-demand route with the build’s not-found page, not an empty error document', async () => {
    const handler = await instance({ REDIS_URL: undefined, NEXT_PHASE: undefined });
    const serverDistDir = (handler as unknown as { serverDistDir: string }).serverDistDir;
    const notFoundPage =
      '<!DOCTYPE html><html lang="en"><body><h1>Oops! Page Not Found</h1><script>self.__next_f.push([0])</script></body></html>';
    fs.mkdirSync(path.join(serverDistDir, 'app'));
    fs.writeFileSync(path.join(serverDistDir, 'app', '_not-found.html'), notFoundPage);
    const errorDocument =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
    const answer = { ...pageValue(errorDocument, ['_N_T_/[slug]']), status: 404 } as StoredValue;

    await handler.set('/no-such-page', answer, pageWriteCtx);

    // Changed in place: on a first render Next sends the visitor the object it stored.
    expect(htmlOf({ value: answer } as Awaited<ReturnType<Handler['get']>>)).toBe(notFoundPage);
    const entry = await handler.get('/no-such-page', pageReadCtx);
    expect(htmlOf(entry)).toBe(notFoundPage);
    expect((entry?.value as { status: number }).status).toBe(404);
    expect((entry?.value as { rscData: Buffer }).rscData.toString()).toBe(`rsc:${errorDocument}`);
    // The policy is the served page's: its inline script is allowed by hash.
    expect(
      (entry?.value as { headers: Record<string, string> }).headers['content-security-policy'],
    ).toMatch(/script-src 'self' 'sha256-[^']+'/);

    // A page that rendered, and a 404 rendered in full, are stored as they are.
    const rendered = '<!DOCTYPE html><html lang="en"><body><h1>Oops</h1></body></html>';
    await handler.set(
      '/blogs/x',
      { ...pageValue(rendered, []), status: 404 } as StoredValue,
      pageWriteCtx,
    );
    expect(htmlOf(await handler.get('/blogs/x', pageReadCtx))).toBe(rendered);
    await handler.set('/company', pageValue(errorDocument, []), pageWriteCtx);
    expect(htmlOf(await handler.get('/company', pageReadCtx))).toBe(errorDocument);
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
