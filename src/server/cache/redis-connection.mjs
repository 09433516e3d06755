// @ts-check
// The cache handler's Redis connection: one per process, shared by the handler
// instances Next creates per request. Plain JavaScript, as the handler is (see there).
import { Redis } from 'ioredis';
import { cacheLog } from './log.mjs';

/** @type {Redis | undefined} */
let sharedRedis;

/** The connection for REDIS_URL, or undefined without it and during `next build`. */
export function redisFromEnvironment() {
  const url = process.env.REDIS_URL;
  // A build must not need Redis (nor fill it with build-time entries).
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  if (!sharedRedis) {
    // Reads and writes skip Redis while it is not connected (see `isReady`); only an
    // expiry waits for it, up to the command time-out.
    sharedRedis = new Redis(url, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    // ioredis reports every failed reconnection attempt; one line per outage is enough.
    let away = false;
    sharedRedis.on('error', (error) => {
      if (!away) cacheLog('error', 'Redis unavailable, caching on this instance', error);
      away = true;
    });
    sharedRedis.on('ready', () => {
      if (away) cacheLog('info', 'Redis is back');
      away = false;
    });
    // Closed at shutdown (src/http/shutdown.ts), as this module is not one it imports.
    /** @type {Record<symbol, unknown>} */ (globalThis)[CLOSE_CACHE_REDIS] = closeCacheRedis;
  }
  return sharedRedis;
}

/** Where the shutdown finds closeCacheRedis. */
export const CLOSE_CACHE_REDIS = Symbol.for('agency.cache.closeRedis');

/** Closes the connection (QUIT, or a hard disconnect when Redis does not answer). */
export async function closeCacheRedis() {
  const redis = sharedRedis;
  if (!redis) return;
  sharedRedis = undefined;
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * A page never waits for Redis to come back: until then this instance caches alone.
 * @param {Redis} redis
 */
export const isReady = (redis) => redis.status === 'ready';

/**
 * Redis's clock in ms: entry and tag times written by different machines stay comparable.
 * @param {Redis} redis
 */
export async function redisNow(redis) {
  const [seconds, microseconds] = await redis.time();
  return Number(seconds) * 1000 + Math.floor(Number(microseconds) / 1000);
}
