import { z } from 'zod';
import { endpoint } from '@/http/endpoint';
import { readQuery } from '@/http/params';
import { endPreview } from '@/http/preview';

export const dynamic = 'force-dynamic';

const exitQuery = z.object({
  // A path on this site only, so the link cannot send anyone elsewhere.
  to: z
    .string()
    .regex(/^\/(?![/\\])[^\s]*$/, 'to must be a path on this site.')
    .max(500)
    .optional()
    .describe('A path on this site (default /)'),
});

// GET /api/preview/exit?to=/path – leaves preview in this browser and goes to the page (public)
export const GET = endpoint(
  {
    summary: 'Leave preview in this browser and go to a page',
    auth: 'public',
    database: false,
    query: exitQuery,
    response: { redirect: 'To the page; the preview cookies are cleared' },
  },
  async ({ request }) => endPreview(readQuery(request, exitQuery).to ?? '/'),
);
