import { notReadyAnswer, readyAnswer } from '@/lib/schemas/answers/site';
import { declaredRefusal, json } from '@/http/respond';
import { endpoint } from '@/http/endpoint';
import { checkReadiness, READY_RETRY_AFTER_SECONDS } from '@/http/readiness';

export const dynamic = 'force-dynamic';

const NEVER_CACHED = { 'Cache-Control': 'no-store' };

// GET /api/ready – the load balancer's readiness check (public): 200 once the database
// answers ("degraded" when Redis is configured but away: the instance still serves);
// 503 with Retry-After when the database does not, or while this instance shuts down.
// GET /api/health stays the liveness check.
export const GET = endpoint(
  {
    summary: "The load balancer's readiness check: can this instance take requests?",
    description:
      'Ready when the database answers a trivial query within 2 s. Redis (when REDIS_URL is set) is ' +
      'sent a PING and reported; without it the instance still serves (status "degraded"), so a ' +
      'shared Redis outage does not take every instance out. Never cached. While the instance shuts ' +
      'down (SIGTERM) it answers 503, so the balancer stops sending before the listener closes. ' +
      'GET /api/health is the liveness check.',
    auth: 'public',
    database: false,
    response: readyAnswer,
    errors: {
      503: {
        description:
          'Not ready: the database did not answer (checks and message say so), or the instance is shutting down',
        body: notReadyAnswer,
      },
    },
  },
  async () => {
    const { ready, degraded, shuttingDown, checks } = await checkReadiness();
    if (ready) {
      const status = degraded ? 'degraded' : 'ready';
      return json({ status, checks }, { headers: NEVER_CACHED });
    }
    const headers = { ...NEVER_CACHED, 'Retry-After': String(READY_RETRY_AFTER_SECONDS) };
    if (shuttingDown) {
      return declaredRefusal(
        { status: 'stopping', message: 'This instance is shutting down.' },
        { status: 503, headers },
      );
    }
    const failed = Object.entries(checks)
      .filter(([, result]) => result !== 'ok' && result !== 'not configured')
      .map(([name]) => name);
    return declaredRefusal(
      { status: 'unavailable', checks, message: `Not ready: ${failed.join(' and ')} unavailable.` },
      { status: 503, headers },
    );
  },
);
