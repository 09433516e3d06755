import 'server-only';
import type { z } from 'zod';
import { getEnv } from '@/env';
import { HONEYPOT_FIELD, mainContactSchema, pageContactSchema } from '@/lib/schemas/contact';
import { getDb } from '../db';
import { readJson } from '../http/body';
import { getClientIp } from '../http/client-ip';
import { tooManyRequests } from '../http/errors';
import { json } from '../http/handler';
import { nudgeOutbox } from '../mail/outbox';
import { getLimiters } from '../rate-limit/rate-limit';
import { createEnquiry, type EnquiryForm, type EnquiryInput } from './enquiries';

const SCHEMAS = { main: mainContactSchema, page: pageContactSchema } satisfies Record<
  EnquiryForm,
  z.ZodType
>;

function toInput(form: EnquiryForm, data: z.infer<(typeof SCHEMAS)[EnquiryForm]>): EnquiryInput {
  return {
    form,
    name: data.name,
    email: data.email,
    message: data.message,
    phoneNum: data.phoneNum,
    businessName: 'businessName' in data ? data.businessName : '',
    role: 'role' in data ? data.role : '',
    formType: 'formType' in data ? data.formType : '',
  };
}

/**
 * Both contact endpoints: validate, limit per client address, store the enquiry and its
 * e-mail (one transaction) and only then answer success. A filled honeypot is answered
 * the same way and stores nothing.
 */
export async function submitEnquiry(request: Request, form: EnquiryForm): Promise<Response> {
  const data = await readJson(request, SCHEMAS[form]);
  const verdict = await getLimiters().contactByIp.consume(getClientIp(request));
  if (!verdict.allowed) {
    throw tooManyRequests(
      'Too many messages were sent from your connection. Please try again later.',
      verdict.retryAfterMs,
    );
  }
  if (data[HONEYPOT_FIELD]) return json({ msg: 'success' });
  await createEnquiry(await getDb(), toInput(form, data), getEnv().CONTACT_TO);
  nudgeOutbox();
  return json({ msg: 'success' });
}
