import { endpoint } from '@/http/endpoint';
import { pingDatabase } from '@/server/db';
import { log } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/health – 200 with the engine once the database answers, 503 otherwise (public)
export const GET = endpoint({ auth: 'public', database: false }, async () => {
  try {
    const engine = await pingDatabase();
    return Response.json({ status: 'ok', engine }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log('health').error(`database unreachable: ${(error as Error).message}`);
    return Response.json(
      { status: 'unavailable', message: 'The database is not reachable.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
});
