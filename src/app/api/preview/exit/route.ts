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
    .optional(),
});

// GET /api/preview/exit?to=/path – leaves preview in this browser and goes to the page (public)
export const GET = endpoint({ auth: 'public', database: false }, async ({ request }) =>
  endPreview(readQuery(request, exitQuery).to ?? '/'),
);
