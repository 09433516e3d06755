// GET /api/health – 200 with the engine once the database answers, 503 otherwise (public)
import { sql } from 'kysely';
import { getDatabase } from '@/server/db';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const { db, engine } = await getDatabase();
    await sql`select 1`.execute(db);
    return Response.json({ status: 'ok', engine }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('[health] database unreachable:', (error as Error).message);
    return Response.json(
      { status: 'unavailable', message: 'The database is not reachable.' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
