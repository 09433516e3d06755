import 'server-only';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getEnv } from '@/env';
import { log } from '../log';

// Counters for the limits of issue 3 point 8. In memory by default; in Redis when
// REDIS_URL is set, so that several instances share them. Should Redis fail, an
// in-memory limiter stands in (rate-limiter-flexible's insurance limiter): the site
// keeps answering and keeps limiting per instance.

export interface RateLimit {
  points: number;
  durationSeconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** "5/15m" → 5 points per 900 seconds. */
export function parseRateLimit(text: string): RateLimit {
  const match = /^(\d+)\/(\d+)([smhd])$/.exec(text.trim());
  if (!match) throw new Error(`Not a rate limit: ${text} (expected count/window, e.g. 5/15m)`);
  return {
    points: Number(match[1]),
    durationSeconds: Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS],
  };
}

export interface LimiterOptions {
  /** Used in the Redis key: `${keyPrefix}${name}:${key}`. */
  name: string;
  limit: RateLimit;
  redis?: Redis | undefined;
  keyPrefix?: string;
}

export interface Verdict {
  allowed: boolean;
  /** How long until the key may try again (only meaningful when refused). */
  retryAfterMs: number;
}

/** One counter family: consume on every attempt, or only record failures and check before trying. */
export class Limiter {
  private readonly limiter: RateLimiterAbstract;
  readonly limit: RateLimit;

  constructor({ name, limit, redis, keyPrefix = '' }: LimiterOptions) {
    this.limit = limit;
    const options = {
      keyPrefix: `${keyPrefix}${name}`,
      points: limit.points,
      duration: limit.durationSeconds,
    };
    this.limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one attempt; refused once the key has used up its points in the window. */
  async consume(key: string): Promise<Verdict> {
    try {
      await this.limiter.consume(key);
      return { allowed: true, retryAfterMs: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, retryAfterMs: rejection.msBeforeNext };
      log('rate-limit').error({ err: rejection }, 'limiter failed, letting the request through');
      return { allowed: true, retryAfterMs: 0 };
    }
  }

  /** Whether the key still has points left, without using one. */
  async check(key: string): Promise<Verdict> {
    try {
      const state = await this.limiter.get(key);
      if (state && state.consumedPoints >= this.limit.points) {
        return { allowed: false, retryAfterMs: state.msBeforeNext };
      }
    } catch (error) {
      log('rate-limit').error({ err: error }, 'limiter failed, letting the request through');
    }
    return { allowed: true, retryAfterMs: 0 };
  }

  /** Records one failure against the key. */
  async penalise(key: string): Promise<void> {
    await this.limiter.penalty(key, 1).catch((error: unknown) => {
      log('rate-limit').error({ err: error }, 'could not record a failure');
    });
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key).catch(() => {});
  }
}

/** A Redis connection for counters; fails fast instead of queueing while Redis is away. */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  // ioredis reports every failed reconnection attempt; one line per outage is enough.
  let away = false;
  redis.on('error', (error: Error) => {
    if (!away) log('rate-limit').error(`Redis unavailable, counting in memory: ${error.message}`);
    away = true;
  });
  redis.on('ready', () => {
    if (away) log('rate-limit').info('Redis is back');
    away = false;
  });
  return redis;
}

export interface SiteLimiters {
  loginByEmail: Limiter;
  loginByIp: Limiter;
  contactByIp: Limiter;
  /** Wrong codes or current passwords from a signed-in user (two-factor set-up, password change). */
  codeByUser: Limiter;
  /** Password-reset e-mails: per address (PASSWORD_RESET_RATE_LIMIT) and per client. */
  resetByEmail: Limiter;
  resetByIp: Limiter;
}

/** One office behind one address may reset several accounts; an attacker may not spray them. */
const RESET_PER_CLIENT: RateLimit = { points: 20, durationSeconds: 3600 };

const holder = globalThis as typeof globalThis & {
  __siteLimiters?: SiteLimiters;
  __limiterRedis?: Redis;
};

/**
 * The process's limiters, configured from LOGIN_RATE_LIMIT, CONTACT_RATE_LIMIT,
 * PASSWORD_RESET_RATE_LIMIT and REDIS_URL.
 */
export function getLimiters(): SiteLimiters {
  if (holder.__siteLimiters) return holder.__siteLimiters;
  const env = getEnv();
  if (env.REDIS_URL) holder.__limiterRedis ??= connectRedis(env.REDIS_URL);
  const shared = { redis: holder.__limiterRedis, keyPrefix: `${env.REDIS_KEY_PREFIX}rl:` };
  const login = parseRateLimit(env.LOGIN_RATE_LIMIT);
  holder.__siteLimiters = {
    loginByEmail: new Limiter({ ...shared, name: 'login-email', limit: login }),
    loginByIp: new Limiter({ ...shared, name: 'login-ip', limit: login }),
    contactByIp: new Limiter({
      ...shared,
      name: 'contact-ip',
      limit: parseRateLimit(env.CONTACT_RATE_LIMIT),
    }),
    codeByUser: new Limiter({ ...shared, name: 'code-user', limit: login }),
    resetByEmail: new Limiter({
      ...shared,
      name: 'reset-email',
      limit: parseRateLimit(env.PASSWORD_RESET_RATE_LIMIT),
    }),
    resetByIp: new Limiter({ ...shared, name: 'reset-ip', limit: RESET_PER_CLIENT }),
  };
  return holder.__siteLimiters;
}

/**
 * The process's Redis connection (REDIS_URL), or undefined without one. The readiness
 * check pings it: it fails fast rather than queueing while Redis is away.
 */
export function getSharedRedis(): Redis | undefined {
  getLimiters();
  return holder.__limiterRedis;
}

/** Closes the connection at shutdown (QUIT, or a hard disconnect if Redis does not answer). */
export async function closeSharedRedis(): Promise<void> {
  const redis = holder.__limiterRedis;
  if (!redis) return;
  holder.__limiterRedis = undefined;
  holder.__siteLimiters = undefined;
  await redis.quit().catch(() => redis.disconnect());
}
