import { mainContactSchema } from '@/lib/schemas/contact';
import { endpoint } from '@/http/endpoint';
import { getClientIp } from '@/http/client-ip';
import { json } from '@/http/respond';
import { requestIdOf } from '@/http/request-id';
import { submitEnquiry } from '@/server/enquiries/submit';

export const dynamic = 'force-dynamic';

// POST /send-contact-form-main – the form on home, company and service pages: {msg: 'success'} once stored (public)
export const POST = endpoint(
  { auth: 'public', body: mainContactSchema, envelope: 'msg' },
  async ({ db, body, request }) => {
    await submitEnquiry(db, 'main', body, getClientIp(request), requestIdOf(request));
    return json({ msg: 'success' });
  },
);
