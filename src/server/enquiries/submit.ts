import 'server-only';
import { getEnv } from '@/env';
import { HONEYPOT_FIELD, type ContactSubmission } from '@/lib/schemas/contact';
import type { Db } from '../db/types';
import { rateLimited } from '../errors';
import { nudgeOutbox } from '../mail/outbox';
import { getLimiters } from '../rate-limit/rate-limit';
import { createEnquiry, type EnquiryForm, type EnquiryInput } from './enquiries';

function toInput(form: EnquiryForm, data: ContactSubmission): EnquiryInput {
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
 * An enquiry from either contact form, already validated: limited per client address,
 * then stored with its e-mail (one transaction) before the caller may answer success.
 * A filled honeypot is accepted the same way and stores nothing.
 */
export async function submitEnquiry(
  db: Db,
  form: EnquiryForm,
  data: ContactSubmission,
  clientIp: string,
  requestId?: string,
): Promise<void> {
  const verdict = await getLimiters().contactByIp.consume(clientIp);
  if (!verdict.allowed) {
    throw rateLimited(
      'Too many messages were sent from your connection. Please try again later.',
      verdict.retryAfterMs,
    );
  }
  if (data[HONEYPOT_FIELD]) return;
  await createEnquiry(db, toInput(form, data), getEnv().CONTACT_TO, requestId);
  nudgeOutbox();
}
