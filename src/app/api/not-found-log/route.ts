import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { listNotFound } from '@/server/editorial/not-found-log';

export const dynamic = 'force-dynamic';

// GET /api/not-found-log – the most requested addresses that answered 404:
// [{path, count, referrer, lastSeen}], at most 100 (admin)
export const GET = endpoint({ auth: 'admin' }, async ({ db }) => json(await listNotFound(db)));
