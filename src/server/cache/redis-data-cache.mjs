// @ts-check
// The shared data cache: the `unstable_cache` entries of src/server/public-data.ts (kind
// FETCH) under `{prefix}next:entry:{build}:{key}`, so a new build never reads what an
// older one stored.
import { redisNow } from './redis-connection.mjs';

/** @typedef {import('ioredis').Redis} Redis */
/** @typedef {import('./redis-tags.mjs').RedisTags} RedisTags */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} CacheHandlerValue */
/** @typedef {{ value: unknown, lastModified: number, tags: string[] }} StoredEntry */

/** How long an entry stays in Redis, in multiples of its revalidate time (at least a minute). */
const ENTRY_LIFETIME_FACTOR = 10;
const DAY_SECONDS = 86_400;

export class RedisDataCache {
  /**
   * @param {Redis} redis
   * @param {RedisTags} tags
   * @param {{ prefix: string, buildId: string }} names
   */
  constructor(redis, tags, { prefix, buildId }) {
    this.redis = redis;
    this.tags = tags;
    this.entryPrefix = `${prefix}next:entry:${buildId}:`;
  }

  /**
   * The entry, or null when missing or when one of its tags (or the caller's) was
   * expired after it was stored.
   * @param {string} key
   * @param {string[]} callerTags
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, callerTags) {
    const stored = await this.redis.get(this.entryPrefix + key);
    if (!stored) return null;
    /** @type {StoredEntry} */
    const entry = JSON.parse(stored);
    const tags = [...new Set([...entry.tags, ...callerTags])];
    if (await this.tags.expiredSince(tags, entry.lastModified)) return null;
    return { lastModified: entry.lastModified, value: /** @type {any} */ (entry.value) };
  }

  /**
   * @param {string} key
   * @param {{ revalidate?: number | false }} value
   * @param {string[]} tags
   */
  async set(key, value, tags) {
    const revalidate = typeof value.revalidate === 'number' ? value.revalidate : DAY_SECONDS;
    const lifetime = Math.max(60, Math.ceil(revalidate * ENTRY_LIFETIME_FACTOR));
    /** @type {StoredEntry} */
    const entry = { value, lastModified: await redisNow(this.redis), tags };
    await this.redis.set(this.entryPrefix + key, JSON.stringify(entry), 'EX', lifetime);
  }
}
