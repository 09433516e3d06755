// @ts-check
// Where rendered pages (kind APP_PAGE) and cached route answers (APP_ROUTE, the
// sitemaps) are kept: in Redis when REDIS_URL is set, so every instance serves what any
// of them rendered; otherwise, and while Redis is away, in this process's memory. Never
// on disk: what is on disk is the build's own output, read as a seed (see the handler),
// and a page rendered from one database must not outlive a restart onto another.
import { promisify } from 'node:util';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { redisNow } from './redis-connection.mjs';

/** @typedef {import('ioredis').Redis} Redis */
/** @typedef {import('./redis-tags.mjs').RedisTags} RedisTags */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {import('next/dist/server/lib/cache-control').CacheControl} CacheControl */
/** @typedef {{ value: any, lastModified: number, cacheControl?: CacheControl }} StoredPage */

export const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);

/**
 * A page is stored as rendered this long before it was: a save that lands while a page
 * is being rendered from the data before it then still expires that page. Renders take
 * well under this, even under load.
 */
export const RENDER_ALLOWANCE_MS = 3000;

const DAY_SECONDS = 86_400;
/** Memory for pages per process without Redis; least recently used ones go first. */
const MEMORY_BYTES = 256 * 1024 * 1024;

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/**
 * The tags Next wrote into the entry: the page's own (its cached reads') and the
 * implicit path tags.
 * @param {any} value
 * @returns {string[]}
 */
export function pageTags(value) {
  const header = value?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/** @param {any} value */
function approximateBytes(value) {
  let bytes = (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + (value.body?.length ?? 0);
  if (value.segmentData instanceof Map)
    for (const segment of value.segmentData.values()) bytes += segment.length;
  return Math.max(1, bytes);
}

export class MemoryPageStore {
  constructor() {
    /** @type {LRUCache<string, StoredPage>} */
    this.pages = new LRUCache({
      maxSize: MEMORY_BYTES,
      sizeCalculation: (page) => approximateBytes(page.value),
    });
  }

  /**
   * Next itself checks a returned page's tags against this process's expiries.
   * @param {string} key
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key) {
    return this.pages.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {CacheControl | undefined} cacheControl
   */
  async set(key, value, cacheControl) {
    this.pages.set(key, { value, lastModified: Date.now() - RENDER_ALLOWANCE_MS, cacheControl });
  }
}

/**
 * Pages in Redis under `{prefix}next:page:{build}:{key}`, compressed (a page is its HTML
 * and its RSC payload, about 10 times smaller gzipped). Next cannot see the other
 * instances' expiries, so a page is checked against the shared tag times here.
 */
export class RedisPageStore {
  /**
   * @param {Redis} redis
   * @param {RedisTags} tags
   * @param {{ prefix: string, buildId: string }} names
   */
  constructor(redis, tags, { prefix, buildId }) {
    this.redis = redis;
    this.tags = tags;
    this.keyPrefix = `${prefix}next:page:${buildId}:`;
  }

  /**
   * @param {string} key
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key) {
    const stored = await this.redis.getBuffer(this.keyPrefix + key);
    if (!stored) return null;
    /** @type {StoredPage} */
    const page = v8.deserialize(await gunzip(stored));
    if (await this.tags.expiredSince(pageTags(page.value), page.lastModified)) return null;
    // Without the stored cacheControl, Next would give a page it did not render itself
    // a revalidate time of 1 s (vercel/next.js#72020).
    return /** @type {CacheHandlerValue} */ (page);
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {CacheControl | undefined} cacheControl
   */
  async set(key, value, cacheControl) {
    /** @type {StoredPage} */
    const page = {
      value,
      lastModified: (await redisNow(this.redis)) - RENDER_ALLOWANCE_MS,
      cacheControl,
    };
    // Kept until it expires (Next regenerates it while the visitor waits after that);
    // Redis's eviction policy bounds the memory (docs/deploy.md).
    const lifetime = Math.min(cacheControl?.expire ?? DAY_SECONDS, 7 * DAY_SECONDS);
    const compressed = await gzip(v8.serialize(page), { level: 1 });
    await this.redis.set(this.keyPrefix + key, compressed, 'EX', Math.max(60, lifetime));
  }
}
