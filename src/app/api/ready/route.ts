import { endpoint } from '@/http/endpoint';
import { checkReadiness, READY_RETRY_AFTER_SECONDS } from '@/http/readiness';

export const dynamic = 'force-dynamic';

const NEVER_CACHED = { 'Cache-Control': 'no-store' };

// GET /api/ready – the load balancer's readiness check (public): 200 once the database
// answers ("degraded" when Redis is configured but away: the instance still serves);
// 503 with Retry-After when the database does not, or while this instance shuts down.
// GET /api/health stays the liveness check.
export const GET = endpoint({ auth: 'public', database: false }, async () => {
  const { ready, degraded, shuttingDown, checks } = await checkReadiness();
  if (ready) {
    const status = degraded ? 'degraded' : 'ready';
    return Response.json({ status, checks }, { headers: NEVER_CACHED });
  }
  const headers = { ...NEVER_CACHED, 'Retry-After': String(READY_RETRY_AFTER_SECONDS) };
  if (shuttingDown) {
    return Response.json(
      { status: 'stopping', message: 'This instance is shutting down.' },
      { status: 503, headers },
    );
  }
  const failed = Object.entries(checks)
    .filter(([, result]) => result !== 'ok' && result !== 'not configured')
    .map(([name]) => name);
  return Response.json(
    { status: 'unavailable', checks, message: `Not ready: ${failed.join(' and ')} unavailable.` },
    { status: 503, headers },
  );
});
