import { z } from 'zod';
import { endpoint } from '@/http/endpoint';
import { json } from '@/http/respond';
import { issueFormToken } from '@/server/enquiries/form-token';

export const dynamic = 'force-dynamic';

// GET /api/form-token – a signed time, taken by a contact form when it is first drawn and
// sent back with it: a form sent sooner than 3 s after was filled by a program (public)
export const GET = endpoint(
  {
    summary: 'A signed time token for the contact forms (public)',
    description:
      'Send it back as formToken with the form. Optional: an enquiry without one is judged by the honeypot and the rate limit alone.',
    auth: 'public',
    response: z.object({ token: z.string() }).meta({ id: 'FormToken' }),
    database: false,
  },
  async () => json({ token: issueFormToken() }, { headers: { 'Cache-Control': 'no-store' } }),
);
