import { contactResult } from '@/lib/schemas/answers/envelopes';
import { pageContactSchema } from '@/lib/schemas/contact';
import { endpoint } from '@/http/endpoint';
import { getClientIp } from '@/http/client-ip';
import { json } from '@/http/respond';
import { requestIdOf } from '@/http/request-id';
import { submitEnquiry } from '@/server/enquiries/submit';

export const dynamic = 'force-dynamic';

// POST /send-contact-form – the contact page's form: {msg: 'success'} once stored (public)
export const POST = endpoint(
  {
    summary: 'The contact page form; limited per client address',
    auth: 'public',
    body: pageContactSchema,
    envelope: 'msg',
    response: contactResult,
    errors: { rate_limited: 'Too many messages; see Retry-After' },
  },
  async ({ db, body, request }) => {
    await submitEnquiry(db, 'page', body, getClientIp(request), requestIdOf(request));
    return json({ msg: 'success' });
  },
);
