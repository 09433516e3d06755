import { healthAnswer, unhealthyAnswer } from '@/lib/schemas/answers/site';
import { declaredRefusal, json } from '@/http/respond';
import { endpoint } from '@/http/endpoint';
import { pingDatabase } from '@/server/db';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/health – 200 with the engine once the database answers, 503 otherwise (public)
export const GET = endpoint(
  {
    summary: "The load balancer's liveness check: the database engine, once it answers",
    auth: 'public',
    database: false,
    response: healthAnswer,
    errors: { 503: { description: 'The database is not reachable', body: unhealthyAnswer } },
  },
  async () => {
    try {
      return json({ status: 'ok', engine: await pingDatabase() });
    } catch (error) {
      log('health').error(`database unreachable: ${(error as Error).message}`);
      return declaredRefusal(
        { status: 'unavailable', message: 'The database is not reachable.' },
        { status: 503 },
      );
    }
  },
);
