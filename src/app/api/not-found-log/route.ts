import { z } from 'zod';
import { notFoundEntry } from '@/lib/schemas/answers/content';
import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { listNotFound } from '@/server/editorial/not-found-log';

export const dynamic = 'force-dynamic';

// GET /api/not-found-log – the most requested addresses that answered 404:
// [{path, count, referrer, lastSeen}], at most 100 (admin)
export const GET = endpoint(
  {
    summary:
      'The addresses most asked for that answered 404, most requested first (at most 100; admin)',
    description:
      'Page requests only (not the API, uploads or admin); the log keeps the 1,000 most requested paths.',
    auth: 'admin',
    response: z.array(notFoundEntry),
  },
  async ({ db }) => json(await listNotFound(db)),
);
