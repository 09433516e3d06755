// @ts-check
// Next's cache handler (next.config.ts `cacheHandler`). Next loads it with a plain
// import at run time, outside the bundle, hence JavaScript with JSDoc types, and the
// environment read here rather than through src/env.ts (which validates the same names).
//
// Without REDIS_URL it is Next's own file-system cache, unchanged. With REDIS_URL the
// data cache (the `unstable_cache` entries of src/server/public-data.ts, kind FETCH)
// and the cache tags live in Redis, so every instance behind a load balancer reads the
// same entries and an edit saved on one instance expires them on all. Rendered pages
// (kind APP_PAGE and the like) stay on each instance's disk: the pages that show data
// are rendered per request, so only static pages are kept there.
//
// Redis failures never fail a page: while Redis is away or a command fails, a read is a
// miss (the data comes from the database) and a write is skipped. An expiry that could
// not be recorded is logged; the entries' own revalidate time (60 s) bounds how long
// the old data can show.
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {{ value: unknown, lastModified: number, tags: string[] }} StoredEntry */

/** @type {new (ctx: any) => CacheHandler} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** How long an entry stays in Redis, in multiples of its revalidate time (at least a minute). */
const ENTRY_LIFETIME_FACTOR = 10;
const DAY_SECONDS = 86_400;

/** @type {Redis | undefined} */
let sharedRedis;

/** One connection per process, shared by the handler instances Next creates per request. */
function redisFromEnvironment() {
  const url = process.env.REDIS_URL;
  // A build must not need Redis (nor fill it with build-time entries).
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  if (!sharedRedis) {
    // Reads and writes skip Redis while it is not connected (see `connected`); only an
    // expiry waits for it, up to the command time-out.
    sharedRedis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    // ioredis reports every failed reconnection attempt; one line per outage is enough.
    let away = false;
    sharedRedis.on('error', (error) => {
      if (!away)
        console.error('[cache] Redis unavailable, reading from the database:', error.message);
      away = true;
    });
    sharedRedis.on('ready', () => {
      if (away) console.log('[cache] Redis is back');
      away = false;
    });
  }
  return sharedRedis;
}

/**
 * The shared data cache: entries under `{prefix}next:entry:{build}:{key}` (a new build
 * never reads what an older one stored), the time each tag was last expired in the
 * hash `{prefix}next:tags` (shared by every build, so an edit expires them all).
 */
export class RedisDataCache {
  /**
   * @param {Redis} redis
   * @param {{ prefix: string, buildId: string }} names
   */
  constructor(redis, { prefix, buildId }) {
    this.redis = redis;
    this.entryPrefix = `${prefix}next:entry:${buildId}:`;
    this.tagsKey = `${prefix}next:tags`;
  }

  /**
   * The entry, or null when missing or when one of its tags (or the caller's) was
   * expired after it was stored.
   * @param {string} key
   * @param {string[]} callerTags
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, callerTags) {
    if (!this.connected) return null;
    const stored = await this.redis.get(this.entryPrefix + key);
    if (!stored) return null;
    /** @type {StoredEntry} */
    const entry = JSON.parse(stored);
    const tags = [...new Set([...entry.tags, ...callerTags])];
    if (tags.length > 0) {
      const expiredAt = await this.redis.hmget(this.tagsKey, ...tags);
      if (expiredAt.some((time) => time !== null && Number(time) >= entry.lastModified))
        return null;
    }
    return { lastModified: entry.lastModified, value: /** @type {any} */ (entry.value) };
  }

  /**
   * @param {string} key
   * @param {{ revalidate?: number | false }} value
   * @param {string[]} tags
   */
  async set(key, value, tags) {
    if (!this.connected) return;
    const revalidate = typeof value.revalidate === 'number' ? value.revalidate : DAY_SECONDS;
    const lifetime = Math.max(60, Math.ceil(revalidate * ENTRY_LIFETIME_FACTOR));
    /** @type {StoredEntry} */
    const entry = { value, lastModified: await this.now(), tags };
    await this.redis.set(this.entryPrefix + key, JSON.stringify(entry), 'EX', lifetime);
  }

  /** A page never waits for Redis to come back: until then the database answers. */
  get connected() {
    return this.redis.status === 'ready';
  }

  /** Redis's clock in ms: entry and tag times from different machines stay comparable. */
  async now() {
    const [seconds, microseconds] = await this.redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(microseconds) / 1000);
  }

  /**
   * Every entry stored before now under one of these tags is expired. Next's
   * stale-while-revalidate profiles are treated as immediate expiry: stricter, and the
   * site only ever asks for that (`{ expire: 0 }`).
   * @param {string[]} tags
   */
  async expireTags(tags) {
    if (tags.length === 0) return;
    const now = String(await this.now());
    await this.redis.hset(this.tagsKey, Object.fromEntries(tags.map((tag) => [tag, now])));
  }
}

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The build's id, read once per build folder (Next creates a handler per request).
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'unknown-build';
  let buildId = buildIds.get(serverDistDir);
  if (buildId === undefined) {
    try {
      // serverDistDir is `<distDir>/server`; BUILD_ID sits in distDir.
      buildId = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      buildId = 'unknown-build';
    }
    buildIds.set(serverDistDir, buildId);
  }
  return buildId;
}

/** @implements {CacheHandler} */
export default class SharedCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    const redis = redisFromEnvironment();
    this.shared = redis
      ? new RedisDataCache(redis, {
          prefix: process.env.REDIS_KEY_PREFIX || 'agency:',
          buildId: buildIdOf(ctx.serverDistDir),
        })
      : undefined;
  }

  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    if (!this.shared || ctx.kind !== 'FETCH') return this.local.get(key, ctx);
    const fetchCtx = /** @type {{ tags?: string[], softTags?: string[] }} */ (ctx);
    try {
      return await this.shared.get(key, [...(fetchCtx.tags ?? []), ...(fetchCtx.softTags ?? [])]);
    } catch (error) {
      console.error(
        '[cache] shared read failed, reading from the database:',
        /** @type {Error} */ (error).message,
      );
      return null;
    }
  }

  /** @type {CacheHandler['set']} */
  async set(key, data, ctx) {
    if (!this.shared || data?.kind !== 'FETCH') return this.local.set(key, data, ctx);
    const fetchCtx = /** @type {{ tags?: string[] }} */ (ctx);
    try {
      await this.shared.set(key, data, fetchCtx.tags ?? data.tags ?? []);
    } catch (error) {
      console.error('[cache] shared write skipped:', /** @type {Error} */ (error).message);
    }
  }

  /** @type {CacheHandler['revalidateTag']} */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    // The local manifest too: Next checks it for this instance's own pages and entries.
    await this.local.revalidateTag(list, durations);
    if (!this.shared) return;
    try {
      await this.shared.expireTags(list);
    } catch (error) {
      console.error(
        `[cache] could not expire ${list.join(', ')} for the other instances:`,
        /** @type {Error} */ (error).message,
      );
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
