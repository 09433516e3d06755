import 'server-only';
import { once } from 'node:events';
import { getEnv } from '@/env';
import { pingDatabase } from '@/server/db';
import { log } from '@/server/log';
import { getSharedRedis } from '@/server/rate-limit/rate-limit';
import { isShuttingDown } from './shutdown';

// GET /api/ready, for the load balancer: is this instance fit to take requests? The
// database must answer a trivial query within a short time, and the process must not be
// shutting down. Redis (when REDIS_URL is set) is checked with a PING and reported, but
// does not make the instance unready: without it each instance caches pages alone and
// serves every request, and Redis is shared, so failing on it would take every instance
// out of the balancer at once. GET /api/health stays the liveness check.

const CHECK_TIMEOUT_MS = 2_000;
export const READY_RETRY_AFTER_SECONDS = 5;

export type CheckResult = 'ok' | 'not configured' | 'failed' | 'timed out';

export interface Readiness {
  ready: boolean;
  /** Ready, with Redis configured but not answering. */
  degraded: boolean;
  shuttingDown: boolean;
  checks: { database: CheckResult; redis: CheckResult };
}

async function check(
  name: string,
  work: (signal: AbortSignal) => Promise<unknown>,
): Promise<CheckResult> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve('timed out');
    }, CHECK_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([work(abort.signal).then(() => 'ok' as const), timedOut]);
    if (result !== 'ok') log('ready').warn(`${name} did not answer within ${CHECK_TIMEOUT_MS} ms`);
    return result;
  } catch (error) {
    log('ready').warn(`${name} check failed: ${(error as Error).message}`);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown()) {
    return {
      ready: false,
      degraded: false,
      shuttingDown: true,
      checks: { database: 'not configured', redis: 'not configured' },
    };
  }
  const [database, redis] = await Promise.all([
    check('database', () => pingDatabase()),
    getEnv().REDIS_URL
      ? check('redis', async (signal) => {
          const redis = getSharedRedis();
          if (!redis || redis.status === 'end') throw new Error('no connection');
          // Connecting (at start, or back after an outage): commands fail until it is ready.
          if (redis.status !== 'ready') await once(redis, 'ready', { signal });
          await redis.ping();
        })
      : Promise.resolve<CheckResult>('not configured'),
  ]);
  const ready = database === 'ok';
  const degraded = redis !== 'ok' && redis !== 'not configured';
  return { ready, degraded, shuttingDown: false, checks: { database, redis } };
}
