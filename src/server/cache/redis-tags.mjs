// @ts-check
// When each cache tag was last expired, in the Redis hash `{prefix}next:tags`, shared by
// every instance and every build: an edit saved on one instance expires the entries of
// all of them. Times come from Redis's clock (see redisNow).
import { isReady, redisNow } from './redis-connection.mjs';

/** @typedef {import('ioredis').Redis} Redis */

export class RedisTags {
  /**
   * @param {Redis} redis
   * @param {string} prefix
   */
  constructor(redis, prefix) {
    this.redis = redis;
    this.key = `${prefix}next:tags`;
  }

  /**
   * Whether one of the tags was expired at or after `storedAt` (an entry's lastModified).
   * @param {string[]} tags
   * @param {number} storedAt
   */
  async expiredSince(tags, storedAt) {
    if (tags.length === 0) return false;
    const expiredAt = await this.redis.hmget(this.key, ...tags);
    return expiredAt.some((time) => time !== null && Number(time) >= storedAt);
  }

  /**
   * Every entry stored before now under one of these tags is expired. Next's
   * stale-while-revalidate profiles are treated as immediate expiry: stricter, and the
   * site only ever asks for that (`{ expire: 0 }`).
   * @param {string[]} tags
   */
  async expire(tags) {
    if (tags.length === 0) return;
    const now = String(await redisNow(this.redis));
    await this.redis.hset(this.key, Object.fromEntries(tags.map((tag) => [tag, now])));
  }

  get connected() {
    return isReady(this.redis);
  }
}
