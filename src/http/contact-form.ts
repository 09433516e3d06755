import 'server-only';
import type { z } from 'zod';
import { contactResult } from '@/lib/schemas/answers/envelopes';
import type { ContactSubmission } from '@/lib/schemas/contact';
import type { EnquiryForm } from '@/server/enquiries/enquiries';
import { submitEnquiry } from '@/server/enquiries/submit';
import { getClientIp } from './client-ip';
import { endpoint } from './endpoint';
import { requestIdOf } from './request-id';
import { json } from './respond';

/**
 * POST of one of the site's two contact forms (public): the enquiry is stored, limited
 * per client address, and answered `{msg: 'success'}`, the forms' own envelope.
 */
export function contactFormRoute(
  form: EnquiryForm,
  summary: string,
  body: z.ZodType<ContactSubmission>,
) {
  return endpoint(
    {
      summary,
      auth: 'public',
      body,
      envelope: 'msg',
      response: contactResult,
      errors: { rate_limited: 'Too many messages; see Retry-After' },
    },
    async ({ db, body, request }) => {
      await submitEnquiry(
        db,
        form,
        body,
        getClientIp(request),
        requestIdOf(request),
        request.headers.get('user-agent'),
      );
      return json({ msg: 'success' });
    },
  );
}
