import { contactResult } from '@/lib/schemas/answers/envelopes';
import { mainContactSchema } from '@/lib/schemas/contact';
import { endpoint } from '@/http/endpoint';
import { getClientIp } from '@/http/client-ip';
import { json } from '@/http/respond';
import { requestIdOf } from '@/http/request-id';
import { submitEnquiry } from '@/server/enquiries/submit';

export const dynamic = 'force-dynamic';

// POST /send-contact-form-main – the form on home, company and service pages: {msg: 'success'} once stored (public)
export const POST = endpoint(
  {
    summary: 'The main contact form (home, company, service pages); limited per client address',
    auth: 'public',
    body: mainContactSchema,
    envelope: 'msg',
    response: contactResult,
    errors: { rate_limited: 'Too many messages; see Retry-After' },
  },
  async ({ db, body, request }) => {
    await submitEnquiry(db, 'main', body, getClientIp(request), requestIdOf(request));
    return json({ msg: 'success' });
  },
);
