// @ts-check
// Next's cache handler (next.config.ts `cacheHandler`). Next loads it with a plain
// import at run time, outside the bundle, hence JavaScript with JSDoc types, and the
// environment read here rather than through src/env (which validates the same names).
//
// It keeps two kinds of entries:
// - rendered pages and cached route answers (APP_PAGE, APP_ROUTE): in Redis with
//   REDIS_URL, otherwise in memory (./page-stores.mjs). The build's own output is read
//   from disk as a seed, except pages the build rendered as placeholders without a
//   database (src/server/cache/build-phase.ts): those are rendered on first request.
// - the data cache (the `unstable_cache` reads of src/server/public-data.ts, kind FETCH):
//   in Redis with REDIS_URL, otherwise Next's file-system cache.
// A public page is stored without the framework's scripts: its islands do what it needs
// in the browser (./islands-page.mjs).
// Every page entry carries its Content-Security-Policy, computed from its HTML
// (./page-csp.mjs): the hashes of its inline scripts, no nonce. Tags expire both. With Redis, an expiry is recorded in Redis and checked on every read,
// so a save on one instance expires the pages of all of them.
//
// Redis failures never fail a page. While Redis is away this instance caches pages in its
// memory and its data on disk, and honours only its own expiries: another instance's save
// shows here once the page's revalidate time has passed. Expiries that could not reach
// Redis are sent once it is back.
import fs from 'node:fs';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { cacheLog, countCache } from './log.mjs';
import { withIslandsOnly } from './islands-page.mjs';
import { withBuiltNotFoundPage } from './not-found-page.mjs';
import { withPagePolicy } from './page-csp.mjs';
import { MemoryPageStore, PAGE_KINDS, pageTags, RedisPageStore } from './page-stores.mjs';
import { redisFromEnvironment } from './redis-connection.mjs';
import { RedisDataCache } from './redis-data-cache.mjs';
import { RedisTags } from './redis-tags.mjs';

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} CacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} CacheHandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {import('./redis-tags.mjs').RedisTags} RedisTagsType */

/** @type {new (ctx: any) => CacheHandler} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** Mirrors BUILD_PLACEHOLDER_TAG in ./build-phase.ts (that module is bundled, this one is not). */
const BUILD_PLACEHOLDER_TAG = 'build-placeholder';

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

/** Pages of this process: kept across the per-request handler instances. */
const memoryPages = new MemoryPageStore();

/**
 * Expiries that could not reach Redis, per tag hash; sent when Redis is ready again, so
 * that pages stored in Redis before the outage do not outlive a save made during it.
 * @type {Map<RedisTagsType, Set<string>>}
 */
const unsentExpiries = new Map();

/** @param {RedisTagsType} tags */
function replayExpiriesWhenBack(tags) {
  if (unsentExpiries.has(tags)) return;
  unsentExpiries.set(tags, new Set());
  tags.redis.on('ready', () => {
    const pending = unsentExpiries.get(tags);
    if (!pending || pending.size === 0) return;
    const list = [...pending];
    pending.clear();
    tags.expire(list).catch((error) => {
      for (const tag of list) pending.add(tag);
      cacheLog('error', 'expiries still not sent', error);
    });
  });
}

/** @type {Map<string, { tags: RedisTagsType, data: RedisDataCache, pages: RedisPageStore }>} */
const sharedStores = new Map();

/** @param {string | undefined} serverDistDir */
function sharedStoresFor(serverDistDir) {
  const redis = redisFromEnvironment();
  if (!redis) return undefined;
  const names = {
    prefix: process.env.REDIS_KEY_PREFIX || 'agency:',
    buildId: buildIdOf(serverDistDir),
  };
  const storeKey = `${names.prefix}|${names.buildId}`;
  let stores = sharedStores.get(storeKey);
  if (!stores) {
    const tags = new RedisTags(redis, names.prefix);
    replayExpiriesWhenBack(tags);
    stores = {
      tags,
      data: new RedisDataCache(redis, tags, names),
      pages: new RedisPageStore(redis, tags, names),
    };
    sharedStores.set(storeKey, stores);
  }
  return stores;
}

/**
 * Whether a save on this instance expired one of the page's tags after it was stored.
 * Next checks this itself only while a page is fresh by time: past its revalidate time
 * it would serve the page once more (stale-while-revalidate) though a save expired it.
 * @param {NonNullable<CacheHandlerValue>} page
 */
const isExpiredHere = (page) => areTagsExpired(pageTags(page.value), page.lastModified ?? 0);

/** @param {string} what @param {unknown} error */
function logFailure(what, error) {
  cacheLog('error', what, error);
}

/** Where the handler leaves its expiry function for work outside a request. */
export const EXPIRE_OUTSIDE_REQUEST = Symbol.for('agency.cache.expireTags');

/** @implements {CacheHandler} */
export default class SharedCacheHandler {
  /** @param {CacheHandlerContext} ctx */
  constructor(ctx) {
    this.local = new FileSystemCache(ctx);
    this.serverDistDir = ctx.serverDistDir;
    this.shared = sharedStoresFor(ctx.serverDistDir);
    // Work outside a request (the publication scheduler) has no Next context in which to
    // call revalidateTag; it expires tags through this (src/http/revalidate.ts).
    /** @type {Record<symbol, unknown>} */ (globalThis)[EXPIRE_OUTSIDE_REQUEST] = (
      /** @type {string[]} */ tags,
    ) => this.revalidateTag(tags, { expire: 0 });
  }

  /** The page store to use now: Redis while it is connected, this process's memory otherwise. */
  get pages() {
    return this.shared?.tags.connected ? this.shared.pages : memoryPages;
  }

  /** @type {CacheHandler['get']} */
  async get(key, ctx) {
    if (PAGE_KINDS.has(ctx.kind)) return this.getPage(key, ctx);
    const kind = ctx.kind === 'FETCH' ? 'data' : 'other';
    if (ctx.kind !== 'FETCH' || !this.shared?.tags.connected) {
      const entry = await this.local.get(key, ctx);
      countCache({ op: 'get', kind, result: entry ? 'hit' : 'miss', store: 'file' });
      return entry;
    }
    const fetchCtx = /** @type {{ tags?: string[], softTags?: string[] }} */ (ctx);
    let entry = null;
    try {
      entry = await this.shared.data.get(key, [
        ...(fetchCtx.tags ?? []),
        ...(fetchCtx.softTags ?? []),
      ]);
    } catch (error) {
      logFailure('shared read failed, reading from the database', error);
    }
    countCache({ op: 'get', kind, result: entry ? 'hit' : 'miss', store: 'redis' });
    return entry;
  }

  /**
   * A stored page, else the build's output for it; null (render it) when it is outdated.
   * @param {string} key
   * @param {Parameters<CacheHandler['get']>[1]} ctx
   */
  async getPage(key, ctx) {
    const pages = this.pages;
    const store = pages === memoryPages ? 'memory' : 'redis';
    /** @param {'hit' | 'miss'} result @param {string} [where] */
    const count = (result, where = store) =>
      countCache({ op: 'get', kind: 'page', result, store: where });
    try {
      const stored = await pages.get(key);
      if (stored) {
        const expired = isExpiredHere(stored);
        count(expired ? 'miss' : 'hit');
        return expired ? null : stored;
      }
      const built = await this.local.get(key, ctx);
      if (!built?.value || (await this.isOutdatedBuild(built))) {
        count('miss');
        return null;
      }
      // Pages stored by `set` were made over there; the build's are when read.
      withIslandsOnly(built.value, logFailure);
      withPagePolicy(built.value);
      count('hit', 'build');
      return built;
    } catch (error) {
      logFailure('page read failed, rendering it', error);
      count('miss');
      return null;
    }
  }

  /**
   * A page the build wrote is outdated when it is a placeholder rendered without a
   * database, or when a save has expired one of its tags since.
   * @param {NonNullable<CacheHandlerValue>} built
   */
  async isOutdatedBuild(built) {
    const tags = pageTags(built.value);
    if (tags.includes(BUILD_PLACEHOLDER_TAG)) return true;
    if (isExpiredHere(built)) return true;
    const builtAt = built.lastModified ?? 0;
    return this.shared?.tags.connected ? this.shared.tags.expiredSince(tags, builtAt) : false;
  }

  /** @type {CacheHandler['set']} */
  async set(key, data, ctx) {
    if (data && PAGE_KINDS.has(data.kind)) {
      // In place and first: on a first render Next sends this very object to the visitor.
      withBuiltNotFoundPage(data, this.serverDistDir);
      // Before the policy, which hashes the inline scripts that remain.
      withIslandsOnly(data, logFailure);
      withPagePolicy(data);
      const { cacheControl } = /** @type {{ cacheControl?: any }} */ (ctx);
      const pages = this.pages;
      try {
        await pages.set(key, data, cacheControl);
        countCache({ op: 'set', kind: 'page', store: pages === memoryPages ? 'memory' : 'redis' });
      } catch (error) {
        logFailure('shared page write skipped', error);
      }
      return;
    }
    const kind = data?.kind === 'FETCH' ? 'data' : 'other';
    if (!this.shared?.tags.connected || data?.kind !== 'FETCH') {
      await this.local.set(key, data, ctx);
      if (data) countCache({ op: 'set', kind, store: 'file' });
      return;
    }
    const fetchCtx = /** @type {{ tags?: string[] }} */ (ctx);
    try {
      await this.shared.data.set(key, data, fetchCtx.tags ?? data.tags ?? []);
      countCache({ op: 'set', kind, store: 'redis' });
    } catch (error) {
      logFailure('shared write skipped', error);
    }
  }

  /** @type {CacheHandler['revalidateTag']} */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    // The local manifest too: Next checks it for this instance's own pages and entries.
    await this.local.revalidateTag(list, durations);
    if (!this.shared) return;
    try {
      await this.shared.tags.expire(list);
    } catch (error) {
      for (const tag of list) unsentExpiries.get(this.shared.tags)?.add(tag);
      logFailure(`could not expire ${list.join(', ')} for the other instances yet`, error);
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
