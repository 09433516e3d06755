import 'server-only';
import { getEnv } from '@/env';
import { DEFAULT_LOCALE, localeOfPath } from '@/lib/locale';
import { HONEYPOT_FIELD, type ContactSubmission } from '@/lib/schemas/contact';
import type { Db } from '../db/types';
import { rateLimited } from '../errors';
import { nudgeOutbox } from '../mail/outbox';
import { getLimiters } from '../rate-limit/rate-limit';
import { deviceClassOf } from './device';
import {
  createEnquiry,
  NO_CONTEXT,
  type EnquiryContext,
  type EnquiryForm,
  type EnquiryInput,
} from './enquiries';
import { judgeFillTime } from './form-token';

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
    // Spec point 7's clients send none: they are the English forms.
    locale: data.locale ?? DEFAULT_LOCALE,
  };
}

/** The language of the page an enquiry was sent from ('' when the form did not say which page). */
const languageOf = (page: string) => (page === '' ? '' : localeOfPath(page));

/** What the server adds to the form's fields: attribution, device, language, and whether it is Spam. */
function contextOf(data: ContactSubmission, userAgent: string | null): EnquiryContext {
  const attribution = data.attribution ?? NO_CONTEXT.attribution;
  const spamReason = data[HONEYPOT_FIELD]
    ? 'honeypot'
    : judgeFillTime(data.formToken) === 'too-fast'
      ? 'too-fast'
      : '';
  return {
    attribution,
    device: deviceClassOf(userAgent),
    language: languageOf(attribution.page),
    spamReason,
  };
}

/**
 * An enquiry from either contact form, already validated: limited per client address,
 * then stored with its e-mail (one transaction) before the caller may answer success.
 * One that fails the honeypot or the time check is answered the same way and stored as
 * Spam, without an e-mail: a person wrongly taken for a bot is not lost.
 */
export async function submitEnquiry(
  db: Db,
  form: EnquiryForm,
  data: ContactSubmission,
  clientIp: string,
  requestId?: string,
  userAgent: string | null = null,
): Promise<void> {
  const verdict = await getLimiters().contactByIp.consume(clientIp);
  if (!verdict.allowed) {
    throw rateLimited(
      'Too many messages were sent from your connection. Please try again later.',
      verdict.retryAfterMs,
    );
  }
  const context = contextOf(data, userAgent);
  await createEnquiry(db, toInput(form, data), getEnv().CONTACT_TO, requestId, context);
  if (!context.spamReason) nudgeOutbox();
}
